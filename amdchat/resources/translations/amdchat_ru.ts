<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../ui/chat_controller.py" line="82"/>
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
        <location filename="../../ui/conversation_list.py" line="118"/>
        <location filename="../../ui/conversation_list.py" line="124"/>
        <source>Rename chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="118"/>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="133"/>
        <location filename="../../ui/conversation_list.py" line="140"/>
        <source>Delete chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="134"/>
        <source>Delete this conversation and all its messages? This cannot be undone.</source>
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
        <location filename="../../ui/main_window.py" line="53"/>
        <source>amdchat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="84"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="89"/>
        <source>Open model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="93"/>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="111"/>
        <source>Editing a sent message: Enter resends it and drops the replies after it. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="115"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="117"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="119"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="141"/>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="142"/>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="179"/>
        <source>Open a GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="180"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="218"/>
        <source>{name} does not fit entirely in {gpu}&apos;s free memory at this context: {n} of {m} layers go to the GPU, the rest runs on the CPU (slower). A smaller quantization or context would fit better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="256"/>
        <source>No model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="258"/>
        <source>starting engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="258"/>
        <source>loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="259"/>
        <source>loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="260"/>
        <source>not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="261"/>
        <source>Model: {name} — {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264"/>
        <source>Unload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264"/>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="361"/>
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
        <location filename="../../ui/models/page.py" line="126"/>
        <source>Search Hugging Face for GGUF models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="130"/>
        <source>Most downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="131"/>
        <source>Most liked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="131"/>
        <source>Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="133"/>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="145"/>
        <source>Hugging Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="151"/>
        <source>Pick a repository to see its quantizations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="152"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="155"/>
        <source>Quantizations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="164"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="165"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="166"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="167"/>
        <source>Clear finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="176"/>
        <source>Downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="184"/>
        <source>Open in chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="186"/>
        <source>Import .gguf…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="188"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="190"/>
        <source>Rescan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="196"/>
        <source>On this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="224"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="232"/>
        <source>{n} repositories found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="246"/>
        <source>Loading {repo}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="256"/>
        <source>{repo}: {n} quantizations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="259"/>
        <source>{repo} has no GGUF files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="265"/>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="275"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="280"/>
        <source>Pick a quantization to download.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="284"/>
        <source>{quant} of {repo} added to the downloads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="328"/>
        <location filename="../../ui/models/page.py" line="332"/>
        <source>Import a GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="329"/>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="333"/>
        <source>Copy the file into the models folder, or link to it where it is (no extra disk space; it must stay there)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="336"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="337"/>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="346"/>
        <source>Importing {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="351"/>
        <source>Imported as {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="357"/>
        <source>Not imported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="364"/>
        <source>Delete model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="365"/>
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
        <location filename="../../ui/transcript.py" line="159"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="159"/>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="160"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="185"/>
        <source>[stopped by you]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="187"/>
        <source>[interrupted: the engine stopped; partial reply kept]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="189"/>
        <source>[failed: {reason}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="190"/>
        <source>no reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="198"/>
        <source>{tps:.1f} tok/s · {n} tokens · first token {ttft:.0f} ms · {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="216"/>
        <source>Copy message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="218"/>
        <source>Edit and resend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="221"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fit</name>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="16"/>
        <source>no GPU found: CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="16"/>
        <source>No GPU with known free memory was found, so the model would run on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="20"/>
        <source>{gpu}: {free:.1f} GiB free for models ({source}, 1 GiB kept free). At {ctx} tokens the whole model needs {need:.2f} GiB; the largest context that fits entirely is {max_ctx} tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="34"/>
        <source>fits ({room:.1f} GiB to spare)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="38"/>
        <source>partly: {n} of {m} layers on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="41"/>
        <source>too large: CPU only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../ui/messages.py" line="22"/>
        <source>This model&apos;s architecture ({arch}) is not supported by the llama.cpp build in use. Update amdchat, or pick a model of a supported architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="29"/>
        <source>Not enough memory to load this model. Lower the GPU layers or the context length in Settings, or pick a smaller quantization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="39"/>
        <source>The conversation does not fit in the context window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="42"/>
        <source>The chosen backend cannot run the model here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="44"/>
        <source>No model is loaded. Open a .gguf model first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="47"/>
        <source>The engine reported an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="52"/>
        <source>The model file does not exist. It may have been moved or deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="55"/>
        <source>This is a folder, not a model file. Choose a .gguf file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="56"/>
        <source>The model file cannot be read. Check its permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="57"/>
        <source>The model file is incomplete: the download was probably cut short. Download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="61"/>
        <source>This is not a usable GGUF model. amdchat runs .gguf files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="63"/>
        <source>The model file cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="67"/>
        <source>The engine process stopped unexpectedly ({how}). The partial reply was kept. The next message starts a fresh engine and reloads the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="75"/>
        <source>The model replied with nothing. Its prompt format may not fit: choose another chat template in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="83"/>
        <source>The {backend} backend found no usable GPU, so amdchat uses the CPU backend instead (faster than {backend} without a GPU). Check the GPU driver, or pick a GPU in Settings &gt; GPU device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="93"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="94"/>
        <source>partly GPU, partly CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="95"/>
        <source>CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="100"/>
        <source>empty reply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../ui/models/table_models.py" line="98"/>
        <location filename="../../ui/models/table_models.py" line="173"/>
        <source>Repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="99"/>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="100"/>
        <source>Downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="101"/>
        <source>Likes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="103"/>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="106"/>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="107"/>
        <location filename="../../ui/models/table_models.py" line="211"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="108"/>
        <location filename="../../ui/models/table_models.py" line="215"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="116"/>
        <location filename="../../ui/models/table_models.py" line="174"/>
        <location filename="../../ui/models/table_models.py" line="219"/>
        <source>Quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="117"/>
        <source> (vision add-on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="119"/>
        <location filename="../../ui/models/table_models.py" line="226"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="120"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="121"/>
        <source>Fits your GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="152"/>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="153"/>
        <source>downloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="154"/>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="155"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="156"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="157"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="176"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="180"/>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="184"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="186"/>
        <source>stalled, retrying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="193"/>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="194"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="207"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="212"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="223"/>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="227"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="229"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../config.py" line="67"/>
        <source>Path of the last model loaded; loaded again at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="69"/>
        <source>Load the last model when the app starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="71"/>
        <source>Inference backend: auto, vulkan, rocm or cpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="73"/>
        <source>Which GPU the backend uses, by its index (-1: the backend&apos;s own choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="76"/>
        <source>Layers to offload to the GPU (-1: as many as fit the GPU&apos;s free memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="78"/>
        <source>Context window in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="80"/>
        <source>Sampling temperature (0: greedy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="83"/>
        <source>Nucleus sampling: keep tokens up to this probability mass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="85"/>
        <source>Keep only the k most likely tokens (0: off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="88"/>
        <source>Drop tokens below this fraction of the top probability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="91"/>
        <source>Penalty for repeating recent tokens (1: off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="93"/>
        <source>Longest reply in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="95"/>
        <source>Random seed (-1: a new one each reply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="98"/>
        <source>Instructions placed before every conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="100"/>
        <source>Prompt format: auto uses the model&apos;s own template, else one by architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="103"/>
        <source>Folder for downloaded models (empty: the app&apos;s data folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../config.py" line="105"/>
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
