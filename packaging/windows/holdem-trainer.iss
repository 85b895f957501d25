; The Windows installer of Hold'em Dealer Trainer for lab PCs (Inno Setup 6.3 or newer).
;
; It installs the one-folder build (README, "Packaging for lab PCs") for every user of the PC,
; into Program Files, with a Start menu entry and, if chosen, a desktop icon. Build the
; one-folder program first, then, in the project folder:
;
;     iscc /DAppVersion=0.1.0 packaging\windows\holdem-trainer.iss
;
; which writes dist\installer\holdem-trainer-0.1.0-setup.exe (CI passes the version of
; pyproject.toml; without /DAppVersion the default below is used).
;
; Silent install for a lab, from an administrator's command prompt or a deployment tool: no
; questions, no message boxes, no restart (/TASKS=desktopicon adds the desktop icon):
;
;     holdem-trainer-0.1.0-setup.exe /VERYSILENT /SUPPRESSMSGBOXES /NORESTART
;
; and to remove it the same way:
;
;     "%ProgramFiles%\Hold'em Dealer Trainer\unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART
;
; Each user's settings, progress and logs are never in the program's folder: they are in
; that user's own profile, %LOCALAPPDATA%\HoldemDealerTrainer (app/system/paths.py). Uninstalling
; removes the program and leaves them all in place, so a new version installed later finds
; every trainee's progress.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Hold'em Dealer Trainer"
#define AppExe "holdem-trainer.exe"

[Setup]
; The one AppId of this program: upgrades and the uninstaller find it by this; never change it.
AppId={{01B67986-C367-4393-BB9E-72B05BAF9909}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
; Per machine, for every user: Program Files, which students can read but not write.
PrivilegesRequired=admin
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist\installer
OutputBaseFilename=holdem-trainer-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
UninstallDisplayName={#AppName}
UninstallDisplayIcon={app}\{#AppExe}
SetupLogging=yes
; The language of Windows when the installer has it; the question only when it has not.
ShowLanguageDialog=auto

[Languages]
; The installer's own words, in those of the app's languages Inno Setup ships a translation
; for: Ukrainian; Armenian and Thai where this Inno Setup has them (Thai only recent ones).
; Georgian and Kazakh are not among its official translations: those users read English.
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"
#ifexist AddBackslash(CompilerPath) + "Languages\Armenian.isl"
Name: "armenian"; MessagesFile: "compiler:Languages\Armenian.isl"
#endif
#ifexist AddBackslash(CompilerPath) + "Languages\Thai.isl"
Name: "thai"; MessagesFile: "compiler:Languages\Thai.isl"
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the program's libraries whole: files an older build had and this one
; has not are not left beside the new ones. Only the program's own folder _internal goes; no
; user data is ever there.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "..\..\dist\holdem-trainer\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
; Offered at the end of an interactive install, as the user who started it (not as the
; administrator); never in a silent one.
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; There is no [UninstallDelete] section, on purpose: the uninstaller removes only what it
; installed. Every user's progress and settings (%LOCALAPPDATA%\HoldemDealerTrainer, in each
; profile) stay, and so does a data folder that portable mode made beside the program.
