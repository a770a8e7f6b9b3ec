"""Training epochs in order, made ahead in worker processes while the model trains on the current one.

An epoch's windows (refilled documents, cut and oversampled) take about 1.5 s of one core to make; on a GPU a whole
epoch trains in a few seconds, so made inline they would leave the GPU idle a third of the time. Every epoch depends
only on its number (its seeds), so the windows are the same whichever process makes them and however many do.
"""
import collections
import multiprocessing

_make = None  # the epoch maker, inherited by each forked worker


def _start(make):
    global _make
    _make = make
    import torch
    torch.set_num_threads(1)  # a worker builds tensors, it does not compute with them


def _epoch(epoch):
    return _make(epoch)


def stream(make, first, workers):
    """Yields (epoch, *make(epoch)) for first, first + 1, …; with workers > 0 up to `workers` epochs are made ahead.

    Workers are forked (the maker and the documents it closes over are inherited, not pickled); the parent must not
    have started CUDA yet, so call this before the model moves to the GPU.
    """
    if workers <= 0:
        epoch = first
        while True:
            yield (epoch, *make(epoch))
            epoch += 1
    pool = multiprocessing.get_context('fork').Pool(workers, initializer=_start, initargs=(make,))
    pending = collections.deque()
    try:
        pending.extend(pool.apply_async(_epoch, (first + k,)) for k in range(workers))
        epoch = first
        while True:
            made = pending.popleft().get()
            pending.append(pool.apply_async(_epoch, (epoch + workers,)))
            yield (epoch, *made)
            epoch += 1
    finally:
        # Pool.terminate() with tasks in flight can fail ("Cannot have cache with result_handler not alive"), at the end
        # of a run, before its last save: the epochs under way finish first (side by side, one epoch's time).
        for made in pending:
            made.wait()
        pool.terminate()
