"""Train the character tagger with per-epoch replacement; resumable, time-budgeted, checkpoints in work/.

  /usr/bin/python3 models/training/train.py prepare          # splits, tokenizer.json, eval/labelled.jsonl
  /usr/bin/python3 models/training/train.py train --minutes 50 [--run main] [--single] [--arch bilstm]
      [--device auto|cpu|cuda] [--workers N]   # the same run on a lent GPU: device_train.sh
"""
import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

# Shared, oversubscribed cores: spinning OpenMP workers waste about half the CPU time.
os.environ.setdefault('OMP_WAIT_POLICY', 'PASSIVE')
import torch  # noqa: E402

from paths import THUNDER, WORK, MODELS, require_shared
import balance
import charvocab
import dataset as D
import device as dev
import epochs
import markers
import metrics
import splits
from infer import predict
from model import build
from values import release_lists

SEED = splits.SEED


def load_splits():
    docs = markers.load_all(THUNDER / 'judgments')
    parts = splits.split_docs([d.id for d in docs])
    return {k: [d for d in docs if d.id in ids] for k, ids in parts.items()}


def taxonomy():
    return json.loads((MODELS / 'taxonomy.json').read_text(encoding='utf-8'))


def prepare(args) -> int:
    require_shared()
    sp = load_splits()
    texts = [D.fill_doc(d.parts, D.ValueSampler('train', random.Random(i)), random.Random(i))[0]
             for i, d in enumerate(sp['train'])]
    lists = release_lists()
    texts += [v for vals in lists.values() for v in splits.split_values(vals, 'train')]
    vocab = charvocab.build_vocab(texts, min_count=2)
    charvocab.write_tokenizer(vocab, MODELS / 'tokenizer.json')
    test = D.fixed_eval_set(sp['test'], 'test', SEED + 2)
    (MODELS / 'eval').mkdir(exist_ok=True)
    D.write_jsonl(MODELS / 'eval' / 'labelled.jsonl', [d.id for d in sp['test']], test)
    print(f'vocab {len(vocab)}; docs train {len(sp["train"])} validation {len(sp["validation"])} test {len(sp["test"])}')
    return 0


def evaluate(model, samples, vocab, labels, seq):
    preds = predict(model, [t for t, _ in samples], vocab, labels, seq=seq, overlap=64)
    return metrics.score(samples, preds)


def train(args) -> int:
    require_shared()
    device = dev.pick(args.device)
    torch.set_num_threads(args.threads)
    torch.manual_seed(SEED)
    run_dir = WORK / args.run
    run_dir.mkdir(parents=True, exist_ok=True)
    log = open(run_dir / 'log.txt', 'a', encoding='utf-8')

    def say(msg):
        line = f'{time.strftime("%H:%M:%S")} {msg}'
        print(line, flush=True)
        log.write(line + '\n')
        log.flush()

    if args.name_mix:
        import namegen
        namegen.TRAIN_MIX = namegen.parse_mix(args.name_mix)
        say(f'name mixture {namegen.TRAIN_MIX}')
    sp = load_splits()
    vocab = charvocab.load_vocab(MODELS / 'tokenizer.json')
    labels = D.label_list(taxonomy())
    label_ids = {l: i for i, l in enumerate(labels)}
    val = D.fixed_eval_set(sp['validation'], 'validation', SEED + 1)[:args.val_docs]
    if args.mixture_val:  # the same documents again with the mixture's validation names and organisations
        rng = random.Random(SEED + 3)
        sampler = D.ValueSampler('validation', rng, mixture=True)
        val += [D.fill_doc(d.parts, sampler, rng) for d in sp['validation'][:args.mixture_val]]
    law_docs = []
    if args.law:
        import lawgo
        from paths import SHARED
        law_split, skipped = lawgo.load(SHARED / 'precedent-kr' / 'raw')
        law_docs = law_split['train']  # law_split['test'] is never trained on (make_slices.py)
        for s_ in skipped:
            say(f'skipped {s_}')
    if args.arch == 'bilstm':
        config = dict(arch='bilstm', vocab_size=len(vocab), num_labels=len(labels))
    elif args.arch == 'conv':
        config = dict(arch='conv', vocab_size=len(vocab), num_labels=len(labels), d=args.d, max_len=args.seq,
                      dilations=[int(k) for k in args.dilations.split(',')])
    else:
        config = dict(vocab_size=len(vocab), num_labels=len(labels), d=args.d, layers=args.layers,
                      heads=args.heads, ffn=args.ffn, max_len=args.seq)
    if args.init_onnx:
        from warmstart import grow, onnx_state, recorded_dilations
        # The blocks the ONNX holds, as its manifest records them (else --dilations): no list to repeat by hand.
        old = recorded_dilations(Path(args.init_onnx)) or [int(k) for k in args.dilations.split(',')]
        extra = [int(k) for k in args.extra_dilations.split(',')] if args.extra_dilations else []
        config['dilations'] = old + extra
        model = grow(onnx_state(Path(args.init_onnx)), len(vocab), len(labels), args.d, old, extra, args.seq)
        config = dict(model.config)
    elif args.init_ckpt:  # continue an earlier run's weights with a fresh optimiser, schedule and budget
        blob = dev.load(args.init_ckpt)
        config = dict(blob['config'])
        model = build(config)
        model.load_state_dict(blob['model'])
    else:
        model = build(config)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    state = {'step': 0, 'epoch': 0, 'elapsed': 0.0, 'best': -1.0, 'history': []}
    ckpt = run_dir / 'last.pt'
    resumed = dev.load(ckpt) if ckpt.exists() else None
    if resumed:
        model.load_state_dict(resumed['model'])
        state = resumed['state']

    def make_epoch(epoch):
        samples = D.epoch_texts(sp['train'], epoch, SEED, assembled=args.assembled, single=args.single,
                                law_docs=law_docs, law_repeat=args.law_repeat, civil=args.civil,
                                mixture=not args.legacy_values, fin_names=args.fin_names)
        x, y = D.windows(samples, vocab, label_ids, args.seq, random.Random(SEED + epoch))
        return balance.oversample(x, y, balance.target_ids(label_ids), args.oversample, random.Random(SEED + 7 * epoch))

    # Forked before the model reaches a GPU (epochs.py); the optimiser's state follows its parameters there.
    stream = epochs.stream(make_epoch, state['epoch'], args.workers)
    model.to(device)
    if resumed:
        opt.load_state_dict(resumed['opt'])
        say(f'resumed at step {state["step"]} epoch {state["epoch"]} ({state["elapsed"]:.0f}s)')
    amp = device.type == 'cuda' and not args.fp32
    torch.backends.cudnn.benchmark = device.type == 'cuda'  # one window shape throughout: let cuDNN pick its kernels
    params = sum(p.numel() for p in model.parameters())
    say(f'run {args.run}: {args.arch} {config} params {params} single={args.single} budget {args.minutes} min '
        f'init={args.init_onnx or args.init_ckpt} fin_names={args.fin_names} oversample={args.oversample} '
        f'device={device} bf16={amp} workers={args.workers} batch={args.batch}')
    budget = args.minutes * 60
    t0 = time.time() - state['elapsed']
    last_ckpt = last_eval = time.time()
    lossf = torch.nn.CrossEntropyLoss(ignore_index=D.IGNORE)

    def save(path):
        torch.save({'model': dev.cpu_state(model), 'opt': opt.state_dict(), 'state': state, 'config': config,
                    'labels': labels}, path)

    def progress():
        return max(state['elapsed'] / budget, state['step'] / args.max_steps)

    done = False
    while not done:
        epoch, x, y = next(stream)
        assert epoch == state['epoch'], (epoch, state['epoch'])
        say(f'epoch {epoch}: {len(x)} windows')
        for b in range(0, len(x) - args.batch + 1, args.batch):
            p = progress()
            if p >= 1:
                done = True
                break
            warm = min(1.0, (state['step'] + 1) / args.warmup)
            for g in opt.param_groups:
                g['lr'] = args.lr * warm * max(0.05, 1 - p)
            xb, yb = x[b:b + args.batch].to(device), y[b:b + args.batch].to(device)
            with dev.autocast(device, amp):
                logits = model(xb, torch.ones_like(xb))
            loss = lossf(logits.float().reshape(-1, logits.shape[-1]), yb.reshape(-1))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            state['step'] += 1
            state['elapsed'] = time.time() - t0
            if state['step'] % 50 == 0:
                say(f'step {state["step"]} loss {loss.item():.4f} lr {opt.param_groups[0]["lr"]:.2e} '
                    f'progress {p:.3f} ({state["step"] * args.batch / max(state["elapsed"], 1e-9):.0f} windows/s)')
            if time.time() - last_eval > args.eval_every * 60:
                last_eval = time.time()
                report(state, model, val, vocab, labels, args, say, save, run_dir)
                t0 = time.time() - state['elapsed']  # evaluation time does not count against the budget
            if time.time() - last_ckpt > args.ckpt_every * 60:
                save(ckpt)
                last_ckpt = time.time()
        else:
            state['epoch'] += 1
    stream.close()
    report(state, model, val, vocab, labels, args, say, save, run_dir)
    save(ckpt)
    say('done')
    return 0


def report(state, model, val, vocab, labels, args, say, save, run_dir):
    t = time.time()
    m = evaluate(model, val, vocab, labels, args.seq)
    state['history'].append({'step': state['step'], 'epoch': state['epoch'], 'elapsed': round(state['elapsed']), **m})
    say(f'eval step {state["step"]}: token F1 {m["token_f1"]:.4f} P {m["token_precision"]:.4f} '
        f'R {m["token_recall"]:.4f} entity recall {m["entity_recall"]:.4f} leak {m["direct_leak_rate"]:.4f} '
        f'({time.time() - t:.0f}s) {json.dumps(m["category_f1"])}')
    if m['token_f1'] > state['best']:
        state['best'] = m['token_f1']
        save(run_dir / 'best.pt')


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('cmd', choices=['prepare', 'train'])
    ap.add_argument('--run', default='main')
    ap.add_argument('--arch', default='conv', choices=['transformer', 'bilstm', 'conv'])
    ap.add_argument('--single', action='store_true', help='ablation: one fixed fill instead of per-epoch refills')
    ap.add_argument('--minutes', type=float, default=50)
    ap.add_argument('--max-steps', type=int, default=100000)
    ap.add_argument('--batch', type=int, default=16)
    ap.add_argument('--seq', type=int, default=256)
    ap.add_argument('--d', type=int, default=192)
    ap.add_argument('--layers', type=int, default=4)
    ap.add_argument('--heads', type=int, default=4)
    ap.add_argument('--ffn', type=int, default=768)
    ap.add_argument('--dilations', default='1,2,4,8,16,1,2,4,8,16',
                    help="conv: one dilation per layer (with --init-onnx, the manifest's record beside it comes first)")
    ap.add_argument('--lr', type=float, default=1e-3)
    ap.add_argument('--warmup', type=int, default=200)
    ap.add_argument('--assembled', type=int, default=60)
    ap.add_argument('--val-docs', type=int, default=200)
    ap.add_argument('--eval-every', type=float, default=10)
    ap.add_argument('--ckpt-every', type=float, default=4)
    ap.add_argument('--legacy-values', action='store_true', help="the 0.1 model's name/organisation generators")
    ap.add_argument('--init-onnx', help='warm start from this model.onnx (warmstart.py)')
    ap.add_argument('--extra-dilations', default='', help='with --init-onnx: identity-initialised blocks to add')
    ap.add_argument('--init-ckpt', help="start from this checkpoint's weights (e.g. work/mix13/last.pt)")
    ap.add_argument('--fin-names', action='store_true',
                    help='banks are mentions in assembled civil judgments, loss-masked where law.go.kr left them')
    ap.add_argument('--oversample', type=float, default=0.0,
                    help='repeat windows holding organisations / other numbers with this probability (balance.py)')
    ap.add_argument('--law', action='store_true', help='train on the law.go.kr judgments too (lawgo.py)')
    ap.add_argument('--law-repeat', type=int, default=2)
    ap.add_argument('--civil', type=int, default=0, help='assembled civil/administrative/family/tax judgments per epoch')
    ap.add_argument('--mixture-val', type=int, default=0, help='validation docs refilled with the mixture (added)')
    ap.add_argument('--name-mix', default='',
                    help="training shares of name styles, e.g. common=0.3,rare=0.25,foreign=0.2,random=0.25 "
                         "(default: namegen.TRAIN_MIX)")
    ap.add_argument('--threads', type=int, default=int(os.environ.get('GARIM_THREADS', '2')))
    ap.add_argument('--device', default='auto', help='auto (a GPU when there is one), cpu or cuda[:N] (device.py)')
    ap.add_argument('--fp32', action='store_true', help='on a GPU: full precision instead of bfloat16 autocast')
    ap.add_argument('--workers', type=int, default=0,
                    help='processes making the next epochs while this one trains (epochs.py); 0: inline')
    args = ap.parse_args(argv)
    return prepare(args) if args.cmd == 'prepare' else train(args)


if __name__ == '__main__':
    sys.exit(main())
