#!/bin/sh
# Refresh the translation sources (Japanese, Russian) from every tr() in the app.
# Module-level texts use _tr = QCoreApplication.translate, and the Qt-free core marks the
# option descriptions with tr_noop(context, text): lupdate is told of both.
# Translators open the .ts files in pyside6-linguist; scripts/build_translations.py makes
# the .qm files that the app loads for the system's language.
set -eu
cd "$(dirname "$0")/.."
.venv/bin/pyside6-lupdate -tr-function-alias translate+=_tr,QT_TRANSLATE_NOOP+=tr_noop $(find amdchat -name '*.py' | sort) \
  -ts resources/translations/amdchat_ja.ts resources/translations/amdchat_ru.ts
