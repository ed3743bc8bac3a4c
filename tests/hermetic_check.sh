#!/usr/bin/env bash
# Proof that the tests are hermetic: run them as on a user's machine, with a Radeon
# RX 7900 XTX in /sys (a recorded tree), models in the Hugging Face cache and in LM
# Studio's folders, amdchat's own settings and chats, a Hugging Face token, and the
# variables a user sets to pick GPUs, libraries and a Qt platform. Every test must
# pass all the same: none may read any of it.
#   tests/hermetic_check.sh                 the fast loop (-m "not slow")
#   tests/hermetic_check.sh tests           everything
#   tests/hermetic_check.sh tests/ui -x     any pytest arguments
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python=${PYTHON:-$root/.venv/bin/python}
[ "$#" -gt 0 ] || set -- -m "not slow"

user_home=$(mktemp -d "${TMPDIR:-/tmp}/amdchat-user-home.XXXXXX")
trap 'rm -rf "$user_home"' EXIT
unset AMDCHAT_HOME XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME XDG_STATE_HOME \
      HF_HOME HF_HUB_CACHE
export HOME=$user_home
PYTHONPATH=$root "$python" -m tests.helpers.fake_user_home >/dev/null

# The app itself, outside the tests, does see this user's machine:
export AMDCHAT_SYSFS_ROOT=$root/tests/data/sysfs/rdna3-rx7900xtx
gpus=$("$python" -m amdchat gpu)
grep -q "AMD Radeon RX 7900 XTX" <<<"$gpus" \
  || { echo "hermetic check: the fake GPU is not seen outside the tests" >&2; exit 1; }
listed=$("$python" -m amdchat models list --json)
for model in user-model-Q8_0 user-lms-GGUF-F32 user-old-GGUF-F32 user-own-F32; do
  grep -q "$model" <<<"$listed" \
    || { echo "hermetic check: the fake model $model is not seen outside the tests" >&2; exit 1; }
done

# ... and the user's own choices, which the tests must not inherit.
export HF_TOKEN=hf_notarealtokenofthisuser HF_HUB_OFFLINE=1
export AMDCHAT_REMOTE_API_KEY=not-a-key-of-the-tests
export GGML_VK_VISIBLE_DEVICES=1 HIP_VISIBLE_DEVICES=1 ROCR_VISIBLE_DEVICES=1
export HSA_OVERRIDE_GFX_VERSION=11.0.0 LLAMA_CPP_LIB_PATH=/nonexistent/llama-lib
export QT_QPA_PLATFORM=xcb LANGUAGE=ru http_proxy=http://127.0.0.1:9 https_proxy=http://127.0.0.1:9
echo "hermetic check: pytest $* with HOME=$HOME and a Radeon RX 7900 XTX in /sys"
"$python" -m pytest "$@"
