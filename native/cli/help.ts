// `garim --help` text, Korean first (the users are Korean court staff), English second.
import { TOKEN_DEFINITION } from '../eval/metrics';

export const MAIN_HELP = `가림(garim) — 판결문 비실명화 (오프라인)
Garim — offline de-identification of Korean court judgments

사용법 / Usage:
  garim deid <파일|폴더>... [옵션]     문서를 비실명 처리해 저장합니다 / de-identify documents
  garim eval <labelled.jsonl> [옵션]   라벨된 자료로 모델을 평가합니다 / evaluate against labelled data
  garim --help | --version

자세한 옵션: garim deid --help, garim eval --help
`;

export const DEID_HELP = `garim deid <파일|폴더>... [옵션]
  원본은 절대 바꾸지 않습니다. 결과는 기본으로 <입력 폴더>/garim-out/ 에 저장합니다.
  The input is never modified. Output goes to <input dir>/garim-out/ by default.

옵션 / Options:
  -o, --out <폴더>          결과 폴더 / output folder
  -r, --recursive           하위 폴더까지 처리하고 폴더 구조를 결과에 그대로 만듭니다 / walk subfolders, mirrored in the output
  --operator <방식>         court(기본, 대법원 비실명 처리 기준 재일 2014-2) | tag | mask | remove | keep
                            범주별: --operator PERSON=mask,ADDRESS=tag  (범주: PERSON, ADDRESS, FINANCIAL…)
  --remove-style <s>        remove 방식: delete(기본) | blocks(█로 채움)
  --redact-roles            판사·검사·변호사·공공기관도 가립니다 / also redact judges, prosecutors, attorneys, public bodies
  --report <json|csv|none>  파일별 보고서 <이름>.report.json (원문 없음) / per-file report, never original text (default json)
  --keep-names              파일 이름에 든 가린 이름을 그대로 둡니다(기본: 파일 이름도 가림) / keep redacted names in output file names (default: replaced, 판결문_홍길동.txt → 판결문_A.txt)
  --fix-leaks               결과 파일에 가린 내용이 남으면 남은 곳을 모두 가리고 다시 검사합니다(더 가린 곳은 출력에 표시)
                            / redact every remaining occurrence of a leak-check hit, re-check, and list what was added
  --strict                  가리지 않았지만 식별자처럼 보이는 곳(의심 항목)도 가립니다 / also redact the suspects (what still
                            looks like an identifier: a name-shaped word after 소외, a long digit group, a handle…)
  -j, --jobs <N>            동시에 처리할 문서 수(기본: 코어 수, 메모리에 맞춰 줄임) / documents in parallel (default: cores, fewer if memory is short)
  --device <cpu|cuda|dml>   추론 장치 / inference device (default cpu)
  --model <폴더>            모델 폴더(manifest.json) / model folder
  --rules-only              모델 없이 규칙만 사용 / rules only, no model
  --min-score <0..1>        모델 최소 점수 / minimum model score
  -h, --help

종료 코드 / Exit codes: 0 성공, 1 일부 파일 실패, 2 잘못된 사용, 3 결과 파일에서 원문 발견(저장 안 함), 130 Ctrl+C로 중단
  0 ok, 1 some files failed, 2 usage error, 3 redacted text found in an output (not saved), 130 stopped by Ctrl+C
`;

export const EVAL_HELP = `garim eval <labelled.jsonl> [옵션]
  한 줄에 {"id","text","spans":[{"start","end","label"}]} 하나. label은 세부 레이블 또는 범주.
  One {"id","text","spans":[{"start","end","label"}]} per line; label is a fine label or a category id.

  ${TOKEN_DEFINITION}.
  binary_token: PII 여부만 / PII or not; token: 범주까지 일치(범주 micro 평균) / category must match (micro);
  entity: 범위와 범주가 정확히 일치 / exact span and category;
  leak_rate: 정답 언급 중 한 글자라도 내보낸 결과에 남은 비율 / share of gold mentions with any character the export
  shows: what the operators replaced counts, not what a span covers (a kept public body or kind word hides nothing).
  beyond_style: 그중 법원 방식이 남기는 말(종류어, 시·군·구) 밖까지 보이는 것 / the leaks that show more than the court
  style keeps (a kind word, a 시·군·구), with its rate and 95 % interval (slices.jsonl).
  unflagged_rate: 그중 검토 후보(의심 항목)도 가리키지 않은 비율 / the share no suspect points to either (slices.jsonl).
  leak_ci95: 조각별 누출률의 95 % Wilson 구간 / the 95 % Wilson interval of a slice's leak rate (slices.jsonl):
  언급 수백 개의 조각은 1 % 목표를 몇 개 차이로 넘나듭니다 / a slice of a few hundred mentions meets 1 % or not by a few.
  taxonomy에 없는 label은 binary와 leak_rate에만 셉니다 / unknown labels count for binary and leak only.
  exports: TXT로 내보낼 때 누출 검사가 저장을 막을 문서 수와 id / the documents whose TXT export the leak check would
  refuse (nothing saved), counted and named by id.

옵션 / Options:
  --json                    JSON 한 개만 출력 / print one JSON object
  --out <metrics.json>      결과를 파일로도 저장 / also write the JSON to a file
  --model <폴더>, --device <cpu|cuda|dml>, --rules-only, --min-score <0..1>
  --limit <N>               앞의 N개 문서만 / first N documents only
  --false-spans <파일>      정답·ignore 어디에도 닿지 않는 예측 범위 목록 / list predicted spans touching no gold mention
                            and no ignore range (slices.jsonl: span "slice", document "corpus", "case_type", "ignore")
  --leaks <파일>            한 글자라도 남은 정답 언급 목록 / list gold mentions left (partly) unredacted, with slice,
                            context and the suspect pointing to it, if any, and 'head only' where only the generic
                            head word shows ('[국민]은행'), 'district only' where only an address's 시·군·구 or
                            province shows ('[춘천시] 죽림동 848', published by the court), 'kept' where a span found
                            it whole and the export still shows it (a public body, a law firm) (slices.jsonl)
  -h, --help
`;
