#!/bin/sh
# Refresh the translation sources (Japanese, Russian) from every tr() in the app.
# Module-level texts use _tr = QCoreApplication.translate: lupdate is told so.
# Translators open the .ts files in pyside6-linguist; pyside6-lrelease makes the .qm
# files that the app loads for the system's language.
set -eu
cd "$(dirname "$0")/.."
.venv/bin/pyside6-lupdate -tr-function-alias translate+=_tr $(find amdchat -name '*.py' | sort) \
  -ts amdchat/resources/translations/amdchat_ja.ts amdchat/resources/translations/amdchat_ru.ts
