; Brass Desktop installer for Windows (Inno Setup 6 or later).
;
; Compile it with `python packaging\build.py --installer` (after PyInstaller has built
; dist\brass-desktop\).  That command writes build\windows\appinfo.iss, included below, with
; the name, version and publisher read from brass_desktop\__init__.py and
; brass_desktop\appinfo.py, and with the paths of the build; none of them is repeated here.
;
; The installer needs no administrator rights: by default it installs for the current user
; (%LOCALAPPDATA%\Programs); the first page offers an installation for all users instead.
; The uninstaller is registered in Settings > Apps and has a Start-menu shortcut; it removes
; the program only, never the user's saved games.

#include "..\..\build\windows\appinfo.iss"

[Setup]
; AppId identifies the application across versions (upgrades replace it, one uninstaller).
; Never change it.  The doubled brace is Inno Setup's escape for a literal "{".
AppId={{DAD7E4EC-B5F7-4F61-8CC6-50FE51017CFB}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppVersionNumeric}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; The frozen app is 64-bit.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseName}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder build; ignoreversion because every file belongs to this app only.
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundled libraries completely (a newer build may have fewer files).
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExeName}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
