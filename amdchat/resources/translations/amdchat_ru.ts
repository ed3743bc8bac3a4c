<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../ui/chat_controller.py" line="88"/>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <location filename="../../ui/conversation_list.py" line="73"/>
        <source>Search titles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="82"/>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="84"/>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="86"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="119"/>
        <location filename="../../ui/conversation_list.py" line="125"/>
        <source>Rename chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="119"/>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="135"/>
        <location filename="../../ui/conversation_list.py" line="143"/>
        <source>Delete chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="136"/>
        <source>Delete the conversation “{title}” and all its messages? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuPanel</name>
    <message>
        <location filename="../../ui/gpu_panel.py" line="33"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="41"/>
        <source>No supported GPU found: no data. amdchat reads AMD GPUs through amdgpu (Linux) or performance counters (Windows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="53"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="61"/>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="65"/>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="66"/>
        <source>VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="67"/>
        <source>GTT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="68"/>
        <source>Temp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="69"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="135"/>
        <location filename="../../ui/gpu_panel.py" line="155"/>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="139"/>
        <source>0 % (asleep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="158"/>
        <source>{used} / {total} GiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <location filename="../../ui/live_panel.py" line="33"/>
        <source>– tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="42"/>
        <source>Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="45"/>
        <source>First token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="46"/>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="47"/>
        <source>Reply tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="48"/>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="58"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="60"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="61"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="62"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="63"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="64"/>
        <source>Runs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="80"/>
        <location filename="../../ui/live_panel.py" line="87"/>
        <source>{tps:.1f} tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="81"/>
        <location filename="../../ui/live_panel.py" line="88"/>
        <source>{ms:.0f} ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="89"/>
        <source>{tps:.0f} tok/s ({n} tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="92"/>
        <source>{used} / {size} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="96"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="96"/>
        <source>starting engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="97"/>
        <source>loading model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="97"/>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="98"/>
        <source>generating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="109"/>
        <source>0 / {size} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="114"/>
        <source>CPU only: the {backend} backend found no usable GPU, so the model runs on the CPU and will be slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="56"/>
        <source>amdchat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="90"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="95"/>
        <source>Open model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="99"/>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="117"/>
        <source>Editing a sent message: Enter resends it and drops the replies after it. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="121"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147"/>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="148"/>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>Open a GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="186"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="227"/>
        <source>{name} cannot be opened: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="245"/>
        <source>{name} does not fit entirely in {gpu}&apos;s free memory at this context: {n} of {m} layers go to the GPU, the rest runs on the CPU (slower). A smaller quantization or context would fit better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="286"/>
        <source>No model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="288"/>
        <source>starting engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="288"/>
        <source>loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="290"/>
        <source>not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="291"/>
        <source>Model: {name} — {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="294"/>
        <source>Unload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="294"/>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="408"/>
        <source>Settings could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageInput</name>
    <message>
        <location filename="../../ui/message_input.py" line="17"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <location filename="../../ui/models/page.py" line="133"/>
        <source>Search Hugging Face for GGUF models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="137"/>
        <source>Most downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="138"/>
        <source>Most liked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="138"/>
        <source>Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="140"/>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="152"/>
        <source>Hugging Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="158"/>
        <source>Pick a repository to see its quantizations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="159"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="162"/>
        <source>Quantizations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="171"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="172"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="173"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="174"/>
        <source>Clear finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="183"/>
        <source>Downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="191"/>
        <source>Open in chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="193"/>
        <source>Import .gguf…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="195"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="198"/>
        <source>Rescan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="204"/>
        <source>On this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="232"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="240"/>
        <source>{n} repositories found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="258"/>
        <source>Loading {repo}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="269"/>
        <source>{repo}: {n} quantizations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="272"/>
        <source>{repo} has no GGUF files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="278"/>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="288"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="293"/>
        <source>Pick a quantization to download.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="299"/>
        <source>{quant} cannot be downloaded: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="302"/>
        <source>{quant} of {repo} added to the downloads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="344"/>
        <location filename="../../ui/models/page.py" line="348"/>
        <source>Import a GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="345"/>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="349"/>
        <source>Copy the file into the models folder, or link to it where it is (no extra disk space; it must stay there)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="352"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="353"/>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="362"/>
        <source>Importing {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="367"/>
        <source>Imported as {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="373"/>
        <source>Not imported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="380"/>
        <source>{name} is loaded in the chat: unload it first (Unload, at the top), then delete it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="385"/>
        <source>Delete model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="386"/>
        <source>Delete {path} from the disk?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="60"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="76"/>
        <source>Compare backends on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="78"/>
        <source>Runs the last model on every installed backend, one after the other, and shows their speeds here. Takes a minute or two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="103"/>
        <source>Backend speeds: not measured on this machine yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="105"/>
        <source>Measured here with {model} on {date}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="109"/>
        <source>{backend}: failed ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="111"/>
        <source>{backend}: {generation_tps:.1f} tok/s, runs on {runs_on} ({device})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="118"/>
        <source>Open a model first: the comparison runs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="121"/>
        <source>Comparing backends…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="132"/>
        <source>The comparison failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="187"/>
        <source>The settings were not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript.py" line="161"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="161"/>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="162"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="188"/>
        <source>[stopped: you opened another chat]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="189"/>
        <source>[stopped: the model was unloaded]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="190"/>
        <source>[stopped: the app was closed]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="191"/>
        <source>[stopped by you]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="193"/>
        <source>[interrupted: the engine stopped; partial reply kept]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="195"/>
        <source>[failed: {reason}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="196"/>
        <source>no reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="207"/>
        <source>{tps:.1f} tok/s · {n} tokens · first token {ttft:.0f} ms · {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="225"/>
        <source>Copy message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="227"/>
        <source>Edit and resend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="230"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../ui/app.py" line="52"/>
        <source>amdchat cannot start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fit</name>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="17"/>
        <source>no GPU found: CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="17"/>
        <source>No GPU with known free memory was found, so the model would run on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="21"/>
        <source>{gpu}: {free:.1f} GiB free for models ({source}, 1 GiB kept free). At {ctx} tokens the whole model needs {need:.2f} GiB; the largest context that fits entirely is {max_ctx} tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="35"/>
        <source>fits ({room:.1f} GiB to spare)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="39"/>
        <source>partly: {n} of {m} layers on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="42"/>
        <source>too large: CPU only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../ui/messages.py" line="29"/>
        <source>This model&apos;s architecture ({arch}) is not supported by the llama.cpp build in use. Update amdchat, or pick a model of a supported architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="36"/>
        <source>Not enough memory to load this model. Lower the GPU layers or the context length in Settings, or pick a smaller quantization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="46"/>
        <source>The conversation does not fit in the context window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="49"/>
        <source>The chosen backend cannot run the model here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="65"/>
        <source>The engine process stopped unexpectedly ({how}). Any partial reply was kept. The next message starts a fresh engine and reloads the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="71"/>
        <source>Its last words: {cause}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/protocol.py" line="227"/>
        <source>No model is loaded. Open a .gguf model first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="52"/>
        <source>The engine reported an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="76"/>
        <source>The model replied with nothing. Its prompt format may not fit: choose another chat template in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/session.py" line="73"/>
        <source>The {backend} backend found no usable GPU, so amdchat uses the CPU backend instead (faster than {backend} without a GPU). Check the GPU driver, or pick a GPU in Settings &gt; GPU device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="89"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="90"/>
        <source>partly GPU, partly CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="91"/>
        <source>CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="96"/>
        <source>empty reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../backends/rocm.py" line="44"/>
        <source>The GPU&apos;s gfx target is unknown (no kfd topology): ROCm may or may not run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../backends/rocm.py" line="52"/>
        <source>This ROCm build has no {gfx} code; amdchat runs it as {base} (HSA_OVERRIDE_GFX_VERSION={version}), which works for this family.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../backends/rocm.py" line="58"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../backends/rocm.py" line="61"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend, or rebuild it with {base} (amdchat backends build rocm --gpu-targets {base}) and the override {version}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/templates.py" line="173"/>
        <source>This model&apos;s chat template failed: {error} amdchat uses the {name} format instead; pick another in Settings &gt; Chat template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/templates.py" line="177"/>
        <source>This model&apos;s chat template did not finish: {error} amdchat uses the {name} format instead; pick another in Settings &gt; Chat template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="20"/>
        <source>{name}: the file does not exist. It may have been moved or deleted; open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="22"/>
        <source>{name}: this is a folder, not a model file. Choose a .gguf file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="24"/>
        <source>{name}: this is not a regular file but {detail}, so it cannot hold a model. Choose a .gguf file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="26"/>
        <source>{name}: this is a symbolic link that leads back to itself, so it names no file. Delete the link, or point it at a .gguf file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="28"/>
        <source>{name}: the file cannot be read ({detail}). Check its permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="30"/>
        <source>{name}: the file is incomplete ({detail}). The download was probably cut short; download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="32"/>
        <source>{name}: this is not a usable GGUF model ({detail}). amdchat runs .gguf files, as found on Hugging Face under &apos;GGUF&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../ui/models/table_models.py" line="90"/>
        <location filename="../../ui/models/table_models.py" line="165"/>
        <source>Repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="91"/>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="92"/>
        <source>Downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="93"/>
        <source>Likes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="95"/>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="98"/>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="99"/>
        <location filename="../../ui/models/table_models.py" line="204"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="100"/>
        <location filename="../../ui/models/table_models.py" line="208"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="108"/>
        <location filename="../../ui/models/table_models.py" line="166"/>
        <location filename="../../ui/models/table_models.py" line="212"/>
        <source>Quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="109"/>
        <source> (vision add-on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="111"/>
        <location filename="../../ui/models/table_models.py" line="219"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="112"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="113"/>
        <source>Fits your GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="144"/>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="145"/>
        <source>downloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="146"/>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="147"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="148"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="149"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="168"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="172"/>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="176"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="178"/>
        <source>stalled, retrying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="185"/>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="186"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="199"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="201"/>
        <source> (+ vision add-on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="205"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="216"/>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="220"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="222"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../config.py" line="83"/>
        <source>Path of the last model loaded; loaded again at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="85"/>
        <source>Load the last model when the app starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="87"/>
        <source>Inference backend: auto, vulkan, rocm or cpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="89"/>
        <source>Which GPU the backend uses, by its index (-1: the backend&apos;s own choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="92"/>
        <source>Layers to offload to the GPU (-1: as many as fit the GPU&apos;s free memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="94"/>
        <source>Context window in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="96"/>
        <source>Sampling temperature (0: greedy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="99"/>
        <source>Nucleus sampling: keep tokens up to this probability mass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="101"/>
        <source>Keep only the k most likely tokens (0: off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="104"/>
        <source>Drop tokens below this fraction of the top probability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="107"/>
        <source>Penalty for repeating recent tokens (1: off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="109"/>
        <source>Longest reply in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="111"/>
        <source>Random seed (-1: a new one each reply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="114"/>
        <source>Instructions placed before every conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="116"/>
        <source>Prompt format: auto uses the model&apos;s own template, else one by architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="119"/>
        <source>Folder for downloaded models (empty: the app&apos;s data folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="121"/>
        <source>Hugging Face access token, for gated or private repos (never logged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="34"/>
        <source>Load last model at start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="35"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="36"/>
        <source>GPU layers (-1: as many as fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="37"/>
        <source>Context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="38"/>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="39"/>
        <source>Top P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="40"/>
        <source>Top K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="41"/>
        <source>Min P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="42"/>
        <source>Repeat penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="43"/>
        <source>Max reply tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="44"/>
        <source>Seed (-1: random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="45"/>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="46"/>
        <source>Chat template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="47"/>
        <source>Models folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="48"/>
        <source>GPU device (-1: auto)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="49"/>
        <source>Hugging Face token</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
