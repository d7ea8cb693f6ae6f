; Inno Setup 6 script: the Windows installer of xiangqi-gui (issue 17).
;
; Build the PyInstaller folder first (dist\xiangqi-gui\xiangqi-gui.exe), then from the
; repository root:
;     iscc /DAppVersion=0.1.0 packaging\windows\xiangqi-gui.iss
; Result: dist\xiangqi-gui-<version>-windows-x64-setup.exe
; (.github/workflows/installers.yml does both.)
;
; Installs per user or for all users (the user chooses), adds a Start-menu entry (and a
; desktop icon on request), and registers xiangqi-gui for .xqf, .dhtmlxq and .pgn records:
; .xqf and .dhtmlxq become ours by default; for .pgn (shared with chess programs) we
; are added to "Open with", and become the default only when the user ticks that task.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Xiangqi GUI"
#define AppExe "xiangqi-gui.exe"
#define ProgId "XiangqiGUI.Record"

[Setup]
AppId={{01628B70-444C-457C-962D-D2F55E5E6378}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The xiangqi_gui developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
LicenseFile=..\..\LICENSE
SetupIconFile=..\icons\xiangqi-gui.ico
UninstallDisplayIcon={app}\{#AppExe}
OutputDir=..\..\dist
OutputBaseFilename=xiangqi-gui-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "assocxqf"; Description: "Open .xqf and .dhtmlxq records with {#AppName}"; GroupDescription: "File types:"
Name: "assocpgn"; Description: "Open .pgn records with {#AppName} (also used by chess programs)"; GroupDescription: "File types:"; Flags: unchecked

[Files]
Source: "..\..\dist\xiangqi-gui\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "..\..\LICENSE"; DestDir: "{app}"; DestName: "LICENSE.txt"; Flags: ignoreversion
Source: "..\..\resources\THIRD_PARTY_NOTICES.txt"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autoprograms}\{#AppName} third-party notices"; Filename: "{app}\THIRD_PARTY_NOTICES.txt"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The record type (ProgID): icon and open command.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Xiangqi record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; "Open with" for every record type, always.
Root: HKA; Subkey: "Software\Classes\.xqf\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.dhtmlxq\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.pgn\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
; The default program, by task.
Root: HKA; Subkey: "Software\Classes\.xqf"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: assocxqf
Root: HKA; Subkey: "Software\Classes\.dhtmlxq"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: assocxqf
Root: HKA; Subkey: "Software\Classes\.pgn"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: assocpgn
; Listed in "Default apps".
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".xqf"; ValueData: ""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".dhtmlxq"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".pgn"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
