; amdchat's Windows installer: per user, no administrator prompt.
;   makensis -DVERSION=0.1.0 -DPAYLOAD=..\..\dist\amdchat -DOUTFILE=..\..\dist\amdchat-0.1.0-setup.exe amdchat.nsi
; PAYLOAD is the frozen app folder (amdchat.exe, the console amdchat-cli.exe, _internal\,
; backends\<kind>\).
; Installs under %LOCALAPPDATA%\Programs\amdchat, adds a Start-menu shortcut, registers
; the uninstaller under HKCU, and (optional, off by default) opens .gguf files with amdchat.
; The user's chats, settings and models live in %LOCALAPPDATA%\amdchat and are never touched.
Target amd64-unicode  ; the app is 64-bit only; a 64-bit installer writes the 64-bit registry view
!ifndef VERSION
  !error "define VERSION (-DVERSION=0.1.0)"
!endif
!ifndef PAYLOAD
  !error "define PAYLOAD, the frozen app folder (-DPAYLOAD=dist\amdchat)"
!endif
!ifndef ICON
  !define ICON "../../resources/icons/amdchat.ico"
!endif
!ifndef OUTFILE
  !define OUTFILE "amdchat-${VERSION}-setup.exe"
!endif

!define APP "amdchat"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define GGUF_CLASS "amdchat.gguf"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
SetCompressor /SOLID lzma
ShowInstDetails nevershow

!include "MUI2.nsh"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_FINISHPAGE_RUN "$INSTDIR\amdchat.exe"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "amdchat (required)" SecApp
  SectionIn RO
  ; an older version's files go first (a removed file must not linger), the user's data stays
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\backends"
  SetOutPath "$INSTDIR"
  File /r "${PAYLOAD}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\amdchat.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The amdchat developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\amdchat.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section /o "Open .gguf model files with amdchat" SecGguf
  WriteRegStr HKCU "Software\Classes\.gguf" "" "${GGUF_CLASS}"
  WriteRegStr HKCU "Software\Classes\${GGUF_CLASS}" "" "GGUF language model"
  WriteRegStr HKCU "Software\Classes\${GGUF_CLASS}\DefaultIcon" "" "$INSTDIR\amdchat.exe,0"
  WriteRegStr HKCU "Software\Classes\${GGUF_CLASS}\shell\open\command" "" \
    '"$INSTDIR\amdchat.exe" "%1"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "GgufAssociation" "1"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'  ; SHCNE_ASSOCCHANGED
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "The app, its CPU and Vulkan backends."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecGguf} "Double-clicking a .gguf file opens it in amdchat."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\backends"
  Delete "$INSTDIR\amdchat.exe"
  Delete "$INSTDIR\amdchat-cli.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; only if empty: nothing of the user's is removed
  ReadRegStr $0 HKCU "Software\Classes\.gguf" ""
  StrCmp $0 "${GGUF_CLASS}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.gguf"
  DeleteRegKey HKCU "Software\Classes\${GGUF_CLASS}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
