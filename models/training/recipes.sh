# The data each stage of the 0.2 recipe trains on, sourced by run.sh and device_train.sh so that a GPU run's default
# is stage 3's data by construction, not a copy of its options.
# Stage 2: the name/organisation mixture, the law.go.kr training judgments three times, 120 assembled civil /
# administrative / family / tax judgments an epoch, validation on 150 documents and the same refilled by the mixture.
MIX_DATA='--law --law-repeat 3 --civil 120 --val-docs 150 --mixture-val 150'
# Stage 3 (the bundled 0.2.0): banks labelled / loss-masked, windows with organisations oversampled.
STAGE3_DATA="--fin-names --oversample 0.5 $MIX_DATA"
