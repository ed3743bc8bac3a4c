<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ApiPanel</name>
    <message>
        <location filename="../../ui/api_panel.py" line="20"/>
        <source>Local API server</source>
        <translation>ローカル API サーバー</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="27"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="29"/>
        <source>Copy the address for an OpenAI-compatible client</source>
        <translation>OpenAI 互換クライアント用のアドレスをコピー</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="54"/>
        <source>Not serving: {problem}</source>
        <translation>停止中：{problem}</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="60"/>
        <source>Open to the network: other computers can use the model with the API key.</source>
        <translation>ネットワークに公開中：他のコンピューターも API キーでこのモデルを使えます。</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="63"/>
        <source>No API request yet.</source>
        <translation>API リクエストはまだありません。</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="70"/>
        <source>#{n} {endpoint}: waiting its turn</source>
        <translation>#{n} {endpoint}：順番待ち</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="73"/>
        <source>#{n} {endpoint}: failed: {error}</source>
        <translation>#{n} {endpoint}：失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="76"/>
        <source>#{n} {endpoint}: {tokens} tokens, {tps:.1f} tok/s</source>
        <translation>#{n} {endpoint}：{tokens} トークン、{tps:.1f} tok/s</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="80"/>
        <source>, first token {ms:.0f} ms</source>
        <translation>、最初のトークンまで {ms:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="82"/>
        <source> (cancelled)</source>
        <translation>（キャンセル）</translation>
    </message>
    <message>
        <location filename="../../ui/api_panel.py" line="84"/>
        <source>{count} waiting</source>
        <translation>{count} 件待機中</translation>
    </message>
</context>
<context>
    <name>ApiServerController</name>
    <message>
        <location filename="../../ui/api_server.py" line="140"/>
        <source>The API server&apos;s libraries could not be loaded ({error}). Reinstall amdchat.</source>
        <translation>API サーバーのライブラリを読み込めませんでした（{error}）。amdchat を再インストールしてください。</translation>
    </message>
</context>
<context>
    <name>BenchChart</name>
    <message>
        <location filename="../../ui/bench_chart.py" line="59"/>
        <source>No results yet: run a benchmark.</source>
        <translation>結果はまだありません：ベンチマークを実行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/bench_chart.py" line="84"/>
        <source>{backend}: {tps:.1f} t/s</source>
        <translation>{backend}：{tps:.1f} t/s</translation>
    </message>
</context>
<context>
    <name>BenchmarkPage</name>
    <message>
        <location filename="../../ui/benchmark_page.py" line="111"/>
        <source>a .gguf file</source>
        <translation>.gguf ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="112"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="125"/>
        <source>This backend is not installed.</source>
        <translation>このバックエンドはインストールされていません。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="131"/>
        <source>Tokens already in the context before each test, comma-separated. Depths beyond the model&apos;s context are skipped.</source>
        <translation>各テストの前にコンテキストに入っているトークン数（カンマ区切り）。モデルのコンテキストを超える深さは飛ばします。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="137"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="138"/>
        <source>Backends</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="139"/>
        <source>Context depths</source>
        <translation>コンテキストの深さ</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="141"/>
        <source>Prompt tokens</source>
        <translation>プロンプトトークン数</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="142"/>
        <source>Generated tokens</source>
        <translation>生成トークン数</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="143"/>
        <source>Repetitions</source>
        <translation>繰り返し回数</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="148"/>
        <source>Run benchmark</source>
        <translation>ベンチマークを実行</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="151"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="167"/>
        <source>Past results</source>
        <translation>過去の結果</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="170"/>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="170"/>
        <source>Export JSON…</source>
        <translation>JSON をエクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="171"/>
        <source>Export Markdown…</source>
        <translation>Markdown をエクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="176"/>
        <source>Copy as Markdown</source>
        <translation>Markdown としてコピー</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="209"/>
        <source>Model to benchmark</source>
        <translation>ベンチマークするモデル</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="211"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF モデル (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="220"/>
        <source>Choose a model file to benchmark.</source>
        <translation>ベンチマークするモデルファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="228"/>
        <source>Context depths are numbers separated by commas, such as 0,4096.</source>
        <translation>コンテキストの深さは、0,4096 のようにカンマで区切った数値で指定します。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="233"/>
        <source>Tick at least one backend.</source>
        <translation>バックエンドを 1 つ以上選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="247"/>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="255"/>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="278"/>
        <source>{backend}: loading the model…</source>
        <translation>{backend}：モデルを読み込み中…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="282"/>
        <source>{backend}: {test} at depth {depth} done</source>
        <translation>{backend}：深さ {depth} の {test} が完了</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="294"/>
        <source>The results could not be saved: {error}</source>
        <translation>結果を保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="305"/>
        <source>The benchmark could not run: {error}</source>
        <translation>ベンチマークを実行できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="310"/>
        <source>Cancelled. The rows measured before are kept.</source>
        <translation>キャンセルしました。それまでに測定した行は残してあります。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="312"/>
        <source>Done.</source>
        <translation>完了しました。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="355"/>
        <source>Export the benchmark</source>
        <translation>ベンチマークをエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="361"/>
        <source>The file could not be written: {error}</source>
        <translation>ファイルを書き込めませんでした：{error}</translation>
    </message>
    <message>
        <source>Measure for &quot;Automatic&quot;</source>
        <translation>「自動」用に測定</translation>
    </message>
    <message>
        <source>Compares the ticked backends with this model at depth 0 and keeps the figures: &quot;Automatic&quot; then uses the faster one for models like it on this GPU.</source>
        <translation>チェックしたバックエンドをこのモデルで深さ 0 で比較し、結果を保存します。以後「自動」は、この GPU で同様のモデルに速い方を使います。</translation>
    </message>
    <message>
        <source>No GPU was found: there is nothing to choose for.</source>
        <translation>GPU が見つかりません：選択する対象がありません。</translation>
    </message>
    <message>
        <source>Tick two backends or more to compare them.</source>
        <translation>比較するには 2 つ以上のバックエンドにチェックを入れてください。</translation>
    </message>
    <message>
        <source>The measurement could not be kept: {error}</source>
        <translation>測定結果を保存できませんでした：{error}</translation>
    </message>
    <message>
        <source>Cancelled: &quot;Automatic&quot; keeps its earlier choice.</source>
        <translation>キャンセルしました：「自動」は以前の選択のままです。</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../../ui/models/model_card.py" line="32"/>
        <source>Pick a repository to read its model card.</source>
        <translation>リポジトリを選ぶと表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_card.py" line="37"/>
        <source>Loading the model card of {repo}…</source>
        <translation>{repo} のモデルカードを読み込み中…</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_card.py" line="47"/>
        <source>{repo} has no model card.</source>
        <translation>{repo} にはモデルカードがありません。</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_card.py" line="51"/>
        <source>The model card could not be read: {error}</source>
        <translation>モデルカードを読み込めませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../ui/chat_controller.py" line="117"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/chat_controller.py" line="152"/>
        <source>No model is loaded. Press Load at the top to load {name} again, or choose another model in the Model list.</source>
        <translation>モデルが読み込まれていません。上部の「読み込む」を押して {name} をもう一度読み込むか、モデル一覧から別のモデルを選んでください。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../ui/chat_header.py" line="42"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="43"/>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="44"/>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="45"/>
        <source>Min-p</source>
        <translation>Min-p</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="46"/>
        <source>Repeat penalty</source>
        <translation>繰り返しペナルティ</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="47"/>
        <source>Max reply tokens</source>
        <translation>最大応答トークン数</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="48"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="49"/>
        <source>Context length</source>
        <translation>コンテキスト長</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="92"/>
        <source>System prompt and preset…</source>
        <translation>システムプロンプトとプリセット…</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="121"/>
        <source>Use the app&apos;s system prompt</source>
        <translation>アプリのシステムプロンプトを使う</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="125"/>
        <source>Save as preset…</source>
        <translation>プリセットとして保存…</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="127"/>
        <location filename="../../ui/chat_header.py" line="270"/>
        <source>Delete preset</source>
        <translation>プリセットを削除</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="146"/>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="147"/>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="161"/>
        <location filename="../../ui/chat_header.py" line="179"/>
        <source>No system prompt</source>
        <translation>システムプロンプトなし</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="164"/>
        <source>App settings</source>
        <translation>アプリの設定</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="183"/>
        <source>System prompt: “{text}”</source>
        <translation>システムプロンプト：「{text}」</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="186"/>
        <source>Preset: {name} (changed)</source>
        <translation>プリセット：{name}（変更あり）</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="187"/>
        <source>Preset: {name}</source>
        <translation>プリセット：{name}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="189"/>
        <source>Preset: this chat&apos;s own</source>
        <translation>プリセット：このチャット独自</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="191"/>
        <source>Preset: app settings</source>
        <translation>プリセット：アプリの設定</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="192"/>
        <source>temperature {t:g}, top-p {p:g}, up to {n} tokens, context {c}</source>
        <translation>温度 {t:g}、top-p {p:g}、最大 {n} トークン、コンテキスト {c}</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="248"/>
        <source>Save preset</source>
        <translation>プリセットを保存</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="248"/>
        <source>Name of the preset (one of the same name is replaced):</source>
        <translation>プリセットの名前（同じ名前のものは置き換えられます）：</translation>
    </message>
    <message>
        <location filename="../../ui/chat_header.py" line="271"/>
        <source>Delete the preset “{name}”? Conversations that use it keep their values.</source>
        <translation>プリセット「{name}」を削除しますか？ このプリセットを使っている会話の値はそのまま残ります。</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <location filename="../../ui/chat/pane.py" line="59"/>
        <source>Editing a sent message: Enter resends it and drops the replies after it. Esc cancels.</source>
        <translation>送信済みメッセージを編集中：Enter で再送信し、それ以降の応答は破棄されます。Esc で取り消します。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/pane.py" line="63"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../ui/chat/pane.py" line="65"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/chat/pane.py" line="67"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../ui/chat/pane.py" line="163"/>
        <source>Waiting: the local API server is answering a request…</source>
        <translation>待機中: ローカル API サーバーがリクエストに応答しています…</translation>
    </message>
    <message>
        <location filename="../../ui/chat/pane.py" line="165"/>
        <source>Waiting for the model to load…</source>
        <translation>モデルの読み込みを待っています…</translation>
    </message>
    <message>
        <location filename="../../ui/chat/pane.py" line="167"/>
        <source>Waiting for the engine to finish its current job…</source>
        <translation>エンジンが現在の処理を終えるのを待っています…</translation>
    </message>
    <message>
        <location filename="../../ui/chat/pane.py" line="175"/>
        <source>Delete message</source>
        <translation>メッセージを削除</translation>
    </message>
    <message>
        <location filename="../../ui/chat/pane.py" line="176"/>
        <source>Delete this message from the conversation? This cannot be undone.</source>
        <translation>このメッセージを会話から削除しますか？ この操作は元に戻せません。</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <location filename="../../ui/conversation_list.py" line="73"/>
        <source>Search titles</source>
        <translation>タイトルを検索</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="85"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="87"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="89"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="132"/>
        <location filename="../../ui/conversation_list.py" line="138"/>
        <source>Rename chat</source>
        <translation>チャットの名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="132"/>
        <source>Title:</source>
        <translation>タイトル：</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="148"/>
        <location filename="../../ui/conversation_list.py" line="156"/>
        <source>Delete chat</source>
        <translation>チャットを削除</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="149"/>
        <source>Delete the conversation “{title}” and all its messages? This cannot be undone.</source>
        <translation>会話「{title}」とそのすべてのメッセージを削除しますか？この操作は元に戻せません。</translation>
    </message>
</context>
<context>
    <name>DiagnosticsPage</name>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="74"/>
        <source>Is the GPU really used? Each line is one check; every warning or problem says how to fix it.</source>
        <translation>GPU は本当に使われているか？ 1 行が 1 つのチェックです。警告や問題には、それぞれ直し方が書かれています。</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="77"/>
        <source>Run the checks again</source>
        <translation>もう一度チェック</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="79"/>
        <source>Copy report</source>
        <translation>レポートをコピー</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="81"/>
        <source>Plain text for a bug report or a forum post, without your home folder, user name, host name or token</source>
        <translation>バグ報告やフォーラムへの投稿に使えるプレーンテキスト（ホームフォルダー、ユーザー名、ホスト名、トークンは含みません）</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="92"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="92"/>
        <source>Check</source>
        <translation>チェック項目</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="92"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="126"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="126"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="126"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="127"/>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="127"/>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="163"/>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="198"/>
        <source>Fix: {fix}</source>
        <translation>対処：{fix}</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="223"/>
        <source>Problems: {problems} · warnings: {warnings}</source>
        <translation>問題: {problems} · 警告: {warnings}</translation>
    </message>
    <message>
        <source>{problems} problems, {warnings} warnings</source>
        <translation type="vanished">問題 {problems} 件、警告 {warnings} 件</translation>
    </message>
    <message>
        <location filename="../../ui/diagnostics_page.py" line="245"/>
        <source>Report copied: paste it into a bug report or a forum post.</source>
        <translation>レポートをコピーしました。バグ報告やフォーラムの投稿に貼り付けてください。</translation>
    </message>
</context>
<context>
    <name>DownloadActions</name>
    <message>
        <location filename="../../ui/models/download_actions.py" line="30"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../../ui/models/download_actions.py" line="31"/>
        <location filename="../../ui/models/download_actions.py" line="56"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location filename="../../ui/models/download_actions.py" line="32"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/models/download_actions.py" line="33"/>
        <source>Load now</source>
        <translation>今すぐ読み込む</translation>
    </message>
    <message>
        <location filename="../../ui/models/download_actions.py" line="56"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
</context>
<context>
    <name>DownloadList</name>
    <message>
        <location filename="../../ui/models/downloads.py" line="50"/>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location filename="../../ui/models/downloads.py" line="57"/>
        <source>Clear finished</source>
        <translation>完了分を消去</translation>
    </message>
    <message>
        <location filename="../../ui/models/downloads.py" line="95"/>
        <source>{quant} of {repo} is downloaded: “Load now” in its row loads it.</source>
        <translation>{repo} の {quant} をダウンロードしました。その行の「今すぐ読み込む」で読み込めます。</translation>
    </message>
</context>
<context>
    <name>GpuPanel</name>
    <message>
        <location filename="../../ui/gpu_panel.py" line="33"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="41"/>
        <source>No supported GPU found: no data. amdchat reads AMD GPUs through amdgpu (Linux) or performance counters (Windows).</source>
        <translation>対応する GPU が見つかりません：データなし。amdchat は AMD GPU の情報を amdgpu（Linux）またはパフォーマンスカウンター（Windows）から読み取ります。</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="53"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="60"/>
        <source>tok/s</source>
        <translation>tok/s</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="61"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="62"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="65"/>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="69"/>
        <source>Load</source>
        <translation>使用率</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="70"/>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="71"/>
        <source>GTT</source>
        <translation>GTT</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="72"/>
        <source>Temp.</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="73"/>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="139"/>
        <location filename="../../ui/gpu_panel.py" line="162"/>
        <source>no data</source>
        <translation>データなし</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="143"/>
        <source>0 % (asleep)</source>
        <translation>0 %（スリープ中）</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_panel.py" line="165"/>
        <source>{used} / {total} GiB</source>
        <translation>{used} / {total} GiB</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <location filename="../../ui/models/hub_search.py" line="24"/>
        <source>Hugging Face</source>
        <translation>Hugging Face</translation>
    </message>
    <message>
        <location filename="../../ui/models/hub_search.py" line="37"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../../ui/models/hub_search.py" line="52"/>
        <source>Searching…</source>
        <translation>検索中…</translation>
    </message>
    <message>
        <location filename="../../ui/models/hub_search.py" line="28"/>
        <source>Search Hugging Face for GGUF models</source>
        <translation>Hugging Face で GGUF モデルを検索</translation>
    </message>
    <message>
        <location filename="../../ui/models/hub_search.py" line="33"/>
        <source>Most downloaded</source>
        <translation>ダウンロード数順</translation>
    </message>
    <message>
        <location filename="../../ui/models/hub_search.py" line="34"/>
        <source>Most liked</source>
        <translation>いいね数順</translation>
    </message>
    <message>
        <location filename="../../ui/models/hub_search.py" line="34"/>
        <source>Recent</source>
        <translation>新着順</translation>
    </message>
    <message>
        <location filename="../../ui/models/hub_search.py" line="66"/>
        <source>Repositories found: {n}</source>
        <translation>見つかったリポジトリ: {n}</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <location filename="../../ui/live_panel.py" line="37"/>
        <location filename="../../ui/live_panel.py" line="107"/>
        <source>– tok/s</source>
        <translation>– tok/s</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="52"/>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="55"/>
        <source>Expected</source>
        <translation>上限の目安</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="60"/>
        <source>First token</source>
        <translation>最初のトークン</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="61"/>
        <source>Prompt</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="62"/>
        <source>Reply tokens</source>
        <translation>応答トークン</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="63"/>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="73"/>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="75"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="76"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="77"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="78"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="79"/>
        <source>Runs on</source>
        <translation>実行場所</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="96"/>
        <location filename="../../ui/live_panel.py" line="116"/>
        <source>{tps:.1f} tok/s</source>
        <translation>{tps:.1f} tok/s</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="97"/>
        <location filename="../../ui/live_panel.py" line="117"/>
        <source>{ms:.0f} ms</source>
        <translation>{ms:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="100"/>
        <source>{n} tokens</source>
        <translation>{n} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="118"/>
        <source>{tps:.0f} tok/s ({n} tokens)</source>
        <translation>{tps:.0f} tok/s（{n} トークン）</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="179"/>
        <source>The fastest generation this hardware allows for this model, set by memory bandwidth. Shown after a reply, when the bandwidth of the device the model runs on is known.</source>
        <translation>このハードウェアでこのモデルが出せる最大の生成速度（メモリ帯域で決まります）。応答の後、モデルが動いているデバイスの帯域がわかっている場合に表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="101"/>
        <location filename="../../ui/live_panel.py" line="121"/>
        <source>{used} / {size} tokens</source>
        <translation>{used} / {size} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="136"/>
        <source>up to ~{limit:.0f} tok/s here ({percent:.0f} % reached)</source>
        <translation>この環境の上限 約 {limit:.0f} tok/s（{percent:.0f} % に到達）</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="140"/>
        <source>small model: bound by per-token costs, not by memory bandwidth</source>
        <translation>小さなモデル：速度を決めるのはメモリ帯域ではなく、トークンごとの処理コストです</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="148"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="148"/>
        <source>starting engine…</source>
        <translation>エンジンを起動中…</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="149"/>
        <source>loading model…</source>
        <translation>モデルを読み込み中…</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="149"/>
        <source>ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="150"/>
        <source>generating</source>
        <translation>生成中</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="111"/>
        <location filename="../../ui/live_panel.py" line="163"/>
        <source>0 / {size} tokens</source>
        <translation>0 / {size} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="168"/>
        <source>CPU only: {device} is a Vulkan device that the CPU emulates, so the model runs at CPU speed (the CPU backend is faster). Pick a real GPU in Settings.</source>
        <translation>CPU のみ：{device} は CPU がエミュレートしている Vulkan デバイスなので、モデルは CPU の速度で動作します（CPU バックエンドのほうが高速です）。設定で実際の GPU を選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/live_panel.py" line="172"/>
        <source>CPU only: the {backend} backend found no usable GPU, so the model runs on the CPU and will be slow</source>
        <translation>CPU のみ：{backend} バックエンドが使える GPU を見つけられなかったため、モデルは CPU で動作し、遅くなります</translation>
    </message>
</context>
<context>
    <name>LocalLibrary</name>
    <message>
        <location filename="../../ui/models/library.py" line="38"/>
        <source>On this computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="46"/>
        <source>Open in chat</source>
        <translation>チャットで開く</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="48"/>
        <source>Import .gguf…</source>
        <translation>.gguf をインポート…</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="50"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="53"/>
        <source>Rescan</source>
        <translation>再スキャン</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="78"/>
        <source>Import a GGUF model</source>
        <translation>GGUF モデルをインポート</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="79"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF モデル (*.gguf)</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="83"/>
        <source>Copy the file into the models folder, or link to it where it is (no extra disk space; it must stay there)?</source>
        <translation>ファイルをモデルフォルダーにコピーしますか？それとも今の場所へのリンクにしますか？（リンクはディスク容量を使いませんが、ファイルをその場所に置いたままにする必要があります）</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="86"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="87"/>
        <source>Link</source>
        <translation>リンク</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="96"/>
        <source>Importing {name}…</source>
        <translation>{name} をインポート中…</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="101"/>
        <source>Imported as {path}</source>
        <translation>{path} としてインポートしました</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="107"/>
        <source>Not imported: {error}</source>
        <translation>インポートできませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="119"/>
        <source>Delete model</source>
        <translation>モデルを削除</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="114"/>
        <source>{name} is loaded in the chat: unload it first (Unload, at the top), then delete it.</source>
        <translation>{name} はチャットで読み込まれています。先に解放してから（上部の「解放」）削除してください。</translation>
    </message>
    <message>
        <location filename="../../ui/models/library.py" line="120"/>
        <source>Delete {path} from the disk?</source>
        <translation>{path} をディスクから削除しますか？</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="76"/>
        <source>amdchat</source>
        <translation>amdchat</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="213"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="214"/>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="215"/>
        <source>Diagnostics</source>
        <translation>診断</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="216"/>
        <source>Benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="309"/>
        <source>Open a GGUF model</source>
        <translation>GGUF モデルを開く</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="310"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF モデル (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="675"/>
        <source>Settings could not be saved: {error}</source>
        <translation>設定を保存できませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../ui/message_actions.py" line="18"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/message_actions.py" line="19"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../../ui/message_actions.py" line="20"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../ui/message_actions.py" line="21"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>MessageInput</name>
    <message>
        <location filename="../../ui/message_input.py" line="17"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>メッセージを入力。Enter で送信、Shift+Enter で改行。</translation>
    </message>
</context>
<context>
    <name>ModelLoader</name>
    <message>
        <location filename="../../ui/model_loading.py" line="82"/>
        <source>{name} does not fit entirely in {gpu}&apos;s free memory at this context: {n} of {m} layers go to the GPU, the rest runs on the CPU (slower). A smaller quantization or context would fit better.</source>
        <translation>このコンテキスト長では {name} は {gpu} の空きメモリに収まりきりません：{m} レイヤー中 {n} レイヤーを GPU に載せ、残りは CPU で動作します（遅くなります）。より小さい量子化かコンテキスト長にすると収まりやすくなります。</translation>
    </message>
    <message>
        <location filename="../../ui/model_loading.py" line="65"/>
        <source>{name} cannot be opened: {error}</source>
        <translation>{name} を開けません：{error}</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <location filename="../../ui/model_picker.py" line="62"/>
        <source>Choose a model on this computer…</source>
        <translation>このコンピューターのモデルを選択…</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="70"/>
        <source>loading %p %</source>
        <translation>読み込み中 %p %</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="73"/>
        <source>Model:</source>
        <translation>モデル：</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="115"/>
        <source>fit unknown</source>
        <translation>収まるか不明</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="130"/>
        <source>checking fit…</source>
        <translation>収まるか確認中…</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="131"/>
        <source>{name} — {quant}, {size}, {fit}</source>
        <translation>{name} — {quant}、{size}、{fit}</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="135"/>
        <source>{entry} — opened from {folder}</source>
        <translation>{entry} — {folder} から開いたもの</translation>
    </message>
    <message>
        <location filename="../../ui/model_picker.py" line="151"/>
        <source>● {entry} (loaded)</source>
        <translation>● {entry}（読み込み済み）</translation>
    </message>
</context>
<context>
    <name>ModelToolbar</name>
    <message>
        <location filename="../../ui/model_toolbar.py" line="25"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="30"/>
        <source>Open model…</source>
        <translation>モデルを開く…</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="34"/>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="48"/>
        <source>No model</source>
        <translation>モデルなし</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="52"/>
        <source>not loaded</source>
        <translation>未読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="56"/>
        <source>Unload</source>
        <translation>解放</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="56"/>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="50"/>
        <source>starting engine…</source>
        <translation>エンジンを起動中…</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="50"/>
        <source>loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="51"/>
        <source>loaded</source>
        <translation>読み込み済み</translation>
    </message>
    <message>
        <location filename="../../ui/model_toolbar.py" line="53"/>
        <source>Model: {name} — {status}</source>
        <translation>モデル：{name} — {status}</translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <source>Pause</source>
        <translation type="vanished">一時停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="vanished">再開</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/models/page.py" line="293"/>
        <source>Model card</source>
        <translation>モデルカード</translation>
    </message>
    <message>
        <source>{n} repositories found</source>
        <translation type="vanished">{n} 件のリポジトリが見つかりました</translation>
    </message>
    <message>
        <source>{repo}: {n} quantizations</source>
        <translation type="vanished">{repo}：量子化 {n} 種類</translation>
    </message>
</context>
<context>
    <name>QuantTable</name>
    <message>
        <location filename="../../ui/models/quant_table.py" line="77"/>
        <source>Quantizations</source>
        <translation>量子化</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="96"/>
        <source>Pick a repository to see its quantizations.</source>
        <translation>リポジトリを選ぶと、その量子化の一覧が表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="97"/>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="199"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="138"/>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="210"/>
        <source>Pick a quantization to download.</source>
        <translation>ダウンロードする量子化を選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="111"/>
        <source>Loading {repo}…</source>
        <translation>{repo} を読み込み中…</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="123"/>
        <source>{repo} · quantizations: {n}</source>
        <translation>{repo} · 量子化: {n}</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="224"/>
        <source>{quant} of {repo} added to the downloads.</source>
        <translation>{repo} の {quant} をダウンロードに追加しました。</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="127"/>
        <source>{repo} has no GGUF files.</source>
        <translation>{repo} には GGUF ファイルがありません。</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="192"/>
        <source>The dry run failed: {why}</source>
        <translation>ドライランに失敗しました：{why}</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="216"/>
        <source>{quant} cannot be downloaded: {why}</source>
        <translation>{quant} はダウンロードできません：{why}</translation>
    </message>
    <message>
        <location filename="../../ui/models/quant_table.py" line="220"/>
        <source>{quant} of {repo} is already downloaded, as {path}: load it from “On this computer” below.</source>
        <translation>{repo} の {quant} はダウンロード済みです（{path}）。下の「このコンピューター」から読み込んでください。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Automatic ({count})</source>
        <translation>自動（{count}）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="129"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="150"/>
        <source>A new language shows at the next start.</source>
        <translation>言語の変更は次回の起動時に反映されます。</translation>
    </message>
    <message>
        <source>Compare backends on this machine</source>
        <translation type="vanished">このマシンでバックエンドを比較</translation>
    </message>
    <message>
        <source>Runs the last model on every installed backend, one after the other, and shows their speeds here. Takes a minute or two.</source>
        <translation type="vanished">最後に使ったモデルを、インストール済みのすべてのバックエンドで順番に実行し、ここに速度を表示します。1〜2 分かかります。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="157"/>
        <source>Benchmark the backends…</source>
        <translation>バックエンドのベンチマーク…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="160"/>
        <source>Opens the Benchmark page: each installed backend&apos;s prompt and generation speed on a model, measured the way llama-bench does.</source>
        <translation>「ベンチマーク」ページを開きます。インストール済みの各バックエンドについて、モデルのプロンプト処理と生成の速度を llama-bench と同じ方法で測定します。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="170"/>
        <source>amdchat follows the system&apos;s colours and language.</source>
        <translation>amdchat はシステムの配色と言語に従います。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="211"/>
        <source>Automatic (a GPU if one works, else CPU)</source>
        <translation>自動（使える GPU があれば GPU、なければ CPU）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="212"/>
        <source>Vulkan</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="212"/>
        <source>ROCm (HIP)</source>
        <translation>ROCm (HIP)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="213"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="217"/>
        <source>{backend} (not installed)</source>
        <translation>{backend}（未インストール）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="226"/>
        <source>Backends not installed here are greyed out; hover one to see how to add it.</source>
        <translation>このマシンにインストールされていないバックエンドはグレー表示です。マウスを重ねると追加方法が表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="233"/>
        <source>Automatic (the backend&apos;s choice)</source>
        <translation>自動（バックエンドに任せる）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="237"/>
        <source>GPU {index} (not found now)</source>
        <translation>GPU {index}（現在は見つかりません）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="241"/>
        <source>No GPU was found on this computer; the backend chooses (the CPU, or a Vulkan device it finds).</source>
        <translation>このコンピューターで GPU が見つかりませんでした。バックエンドが選びます（CPU、または見つかった Vulkan デバイス）。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="244"/>
        <source>Which GPU the model runs on, when there are several.</source>
        <translation>GPU が複数あるときに、モデルを動かす GPU。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="251"/>
        <source>As the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="251"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="252"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="259"/>
        <source>The system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="262"/>
        <source>The app shows its texts in this language from its next start.</source>
        <translation>次回の起動から、アプリの表示がこの言語になります。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="269"/>
        <source>Other programs (editor assistants, Open WebUI, scripts using the openai package) can use the loaded model at http://127.0.0.1:&lt;port&gt;/v1, in turn with the chat. The live panel shows the address and each request.</source>
        <translation>他のプログラム（エディターのアシスタント、Open WebUI、openai パッケージを使うスクリプトなど）から、読み込んだモデルを http://127.0.0.1:&lt;port&gt;/v1 で、チャットと順番に使えます。アドレスと各リクエストはライブパネルに表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="287"/>
        <source>Warning: on the network, other computers could use the model. The server does not start without an API key: set one.</source>
        <translation>警告：ネットワークに公開すると、他のコンピューターからモデルを使えるようになります。API キーがないとサーバーは起動しません。キーを設定してください。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="291"/>
        <source>Warning: other computers on the network can use the model with the API key.</source>
        <translation>警告：ネットワーク上の他のコンピューターが、API キーを使ってこのモデルを使えます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="301"/>
        <source>Backend speeds: not measured on this machine yet.</source>
        <translation>バックエンドの速度：このマシンではまだ測定していません。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="303"/>
        <source>Measured here with {model} on {date}:</source>
        <translation>{date} に {model} でこのマシンで測定：</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="308"/>
        <source>{backend}: failed ({error})</source>
        <translation>{backend}：失敗（{error}）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="311"/>
        <source>{backend}: {tps:.1f} tok/s generation, runs on {runs_on} ({device})</source>
        <translation>{backend}：生成 {tps:.1f} tok/s、実行場所 {runs_on}（{device}）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="366"/>
        <source>optional: only for gated or private models</source>
        <translation>任意: アクセス制限付きまたは非公開のモデルにのみ必要</translation>
    </message>
    <message>
        <source>{backend}: {generation_tps:.1f} tok/s, runs on {runs_on} ({device})</source>
        <translation type="vanished">{backend}：{generation_tps:.1f} tok/s、実行場所 {runs_on}（{device}）</translation>
    </message>
    <message>
        <source>Open a model first: the comparison runs it.</source>
        <translation type="vanished">先にモデルを開いてください。比較ではそのモデルを実行します。</translation>
    </message>
    <message>
        <source>Comparing backends…</source>
        <translation type="vanished">バックエンドを比較中…</translation>
    </message>
    <message>
        <source>The comparison failed: {error}</source>
        <translation type="vanished">比較に失敗しました：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="391"/>
        <source>The settings were not saved: {error}</source>
        <translation>設定は保存されませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>SparkChart</name>
    <message>
        <location filename="../../ui/charts.py" line="88"/>
        <source>{s} s ago</source>
        <translation>{s} 秒前</translation>
    </message>
    <message>
        <location filename="../../ui/charts.py" line="90"/>
        <source>now</source>
        <translation>現在</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/start_page.py" line="78"/>
        <location filename="../../ui/start_page.py" line="153"/>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="79"/>
        <source>Download and load</source>
        <translation>ダウンロードして読み込む</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="86"/>
        <source>Chat with a language model on this computer</source>
        <translation>このコンピューターで言語モデルとチャット</translation>
    </message>
    <message>
        <source>Nothing leaves this computer: the model runs here, on your GPU when it fits. Start with one of these:</source>
        <translation type="vanished">データがこのコンピューターの外に出ることはありません。モデルはここで、収まるなら GPU で動作します。まずはこの中から選んでください：</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="93"/>
        <source>Your conversations stay on this computer: the model runs here, on your GPU when it fits. Start with one of these:</source>
        <translation>会話はこのコンピューターの外に出ません。モデルはここで、収まる場合は GPU で動きます。まずは次のどれかから始めましょう:</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="96"/>
        <source>Download a model that fits your GPU</source>
        <translation>GPU に収まるモデルをダウンロード</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="110"/>
        <source>Check again</source>
        <translation>もう一度確認</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="115"/>
        <source>Open a .gguf file…</source>
        <translation>.gguf ファイルを開く…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="118"/>
        <source>Or drop a .gguf file anywhere on this window. Models already on this computer are in the list at the top.</source>
        <translation>または .gguf ファイルをこのウィンドウのどこかにドロップしてください。このコンピューターにあるモデルは上部の一覧にあります。</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="174"/>
        <source>{quant}, {size}: {verdict}</source>
        <translation>{quant}、{size}：{verdict}</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="184"/>
        <source>not checked</source>
        <translation>未確認</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="187"/>
        <source>The Hugging Face Hub cannot be reached: {why}. Check the connection, then Check again.</source>
        <translation>Hugging Face Hub に接続できません: {why}。接続を確認してから「もう一度確認」を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="193"/>
        <source>cannot be checked now: {why}</source>
        <translation>今は確認できません：{why}</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="204"/>
        <source>cannot be downloaded: {why}</source>
        <translation>ダウンロードできません：{why}</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="208"/>
        <source>already downloaded: loading…</source>
        <translation>ダウンロード済み：読み込み中…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="214"/>
        <source>downloading…</source>
        <translation>ダウンロード中…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="225"/>
        <source>downloaded: loading…</source>
        <translation>ダウンロード完了：読み込み中…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="229"/>
        <source>the download failed: {error}</source>
        <translation>ダウンロードに失敗しました：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="230"/>
        <source>download cancelled</source>
        <translation>ダウンロードはキャンセルされました</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="234"/>
        <source>paused: resume it on the Models page</source>
        <translation>一時停止中：「モデル」ページで再開できます</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="238"/>
        <source>downloading… {percent} %</source>
        <translation>ダウンロード中… {percent} %</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript.py" line="102"/>
        <source>A new conversation: type a message below and press Enter. The reply appears here as the model writes it.</source>
        <translation>新しい会話です。下にメッセージを入力して Enter を押してください。モデルが書いた応答がここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="259"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="301"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="301"/>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="302"/>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="353"/>
        <source>[stopped: you opened another chat]</source>
        <translation>[停止：別のチャットが開かれました]</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="354"/>
        <source>[stopped: the model was unloaded]</source>
        <translation>[停止：モデルが解放されました]</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="355"/>
        <source>[stopped: the app was closed]</source>
        <translation>[停止：アプリが終了しました]</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="357"/>
        <source>[stopped by you]</source>
        <translation>[ユーザーが停止]</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="359"/>
        <source>[interrupted: the engine stopped; partial reply kept]</source>
        <translation>[中断：エンジンが停止しました。途中までの応答は残してあります]</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="361"/>
        <source>[failed: {reason}]</source>
        <translation>[失敗：{reason}]</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="362"/>
        <source>no reply</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="368"/>
        <source>[stopped: the reply reached its length limit (max tokens)]</source>
        <translation>[停止：応答が長さの上限（最大トークン数）に達しました]</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="376"/>
        <source>{tps:.1f} tok/s · {n} tokens · first token {ttft:.0f} ms · {where}</source>
        <translation>{tps:.1f} tok/s · {n} トークン · 最初のトークン {ttft:.0f} ms · {where}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="443"/>
        <source>Copy message</source>
        <translation>メッセージをコピー</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="445"/>
        <source>Edit and resend</source>
        <translation>編集して再送信</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="448"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="449"/>
        <source>Delete message</source>
        <translation>メッセージを削除</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../ui/app.py" line="57"/>
        <source>amdchat cannot start</source>
        <translation>amdchat を起動できません</translation>
    </message>
</context>
<context>
    <name>backends</name>
    <message>
        <location filename="../../backends/registry.py" line="149"/>
        <source>The rocm backend is not installed, and the installed app cannot compile one: on a system with AMD&apos;s ROCm {minimum} or newer (Debian 13&apos;s own ROCm 5.7 packages are too old for this llama.cpp), build it from a source checkout of amdchat (./setup.sh, then &apos;.venv/bin/amdchat backends build rocm --dest {folder}&apos;); the app finds it there at its next start.</source>
        <translation>rocm バックエンドがインストールされていません。インストール版のアプリではビルドできません。AMD の ROCm {minimum} 以降がある環境で（Debian 13 付属の ROCm 5.7 はこの llama.cpp には古すぎます）、amdchat のソースから（./setup.sh の後に &apos;.venv/bin/amdchat backends build rocm --dest {folder}&apos;）ビルドしてください。次回起動時にアプリがそこから見つけます。</translation>
    </message>
    <message>
        <location filename="../../backends/registry.py" line="156"/>
        <source>The {kind} backend is not installed, and the installed app cannot compile one: build it from a source checkout of amdchat (./setup.sh, then &apos;.venv/bin/amdchat backends build {kind} --dest {folder}&apos;); the app finds it there at its next start.</source>
        <translation>{kind} バックエンドがインストールされていません。インストール版のアプリではビルドできません。amdchat のソースから（./setup.sh の後に &apos;.venv/bin/amdchat backends build {kind} --dest {folder}&apos;）ビルドしてください。次回起動時にアプリがそこから見つけます。</translation>
    </message>
    <message>
        <location filename="../../backends/registry.py" line="162"/>
        <source>The rocm backend is not installed: build it with &apos;amdchat backends build rocm&apos; on a system with AMD&apos;s ROCm {minimum} or newer (Debian 13&apos;s own ROCm 5.7 packages are too old for this llama.cpp), or put a rocm backend folder under {folder}.</source>
        <translation>rocm バックエンドがインストールされていません。AMD の ROCm {minimum} 以降がある環境で &apos;amdchat backends build rocm&apos; を実行してビルドするか（Debian 13 付属の ROCm 5.7 はこの llama.cpp には古すぎます）、{folder} に rocm バックエンドのフォルダーを置いてください。</translation>
    </message>
    <message>
        <location filename="../../backends/registry.py" line="168"/>
        <source>The {kind} backend is not installed: build it with &apos;amdchat backends build {kind}&apos;, or put a {kind} backend folder under {folder}.</source>
        <translation>{kind} バックエンドはインストールされていません：「amdchat backends build {kind}」でビルドするか、{kind} バックエンドのフォルダーを {folder} の下に置いてください。</translation>
    </message>
</context>
<context>
    <name>benchmark</name>
    <message>
        <location filename="../../ui/benchmark_page.py" line="55"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="56"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="58"/>
        <source>Runs on</source>
        <translation>実行場所</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="59"/>
        <source>Layers on GPU</source>
        <translation>GPU のレイヤー</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="60"/>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="61"/>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="62"/>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="63"/>
        <source>± s.d.</source>
        <translation>± 標準偏差</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="64"/>
        <source>Of limit</source>
        <translation>上限比</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark_page.py" line="66"/>
        <source>Driver</source>
        <translation>ドライバー</translation>
    </message>
</context>
<context>
    <name>diagnostics</name>
    <message>
        <source>{n} CPU threads, one per physical performance core.</source>
        <translation>CPU スレッド数 {n}（物理パフォーマンスコア 1 つにつき 1 つ）。</translation>
    </message>
    <message>
        <source>{n} CPU threads, one per physical performance core; a measurement at load confirmed it ({at_rule:.1f} tok/s, {fewer:.1f} with one fewer).</source>
        <translation>CPU スレッド数 {n}（物理パフォーマンスコア 1 つにつき 1 つ）。読み込み時の計測でも確かめました（{at_rule:.1f} tok/s、1 つ少ないと {fewer:.1f}）。</translation>
    </message>
    <message>
        <source>{n} CPU threads: this CPU has {rule} physical performance cores, but one thread fewer measured faster at load ({fewer:.1f} against {at_rule:.1f} tok/s): another program keeps a core busy.</source>
        <translation>CPU スレッド数 {n}。この CPU の物理パフォーマンスコアは {rule} 個ですが、読み込み時の計測で 1 つ少ない方が速かったためです（{fewer:.1f} 対 {at_rule:.1f} tok/s）。別のプログラムがコアを使い続けています。</translation>
    </message>
    <message>
        <source>{n} CPU threads, as set in Settings &gt; Performance.</source>
        <translation>CPU スレッド数 {n}（設定 &gt; パフォーマンス で指定した値）。</translation>
    </message>
    <message>
        <source>The CPU code runs as {variant}: the best variant for this CPU.</source>
        <translation>CPU の処理は {variant} で動いています。この CPU に最適なバリアントです。</translation>
    </message>
    <message>
        <source>The CPU code runs as {variant}: the best variant that passed its check on this CPU. Left out after a failed check: {left_out}.</source>
        <translation>CPU の処理は {variant} で動いています。この CPU で確認に通ったうち最良のバリアントです。確認に失敗して外したもの: {left_out}。</translation>
    </message>
    <message>
        <source>Rebuild the backend (&apos;amdchat backends build cpu&apos;) and run the checks again.</source>
        <translation>バックエンドを作り直して（'amdchat backends build cpu'）、もう一度チェックしてください。</translation>
    </message>
    <message>
        <source>No CPU variant library of this backend runs on this CPU ({left_out}).</source>
        <translation>このバックエンドの CPU バリアントのライブラリは、どれもこの CPU で動きません（{left_out}）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="41"/>
        <source>No backend is installed: no model can run.</source>
        <translation>バックエンドがインストールされていません：モデルを実行できません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="42"/>
        <source>Reinstall amdchat (pip install amdchat), or build one: amdchat backends build vulkan.</source>
        <translation>amdchat を再インストールする（pip install amdchat）か、バックエンドをビルドしてください：amdchat backends build vulkan</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="50"/>
        <source>the llama-cpp-python wheel&apos;s own build</source>
        <translation>llama-cpp-python の wheel 標準のビルド</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="51"/>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="53"/>
        <source>llama-cpp-python {version}, build flags: {flags}{targets}; in {folder}</source>
        <translation>llama-cpp-python {version}、ビルドフラグ：{flags}{targets}、場所：{folder}</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="92"/>
        <source>The {kind} backend sees: {devices}.</source>
        <translation>{kind} バックエンドから見えるデバイス：{devices}。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="95"/>
        <source>The only {kind} device is a CPU posing as a GPU ({devices}): models would run on the CPU, slowly.</source>
        <translation>{kind} デバイスは GPU を装った CPU だけです（{devices}）：モデルは CPU で、遅く動作します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="97"/>
        <source>Install the AMD Vulkan driver RADV (sudo apt install mesa-vulkan-drivers) and check the Permissions lines.</source>
        <translation>AMD の Vulkan ドライバー RADV をインストールし（sudo apt install mesa-vulkan-drivers）、「権限」の行を確認してください。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="101"/>
        <source>The {kind} backend sees no GPU (only the CPU), as expected: this machine has no AMD GPU.</source>
        <translation>{kind} バックエンドには GPU が見えません（CPU のみ）。このコンピューターには AMD GPU がないので想定どおりです。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="103"/>
        <source>Models run on the CPU backend.</source>
        <translation>モデルは CPU バックエンドで動きます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="105"/>
        <source>The {kind} backend sees no GPU (only the CPU).</source>
        <translation>{kind} バックエンドから GPU が見えません（CPU のみ）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="106"/>
        <source>See the driver and permission lines; meanwhile models run on the CPU backend.</source>
        <translation>ドライバーと権限の行を確認してください。それまでモデルは CPU バックエンドで動作します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="135"/>
        <source>No GPU backend installed, so no GPU devices to list.</source>
        <translation>GPU バックエンドがインストールされていないため、表示する GPU デバイスはありません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/backends.py" line="144"/>
        <source>The {kind} backend&apos;s worker did not start: {error}</source>
        <translation>{kind} バックエンドのワーカーが起動しませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="51"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="52"/>
        <source>amdgpu driver</source>
        <translation>amdgpu ドライバー</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="53"/>
        <source>ROCm runtime</source>
        <translation>ROCm ランタイム</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="54"/>
        <source>ROCm backend</source>
        <translation>ROCm バックエンド</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="55"/>
        <source>Vulkan loader</source>
        <translation>Vulkan ローダー</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="56"/>
        <source>Vulkan drivers</source>
        <translation>Vulkan ドライバー</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="57"/>
        <source>worker devices</source>
        <translation>ワーカーのデバイス</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="58"/>
        <source>backends</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="59"/>
        <source>where the model runs</source>
        <translation>モデルの実行場所</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="60"/>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="64"/>
        <source>{kind} backend</source>
        <translation>{kind} バックエンド</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="65"/>
        <source>{kind} worker devices</source>
        <translation>{kind} ワーカーのデバイス</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="66"/>
        <source>{gpu}: ROCm build</source>
        <translation>{gpu}: ROCm ビルド</translation>
    </message>
    <message>
        <location filename="../../diagnostics/check.py" line="125"/>
        <source>This check could not run: {reason}</source>
        <translation>このチェックを実行できませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="12"/>
        <source>ROCm (HIP) sees only the GPUs numbered {value}; amdchat replaces it when a GPU is chosen in Settings.</source>
        <translation>ROCm（HIP）には番号 {value} の GPU だけが見えます。設定で GPU を選ぶと、amdchat がこの値を置き換えます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="15"/>
        <source>The ROCm runtime sees only the GPUs {value}, before HIP_VISIBLE_DEVICES applies; amdchat leaves it as it is.</source>
        <translation>ROCm ランタイムには、HIP_VISIBLE_DEVICES が適用される前の段階で GPU {value} だけが見えます。amdchat はこの値を変更しません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="18"/>
        <source>llama.cpp&apos;s Vulkan backend uses only the Vulkan devices numbered {value} (CPU-type devices included); amdchat replaces it when a GPU is chosen in Settings.</source>
        <translation>llama.cpp の Vulkan バックエンドは番号 {value} の Vulkan デバイス（CPU タイプのデバイスも含む）だけを使います。設定で GPU を選ぶと、amdchat がこの値を置き換えます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="21"/>
        <source>ROCm treats every GPU as the target {value} (the ROCm checks say whether that is right for this card); amdchat sets it itself only when a card needs it.</source>
        <translation>ROCm はすべての GPU をターゲット {value} として扱います（このカードに合っているかは ROCm のチェックでわかります）。amdchat は、カードが必要とする場合にだけ自分で設定します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="24"/>
        <source>The Vulkan loader uses only these drivers: {value}.</source>
        <translation>Vulkan ローダーはこれらのドライバーだけを使います：{value}。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="26"/>
        <source>The Vulkan loader (older ones) uses only these drivers: {value}.</source>
        <translation>Vulkan ローダー（旧バージョン）はこれらのドライバーだけを使います：{value}。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="28"/>
        <source>Picks the AMD Vulkan driver where both are installed: {value}.</source>
        <translation>両方がインストールされている場合に使う AMD Vulkan ドライバー：{value}。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="38"/>
        <source>{name} is not set.</source>
        <translation>{name} は設定されていません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="42"/>
        <source>{name} is set but empty: the backend sees no GPU at all.</source>
        <translation>{name} が空の値で設定されています：バックエンドからは GPU がまったく見えません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="45"/>
        <source>Unset it (unset {name}) or give a device number.</source>
        <translation>設定を解除する（unset {name}）か、デバイス番号を指定してください。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/environment.py" line="49"/>
        <source>If you did not mean it, unset it (unset {name}).</source>
        <translation>意図したものでなければ、設定を解除してください（unset {name}）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="17"/>
        <source>GPU and driver</source>
        <translation>GPU とドライバー</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="18"/>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="19"/>
        <source>Permissions</source>
        <translation>権限</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="20"/>
        <source>ROCm</source>
        <translation>ROCm</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="21"/>
        <source>Vulkan</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="22"/>
        <source>Devices the backends see</source>
        <translation>バックエンドから見えるデバイス</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="23"/>
        <source>Environment</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="24"/>
        <source>Truth</source>
        <translation>実際の動作</translation>
    </message>
    <message>
        <location filename="../../diagnostics/families.py" line="25"/>
        <source>Installed backends</source>
        <translation>インストール済みのバックエンド</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="43"/>
        <source>integrated</source>
        <translation>統合</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="44"/>
        <source>discrete</source>
        <translation>ディスクリート</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="47"/>
        <source>{name}: {kind}, {target}, VRAM {memory}, PCI {slot}</source>
        <translation>{name}：{kind}、{target}、VRAM {memory}、PCI {slot}</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="54"/>
        <source>The kernel&apos;s compute topology (/sys/class/kfd) does not list this GPU, so ROCm cannot use it; Vulkan can. A kernel with amdgpu&apos;s KFD (CONFIG_HSA_AMD) fixes it for ROCm.</source>
        <translation>カーネルの計算トポロジー（/sys/class/kfd）にこの GPU がないため、ROCm では使えません（Vulkan なら使えます）。amdgpu の KFD（CONFIG_HSA_AMD）を有効にしたカーネルにすれば ROCm でも使えます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="61"/>
        <source>An AMD GPU is on the PCI bus ({slots}) but no driver shows it.</source>
        <translation>PCI バス上に AMD GPU があります（{slots}）が、どのドライバーにも認識されていません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="63"/>
        <source>Load the amdgpu driver (sudo modprobe amdgpu) and install the firmware (Debian/Ubuntu: linux-firmware / firmware-amd-graphics).</source>
        <translation>amdgpu ドライバーを読み込み（sudo modprobe amdgpu）、ファームウェアをインストールしてください（Debian/Ubuntu：linux-firmware / firmware-amd-graphics）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="67"/>
        <source>No AMD GPU found: models run on the CPU.</source>
        <translation>AMD GPU が見つかりません：モデルは CPU で動作します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="68"/>
        <source>If this machine has an AMD GPU, check that the amdgpu driver is loaded (lsmod | grep amdgpu).</source>
        <translation>このマシンに AMD GPU がある場合は、amdgpu ドライバーが読み込まれているか確認してください（lsmod | grep amdgpu）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="77"/>
        <source>The amdgpu kernel driver is not loaded (no AMD GPU seen).</source>
        <translation>amdgpu カーネルドライバーは読み込まれていません（AMD GPU は見当たりません）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="80"/>
        <source>The amdgpu kernel driver is not loaded.</source>
        <translation>amdgpu カーネルドライバーが読み込まれていません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="81"/>
        <source>An AMD GPU needs it for ROCm and Vulkan: sudo modprobe amdgpu (and check dmesg for firmware errors).</source>
        <translation>AMD GPU を ROCm や Vulkan で使うには必要です：sudo modprobe amdgpu（dmesg でファームウェアのエラーも確認してください）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="85"/>
        <source>The amdgpu kernel driver {version} is loaded (AMD&apos;s DKMS module, not the kernel&apos;s own).</source>
        <translation>amdgpu カーネルドライバー {version} が読み込まれています（カーネル標準ではなく AMD の DKMS モジュール）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="90"/>
        <source>The amdgpu kernel driver is loaded: the one of Linux {release}.</source>
        <translation>amdgpu カーネルドライバーが読み込まれています: Linux {release} 標準のものです。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/gpu.py" line="94"/>
        <source>The amdgpu kernel driver is loaded (its version is unknown).</source>
        <translation>amdgpu カーネルドライバーが読み込まれています（バージョン不明）。</translation>
    </message>
    <message>
        <source>The amdgpu kernel driver is loaded{version}.</source>
        <translation type="vanished">amdgpu カーネルドライバーは読み込まれています{version}。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/permissions.py" line="48"/>
        <source>{path} exists and this user can open it.</source>
        <translation>{path} があり、このユーザーで開けます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/permissions.py" line="51"/>
        <source>{path} exists but this user cannot open it (it belongs to the group &apos;{group}&apos;), so {what} cannot use the GPU.</source>
        <translation>{path} はありますが、このユーザーでは開けません（グループ「{group}」の所有です）。そのため {what} は GPU を使えません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/permissions.py" line="54"/>
        <source>Add yourself to the group: sudo usermod -aG {group} $USER, then log out and in again.</source>
        <translation>自分をグループに追加してください：sudo usermod -aG {group} $USER を実行し、ログインし直します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/permissions.py" line="63"/>
        <source>No AMD GPU: the device files are not checked.</source>
        <translation>AMD GPU がないため、デバイスファイルは確認していません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/permissions.py" line="70"/>
        <source>/dev/kfd is missing: the kernel&apos;s compute interface is not there, so ROCm cannot run (Vulkan does not need it).</source>
        <translation>/dev/kfd がありません：カーネルの計算インターフェースがないため、ROCm は動作しません（Vulkan には不要です）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/permissions.py" line="72"/>
        <source>Use the Vulkan backend, or run a kernel whose amdgpu has KFD (CONFIG_HSA_AMD; in a container, pass --device=/dev/kfd).</source>
        <translation>Vulkan バックエンドを使うか、amdgpu の KFD を有効にしたカーネルを使ってください（CONFIG_HSA_AMD。コンテナーでは --device=/dev/kfd を渡します）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/permissions.py" line="77"/>
        <source>No /dev/dri/renderD* device: neither ROCm nor Vulkan can reach the GPU.</source>
        <translation>/dev/dri/renderD* デバイスがありません：ROCm からも Vulkan からも GPU にアクセスできません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/permissions.py" line="80"/>
        <source>Check that amdgpu is loaded (in a container, pass --device=/dev/dri).</source>
        <translation>amdgpu が読み込まれているか確認してください（コンテナーでは --device=/dev/dri を渡します）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="36"/>
        <source>No system ROCm in /opt/rocm (rocminfo not installed). amdchat&apos;s ROCm backend needs the ROCm runtime libraries; Vulkan does not.</source>
        <translation>/opt/rocm にシステムの ROCm がありません（rocminfo が未インストール）。amdchat の ROCm バックエンドには ROCm ランタイムライブラリが必要です（Vulkan には不要）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="43"/>
        <source>rocminfo present</source>
        <translation>rocminfo あり</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="44"/>
        <source>rocminfo not installed</source>
        <translation>rocminfo 未インストール</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="45"/>
        <source>ROCm {version} in /opt/rocm ({tools}).</source>
        <translation>ROCm {version}（/opt/rocm、{tools}）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="54"/>
        <source>The ROCm backend has no code for {gfx} (built for {built}).</source>
        <translation>ROCm バックエンドには {gfx} 用のコードがありません（ビルド対象：{built}）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="59"/>
        <source>targets not recorded</source>
        <translation>ターゲット未記録</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="61"/>
        <source>The ROCm backend runs {gfx} ({built}).</source>
        <translation>ROCm バックエンドは {gfx} で動作します（{built}）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="71"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} is not a version (like 10.3.0).</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} はバージョン（10.3.0 のような形式）になっていません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="73"/>
        <source>Unset it: amdchat sets it itself when a card needs it.</source>
        <translation>設定を解除してください。カードが必要とする場合は amdchat が自分で設定します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="76"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} is set but {gfx} needs no override.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} が設定されていますが、{gfx} には上書きは不要です。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="78"/>
        <source>Unset it; it can only hide a real problem.</source>
        <translation>設定を解除してください。本当の問題を隠すことにしかなりません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="80"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} makes ROCm treat {gfx} as {target}, another GPU family: it will crash or compute garbage.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} により、ROCm は {gfx} を別の GPU ファミリーの {target} として扱います：クラッシュするか、でたらめな計算結果になります。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="82"/>
        <source>Unset HSA_OVERRIDE_GFX_VERSION: amdchat sets the right value itself when the card needs one.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION の設定を解除してください。カードが必要とする場合は amdchat が正しい値を自分で設定します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="85"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} runs {gfx} as {target}, of the same family.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} により、{gfx} は同じファミリーの {target} として動作します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/rocm.py" line="97"/>
        <source>No ROCm backend is installed: amdchat uses Vulkan on AMD GPUs.</source>
        <translation>ROCm バックエンドはインストールされていません: AMD GPU では amdchat は Vulkan を使います。</translation>
    </message>
    <message>
        <source>No ROCm backend is installed: amdchat uses Vulkan on AMD GPUs (build one with: amdchat backends build rocm --gpu-targets gfx1100).</source>
        <translation type="vanished">ROCm バックエンドはインストールされていません：amdchat は AMD GPU で Vulkan を使います（ビルドするには：amdchat backends build rocm --gpu-targets gfx1100）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="27"/>
        <source>The model runs on {device} ({description}): {gpu_mib} MiB of weights in GPU memory, {host_mib} MiB on the host.</source>
        <translation>モデルは {device}（{description}）で動作しています：重みのうち {gpu_mib} MiB が GPU メモリ、{host_mib} MiB がホストにあります。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="31"/>
        <source>Partly on the GPU: {n} of {total} layers on {device}, {host_mib} MiB of weights on the host.</source>
        <translation>一部だけ GPU で動作：{total} レイヤー中 {n} レイヤーが {device} 上、{host_mib} MiB の重みがホストにあります。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="33"/>
        <source>Choose a smaller quantization or a shorter context so that the whole model fits the GPU (the Models page says which fit).</source>
        <translation>モデル全体が GPU に収まるよう、より小さい量子化か短いコンテキストを選んでください（どれが収まるかは「モデル」ページでわかります）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="37"/>
        <source>The {backend} backend runs the model on the CPU: no weights are in GPU memory.</source>
        <translation>{backend} バックエンドはモデルを CPU で実行しています：GPU メモリに重みがありません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="39"/>
        <source>See the devices and driver lines: the backend found no usable GPU.</source>
        <translation>デバイスとドライバーの行を確認してください：バックエンドは使える GPU を見つけられませんでした。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="41"/>
        <source>The model runs on the CPU backend ({host_mib} MiB of weights).</source>
        <translation>モデルは CPU バックエンドで動作しています（重み {host_mib} MiB）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="50"/>
        <source>Last reply: {measured:.1f} tok/s. This device&apos;s memory bandwidth is not in amdchat&apos;s table, so there is no expected speed to compare.</source>
        <translation>直前の応答：{measured:.1f} tok/s。このデバイスのメモリ帯域は amdchat の表にないため、比較する期待速度がありません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="60"/>
        <source>Last reply: {measured:.1f} tok/s. Memory bandwidth would allow ~{limit:.0f} tok/s, but a model this small is bound by per-token costs, so the share says nothing about where it runs.</source>
        <translation>直前の応答：{measured:.1f} tok/s。メモリ帯域からは約 {limit:.0f} tok/s まで出せますが、これほど小さいモデルではトークンごとの処理コストで速度が決まるため、その割合から実行場所は判断できません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="65"/>
        <source>Last reply: {measured:.1f} tok/s, {percent:.0f} % of the ~{limit:.0f} tok/s this hardware allows ({basis}).</source>
        <translation>直前の応答：{measured:.1f} tok/s。このハードウェアの上限 約 {limit:.0f} tok/s の {percent:.0f} % です（{basis}）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="73"/>
        <source>No model is loaded. Load one and run the checks again: this line then says where it really runs and, after a reply, how its speed compares with what the hardware allows.</source>
        <translation>モデルが読み込まれていません。読み込んでからもう一度チェックを実行すると、この行にモデルが実際にどこで動いているか、そして応答の後には速度がハードウェアの上限と比べてどうかが表示されます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/truth.py" line="78"/>
        <source>No model was given: &apos;amdchat doctor --model FILE.gguf&apos; loads one and says where it really runs and how its speed compares with what the hardware allows.</source>
        <translation>モデルが指定されていません: &apos;amdchat doctor --model FILE.gguf&apos; でモデルを読み込み、実際にどこで動いているか、速度がハードウェアの上限と比べてどうかを表示します。</translation>
    </message>
    <message>
        <source>No model is loaded here; the app&apos;s Diagnostics page shows where a loaded model runs and how its speed compares with what the hardware allows.</source>
        <translation type="vanished">ここではモデルが読み込まれていません。アプリの「診断」ページで、読み込んだモデルの実行場所と、ハードウェアの上限に対する速度を確認できます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="61"/>
        <source>The Vulkan loader (libvulkan.so.1) is installed.</source>
        <translation>Vulkan ローダー（libvulkan.so.1）はインストールされています。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="64"/>
        <source>No Vulkan loader (libvulkan.so.1): the Vulkan backend cannot start.</source>
        <translation>Vulkan ローダー（libvulkan.so.1）がありません：Vulkan バックエンドを起動できません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="66"/>
        <source>Install it: sudo apt install libvulkan1 (Fedora: vulkan-loader).</source>
        <translation>インストールしてください：sudo apt install libvulkan1（Fedora：vulkan-loader）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="73"/>
        <source>No Vulkan driver is installed (no ICD in /usr/share/vulkan/icd.d or /etc/vulkan/icd.d).</source>
        <translation>Vulkan ドライバーがインストールされていません（/usr/share/vulkan/icd.d と /etc/vulkan/icd.d に ICD がありません）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="75"/>
        <source>Install Mesa&apos;s Vulkan drivers: sudo apt install mesa-vulkan-drivers (Fedora: mesa-vulkan-drivers).</source>
        <translation>Mesa の Vulkan ドライバーをインストールしてください：sudo apt install mesa-vulkan-drivers（Fedora：mesa-vulkan-drivers）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="79"/>
        <source>The only Vulkan driver is a CPU one: {drivers}. The Vulkan backend would run on the CPU.</source>
        <translation>Vulkan ドライバーは CPU 用のものだけです：{drivers}。Vulkan バックエンドは CPU で動作することになります。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="81"/>
        <source>Install the AMD driver RADV: sudo apt install mesa-vulkan-drivers.</source>
        <translation>AMD 用ドライバー RADV をインストールしてください：sudo apt install mesa-vulkan-drivers</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="84"/>
        <source>Vulkan drivers: {drivers}.</source>
        <translation>Vulkan ドライバー：{drivers}。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="87"/>
        <source>Both RADV and AMDVLK are installed: each AMD GPU appears twice to Vulkan, and the device numbers in Settings count both.</source>
        <translation>RADV と AMDVLK の両方がインストールされています：Vulkan からは各 AMD GPU が 2 つずつ見え、設定のデバイス番号も両方を数えます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/vulkan.py" line="89"/>
        <source>Keep one (RADV is usually faster for llama.cpp), or pick one per run with AMD_VULKAN_ICD=RADV.</source>
        <translation>どちらか 1 つだけを残すか（llama.cpp では通常 RADV のほうが高速です）、AMD_VULKAN_ICD=RADV で実行ごとに選んでください。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="32"/>
        <source>Windows lists no GPU (only its software renderer): models run on the CPU.</source>
        <translation>Windows に GPU が表示されません（ソフトウェアレンダラーのみ）：モデルは CPU で動作します。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="34"/>
        <source>Install AMD&apos;s graphics driver (AMD Software: Adrenalin Edition).</source>
        <translation>AMD のグラフィックスドライバー（AMD Software: Adrenalin Edition）をインストールしてください。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="43"/>
        <source>{name}: PCI {vendor:04x}:{device:04x}, dedicated memory {memory}</source>
        <translation>{name}：PCI {vendor:04x}:{device:04x}、専用メモリ {memory}</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="46"/>
        <source>{name}: PCI {vendor:04x}:{device:04x}, dedicated memory {memory}, driver {driver}</source>
        <translation>{name}: PCI {vendor:04x}:{device:04x}、専用メモリ {memory}、ドライバー {driver}</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="54"/>
        <source>The Vulkan loader (vulkan-1.dll) is installed.</source>
        <translation>Vulkan ローダー（vulkan-1.dll）はインストールされています。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="56"/>
        <source>No Vulkan loader (vulkan-1.dll in System32): the Vulkan backend cannot start.</source>
        <translation>Vulkan ローダー（System32 の vulkan-1.dll）がありません：Vulkan バックエンドを起動できません。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="58"/>
        <source>Install or repair AMD&apos;s graphics driver; it installs the Vulkan loader.</source>
        <translation>AMD のグラフィックスドライバーをインストールまたは修復してください。Vulkan ローダーも一緒にインストールされます。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="66"/>
        <source>AMD&apos;s HIP SDK is not installed (HIP_PATH unset or without amdhip64.dll): the ROCm backend needs it on Windows; Vulkan does not.</source>
        <translation>AMD の HIP SDK がインストールされていません（HIP_PATH が未設定か、amdhip64.dll がありません）：Windows の ROCm バックエンドには必要です（Vulkan には不要）。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="69"/>
        <source>AMD&apos;s HIP SDK is installed in {folder}.</source>
        <translation>AMD の HIP SDK は {folder} にインストールされています。</translation>
    </message>
    <message>
        <location filename="../../diagnostics/windows.py" line="79"/>
        <source>DXGI could not list the GPUs: {error}</source>
        <translation>DXGI で GPU を列挙できませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>fit</name>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="19"/>
        <source>no GPU found: CPU only</source>
        <translation>GPU なし：CPU のみ</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="19"/>
        <source>No GPU with known free memory was found, so the model would run on the CPU.</source>
        <translation>空きメモリのわかる GPU が見つからなかったため、モデルは CPU で動作することになります。</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="23"/>
        <source>{gpu}: {free:.1f} GiB free for models ({source}, 1 GiB kept free). At {ctx} tokens the whole model needs {need:.2f} GiB; the largest context that fits entirely is {max_ctx} tokens.</source>
        <translation>{gpu}：モデルに使える空き {free:.1f} GiB（{source}、1 GiB は空けておきます）。{ctx} トークンではモデル全体に {need:.2f} GiB 必要です。全体が収まる最大のコンテキストは {max_ctx} トークンです。</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="37"/>
        <location filename="../../ui/models/fit_texts.py" line="81"/>
        <source>fits ({room:.1f} GiB to spare)</source>
        <translation>収まる（余裕 {room:.1f} GiB）</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="41"/>
        <location filename="../../ui/models/fit_texts.py" line="85"/>
        <source>partly: {n} of {m} layers on the GPU</source>
        <translation>一部：{m} 中 {n} レイヤーを GPU に</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="44"/>
        <location filename="../../ui/models/fit_texts.py" line="88"/>
        <source>too large: CPU only</source>
        <translation>大きすぎ：CPU のみ</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="53"/>
        <source>{gpu}: {free:.1f} GiB free for models (1 GiB kept free)</source>
        <translation>{gpu}：モデルに使える空き {free:.1f} GiB（1 GiB は空けておきます）</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="56"/>
        <source>No GPU: the model runs on the CPU. System RAM: {free:.1f} GiB available for models (1 GiB kept free)</source>
        <translation>GPU なし：モデルは CPU で動作します。システム RAM：モデルに使えるのは {free:.1f} GiB（1 GiB は空けておきます）</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="59"/>
        <source>Measured by llama.cpp (a dry run with the settings the app loads with).</source>
        <translation>llama.cpp による測定値です（アプリが読み込むときと同じ設定でのドライラン）。</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="61"/>
        <source>Estimated from the file&apos;s header; a llama.cpp dry run replaces it.</source>
        <translation>ファイルのヘッダーからの推定値です。llama.cpp のドライランの結果で置き換わります。</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="62"/>
        <source>{where}. At {ctx} tokens the model needs {need:.2f} GiB (weights {weights:.2f}, KV cache {kv:.2f}, compute {compute:.2f}); the largest context that fits entirely is {max_ctx} tokens. {how}</source>
        <translation>{where}。{ctx} トークンではモデルに {need:.2f} GiB 必要です（重み {weights:.2f}、KV キャッシュ {kv:.2f}、計算用 {compute:.2f}）。全体が収まる最大のコンテキストは {max_ctx} トークンです。{how}</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="71"/>
        <source>With a q8_0 KV cache and flash attention (Settings) it would fit, up to {max_ctx} tokens.</source>
        <translation>KV キャッシュを q8_0 にして Flash Attention を有効にすれば（設定）、{max_ctx} トークンまで収まります。</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="83"/>
        <source>CPU only: fits in RAM ({room:.1f} GiB to spare)</source>
        <translation>CPU のみ：RAM に収まる（余裕 {room:.1f} GiB）</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="90"/>
        <source>too large for RAM</source>
        <translation>RAM に収まらない</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="92"/>
        <source>{verdict}, {speed}</source>
        <translation>{verdict}、{speed}</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="103"/>
        <source>~{tps} tok/s</source>
        <translation>約 {tps} tok/s</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="105"/>
        <source>Expected generation speed: ~{tps} tok/s on the CPU, the limit set by the system memory&apos;s measured bandwidth at a full context.</source>
        <translation>生成速度の目安：CPU で約 {tps} tok/s（コンテキストが満杯のときの、システムメモリの実測帯域による上限）。</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="108"/>
        <source>Expected generation speed: ~{tps} tok/s, since the other layers run on the CPU, at the speed of system memory (the limit at a full context).</source>
        <translation>生成速度の目安：約 {tps} tok/s。残りのレイヤーはシステムメモリの速度で CPU で動作するためです（コンテキストが満杯のときの上限）。</translation>
    </message>
    <message>
        <location filename="../../ui/models/fit_texts.py" line="112"/>
        <source>Expected generation speed: ~{tps} tok/s on this card, the limit set by its memory bandwidth at a full context.</source>
        <translation>生成速度の目安：このカードで約 {tps} tok/s（コンテキストが満杯のときの、メモリ帯域による上限）。</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <location filename="../../ui/menus.py" line="72"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="73"/>
        <source>&amp;New chat</source>
        <translation>新しいチャット(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="75"/>
        <source>&amp;Open model…</source>
        <translation>モデルを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="78"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="82"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="84"/>
        <location filename="../../ui/menus.py" line="97"/>
        <source>&amp;Chat</source>
        <translation>チャット(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="85"/>
        <source>S&amp;top reply</source>
        <translation>応答を停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="87"/>
        <source>Stops the reply being written; while editing a message, cancels the edit.</source>
        <translation>生成中の応答を止めます。メッセージの編集中は、編集を取り消します。</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="90"/>
        <source>&amp;Rename chat…</source>
        <translation>チャットの名前を変更(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="92"/>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="94"/>
        <source>Search &amp;chats</source>
        <translation>チャットを検索(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="96"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="99"/>
        <source>&amp;Models</source>
        <translation>モデル(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="101"/>
        <source>&amp;Diagnostics</source>
        <translation>診断(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="103"/>
        <source>&amp;Benchmark</source>
        <translation>ベンチマーク(&amp;B)</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../ui/messages.py" line="29"/>
        <source>This model&apos;s architecture ({arch}) is not supported by the llama.cpp build in use. Update amdchat, or pick a model of a supported architecture.</source>
        <translation>このモデルのアーキテクチャー（{arch}）は、使用中の llama.cpp ビルドでは対応していません。amdchat を更新するか、対応するアーキテクチャーのモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="36"/>
        <source>Not enough memory to load this model. Lower the GPU layers or the context length in Settings, or pick a smaller quantization.</source>
        <translation>このモデルを読み込むにはメモリが足りません。設定で GPU レイヤー数かコンテキスト長を下げるか、より小さい量子化を選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="46"/>
        <source>The conversation does not fit in the context window.</source>
        <translation>会話がコンテキストウィンドウに収まりません。</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="49"/>
        <source>The chosen backend cannot run the model here.</source>
        <translation>選んだバックエンドでは、この環境でモデルを実行できません。</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="67"/>
        <source>The engine process stopped unexpectedly ({how}). Any partial reply was kept. The next message starts a fresh engine and reloads the model.</source>
        <translation>エンジンのプロセスが予期せず停止しました（{how}）。途中までの応答は残してあります。次のメッセージで新しいエンジンが起動し、モデルを読み込み直します。</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="73"/>
        <source>Its last words: {cause}</source>
        <translation>最後の出力：{cause}</translation>
    </message>
    <message>
        <location filename="../../engine/protocol.py" line="275"/>
        <source>No model is loaded. Open a .gguf model first.</source>
        <translation>モデルが読み込まれていません。先に .gguf モデルを開いてください。</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="52"/>
        <source>The engine reported an error.</source>
        <translation>エンジンがエラーを報告しました。</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="78"/>
        <source>The model replied with nothing. Its prompt format may not fit: choose another chat template in Settings.</source>
        <translation>モデルの応答が空でした。プロンプト形式が合っていない可能性があります：設定で別のチャットテンプレートを選んでください。</translation>
    </message>
    <message>
        <location filename="../../engine/session.py" line="99"/>
        <source>The {backend} backend found no usable GPU, so amdchat uses the CPU backend instead (faster than {backend} without a GPU). Check the GPU driver, or pick a GPU in Settings &gt; GPU device.</source>
        <translation>{backend} バックエンドが使える GPU を見つけられなかったため、amdchat は代わりに CPU バックエンドを使います（GPU なしの {backend} より高速です）。GPU ドライバーを確認するか、設定 &gt; GPU デバイス で GPU を選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="91"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="92"/>
        <source>partly GPU, partly CPU</source>
        <translation>一部 GPU、一部 CPU</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="93"/>
        <source>CPU only</source>
        <translation>CPU のみ</translation>
    </message>
    <message>
        <location filename="../../ui/messages.py" line="98"/>
        <source>empty reply</source>
        <translation>空の応答</translation>
    </message>
    <message>
        <location filename="../../backends/rocm.py" line="44"/>
        <source>The GPU&apos;s gfx target is unknown (no kfd topology): ROCm may or may not run it.</source>
        <translation>GPU の gfx ターゲットが不明です（kfd トポロジーなし）：ROCm で動くかどうかはわかりません。</translation>
    </message>
    <message>
        <location filename="../../backends/rocm.py" line="52"/>
        <source>This ROCm build has no {gfx} code; amdchat runs it as {base} (HSA_OVERRIDE_GFX_VERSION={version}), which works for this family.</source>
        <translation>この ROCm ビルドには {gfx} 用のコードがありません。amdchat は {base} として実行します（HSA_OVERRIDE_GFX_VERSION={version}）。このファミリーではそれで動作します。</translation>
    </message>
    <message>
        <location filename="../../backends/rocm.py" line="58"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend.</source>
        <translation>このビルドの ROCm は {gfx} に対応していません（対応：{built}）。Vulkan バックエンドを使ってください。</translation>
    </message>
    <message>
        <location filename="../../backends/rocm.py" line="61"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend, or rebuild it with {base} (amdchat backends build rocm --gpu-targets {base}) and the override {version}.</source>
        <translation>このビルドの ROCm は {gfx} に対応していません（対応：{built}）。Vulkan バックエンドを使うか、{base} を含めてビルドし直し（amdchat backends build rocm --gpu-targets {base}）、上書き値 {version} を使ってください。</translation>
    </message>
    <message>
        <location filename="../../engine/tensor_overrides.py" line="73"/>
        <source>This {architecture} model is a mixture of experts, but amdchat does not recognise the names of its expert tensors, so it cannot keep them in system RAM: it splits the model by whole layers instead.</source>
        <translation>この {architecture} モデルは Mixture of Experts ですが、amdchat はそのエキスパートテンソルの名前を認識できないため、エキスパートをシステム RAM に置けません。代わりにモデルをレイヤー単位で分割します。</translation>
    </message>
    <message>
        <location filename="../../engine/tensor_overrides.py" line="78"/>
        <source>This {architecture} model has no expert tensors (it is not a mixture of experts), so there are no experts to keep in system RAM: it splits the model by whole layers instead.</source>
        <translation>この {architecture} モデルにはエキスパートテンソルがありません（Mixture of Experts ではありません）。システム RAM に置くエキスパートがないため、代わりにモデルをレイヤー単位で分割します。</translation>
    </message>
    <message>
        <location filename="../../engine/templates.py" line="173"/>
        <source>This model&apos;s chat template failed: {error} amdchat uses the {name} format instead; pick another in Settings &gt; Chat template.</source>
        <translation>このモデルのチャットテンプレートでエラーが起きました：{error} amdchat は代わりに {name} 形式を使います。別の形式は 設定 &gt; チャットテンプレート で選べます。</translation>
    </message>
    <message>
        <location filename="../../engine/templates.py" line="177"/>
        <source>This model&apos;s chat template did not finish: {error} amdchat uses the {name} format instead; pick another in Settings &gt; Chat template.</source>
        <translation>このモデルのチャットテンプレートが完了しませんでした：{error} amdchat は代わりに {name} 形式を使います。別の形式は 設定 &gt; チャットテンプレート で選べます。</translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="20"/>
        <source>{name}: the file does not exist. It may have been moved or deleted; open it again.</source>
        <translation>{name}：ファイルがありません。移動または削除された可能性があります。もう一度開いてください。</translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="22"/>
        <source>{name}: this is a folder, not a model file. Choose a .gguf file.</source>
        <translation>{name}：これはモデルファイルではなくフォルダーです。.gguf ファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="24"/>
        <source>{name}: this is not a regular file but {detail}, so it cannot hold a model. Choose a .gguf file.</source>
        <translation>{name}：これは通常のファイルではなく {detail} なので、モデルを含むことはできません。.gguf ファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="26"/>
        <source>{name}: this is a symbolic link that leads back to itself, so it names no file. Delete the link, or point it at a .gguf file.</source>
        <translation>{name}：これは自分自身を指すシンボリックリンクで、どのファイルも指していません。リンクを削除するか、.gguf ファイルを指すようにしてください。</translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="28"/>
        <source>{name}: the file cannot be read ({detail}). Check its permissions.</source>
        <translation>{name}：ファイルを読み取れません（{detail}）。アクセス権を確認してください。</translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="30"/>
        <source>{name}: the file is incomplete ({detail}). The download was probably cut short; download it again.</source>
        <translation>{name}：ファイルが不完全です（{detail}）。ダウンロードが途中で切れたと思われます。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location filename="../../modelfile.py" line="32"/>
        <source>{name}: this is not a usable GGUF model ({detail}). amdchat runs .gguf files, as found on Hugging Face under &apos;GGUF&apos;.</source>
        <translation>{name}：使用できる GGUF モデルではありません（{detail}）。amdchat が実行するのは、Hugging Face で「GGUF」として公開されている .gguf ファイルです。</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../ui/models/table_models.py" line="36"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="95"/>
        <source>loaded</source>
        <translation>読み込み済み</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="96"/>
        <source>downloaded</source>
        <translation>ダウンロード済み</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="124"/>
        <source>{repo} — {mark}</source>
        <translation>{repo} — {mark}</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="132"/>
        <location filename="../../ui/models/table_models.py" line="207"/>
        <source>Repository</source>
        <translation>リポジトリ</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="133"/>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="134"/>
        <source>Downloads</source>
        <translation>DL 数</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="135"/>
        <source>Likes</source>
        <translation>いいね</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="137"/>
        <source>Updated</source>
        <translation>更新日</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="140"/>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="141"/>
        <location filename="../../ui/models/table_models.py" line="265"/>
        <source>Architecture</source>
        <translation>アーキテクチャー</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="142"/>
        <location filename="../../ui/models/table_models.py" line="269"/>
        <source>Parameters</source>
        <translation>パラメーター数</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation type="vanished">このコンピューター</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="150"/>
        <location filename="../../ui/models/table_models.py" line="208"/>
        <location filename="../../ui/models/table_models.py" line="273"/>
        <source>Quantization</source>
        <translation>量子化</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="151"/>
        <source> (vision add-on)</source>
        <translation>（画像認識アドオン）</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="153"/>
        <location filename="../../ui/models/table_models.py" line="280"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="154"/>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="155"/>
        <source>Fits your GPU</source>
        <translation>GPU に収まるか</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="186"/>
        <source>queued</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="187"/>
        <source>downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="188"/>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="189"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="190"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="191"/>
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="210"/>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="214"/>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="219"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="221"/>
        <source>stalled, retrying</source>
        <translation>停滞中、再試行します</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="228"/>
        <source>Time left</source>
        <translation>残り時間</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="229"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="230"/>
        <source>Actions</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="255"/>
        <source>{model} — loaded</source>
        <translation>{model} — 読み込み済み</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="260"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="262"/>
        <source> (+ vision add-on)</source>
        <translation>（＋画像認識アドオン）</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="266"/>
        <source>unreadable</source>
        <translation>読み取り不可</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="277"/>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="281"/>
        <source>Source</source>
        <translation>入手元</translation>
    </message>
    <message>
        <location filename="../../ui/models/table_models.py" line="283"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>Performance</source>
        <translation>パフォーマンス</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU スレッド数</translation>
    </message>
    <message>
        <source>CPU threads for the model&apos;s work on the CPU (0: automatic, the physical performance cores, fewer if a measurement at load finds fewer faster).</source>
        <translation>CPU で行うモデルの処理に使うスレッド数（0: 自動。物理パフォーマンスコアの数で、読み込み時の計測で少ない方が速ければ減らします）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="93"/>
        <source>Path of the last model loaded; loaded again at start.</source>
        <translation>最後に読み込んだモデルのパス。起動時に再び読み込みます。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="95"/>
        <source>Model files opened lately, newest first, so that one opened from outside the models folder can be chosen again.</source>
        <translation>最近開いたモデルファイル（新しい順）。モデルフォルダー以外から開いたものも再び選べるようにします。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="99"/>
        <source>Load the last model when the app starts.</source>
        <translation>アプリの起動時に、最後に使ったモデルを読み込みます。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="101"/>
        <source>Inference backend: auto, vulkan, rocm or cpu.</source>
        <translation>推論バックエンド：auto、vulkan、rocm、cpu のいずれか。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="103"/>
        <source>Which GPU the backend uses, by its index (-1: the backend&apos;s own choice).</source>
        <translation>バックエンドが使う GPU の番号（-1：バックエンドに任せる）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="106"/>
        <source>Layers to offload to the GPU (-1: as many as fit the GPU&apos;s free memory).</source>
        <translation>GPU にオフロードするレイヤー数（-1：GPU の空きメモリに収まるだけ）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="108"/>
        <source>Context window in tokens.</source>
        <translation>コンテキストウィンドウのトークン数。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="111"/>
        <source>KV cache type: f16, or q8_0 / q4_0 to fit a longer context (V is quantized only with flash attention).</source>
        <translation>KV キャッシュの型：f16、またはより長いコンテキストを収める q8_0 / q4_0（V は Flash Attention 有効時のみ量子化されます）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="115"/>
        <source>Flash attention: less compute memory, and needed to quantize the V cache.</source>
        <translation>Flash Attention：計算用メモリが減ります。V キャッシュの量子化にも必要です。</translation>
    </message>
    <message>
        <source>Models page: measure each quantization&apos;s fit with a llama.cpp dry run of its header (a second or two each, remembered), after the first estimate.</source>
        <translation type="vanished">「モデル」ページ：最初の推定のあと、各量子化のヘッダーで llama.cpp のドライランを行い、収まるかを測定します（1 つあたり 1〜2 秒、結果は記憶されます）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="118"/>
        <source>Measure each quantization&apos;s fit with a llama.cpp dry run of its header (a second or two each, remembered), after the first estimate: on the Models page and in amdchat fit.</source>
        <translation>最初の見積もりの後、各量子化が収まるかを llama.cpp によるヘッダーのドライランで測定します（1 件あたり 1〜2 秒、結果は記憶されます）。モデルページと amdchat fit の両方に適用されます。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="122"/>
        <source>Full-size cache for sliding-window layers (Gemma 2/3 and others): much more memory, so that going back further than the window keeps the cached prompt.</source>
        <translation>スライディングウィンドウ層（Gemma 2/3 など）にフルサイズのキャッシュを使います。メモリを大幅に多く使いますが、ウィンドウより前に戻ってもキャッシュ済みのプロンプトが再利用されます。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="125"/>
        <source>Sampling temperature (0: greedy).</source>
        <translation>サンプリング温度（0：貪欲法）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="128"/>
        <source>Nucleus sampling: keep tokens up to this probability mass.</source>
        <translation>Nucleus サンプリング：累積確率がこの値に達するまでのトークンを残します。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="130"/>
        <source>Keep only the k most likely tokens (0: off).</source>
        <translation>確率の高い上位 k 個のトークンだけを残します（0：オフ）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="133"/>
        <source>Drop tokens below this fraction of the top probability.</source>
        <translation>最大確率に対する比率がこの値未満のトークンを除外します。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="136"/>
        <source>Penalty for repeating recent tokens (1: off).</source>
        <translation>直近のトークンを繰り返すことへのペナルティ（1：オフ）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="138"/>
        <source>Longest reply in tokens.</source>
        <translation>応答の最大トークン数。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="140"/>
        <source>Random seed (-1: a new one each reply).</source>
        <translation>乱数シード（-1：応答ごとに新しい値）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="143"/>
        <source>Instructions placed before every conversation.</source>
        <translation>すべての会話の先頭に置く指示。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="145"/>
        <source>Prompt format: auto uses the model&apos;s own template, else one by architecture.</source>
        <translation>プロンプト形式：auto はモデル自身のテンプレートを使い、なければアーキテクチャーに応じたものを使います。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="148"/>
        <source>Folder for downloaded models (empty: the app&apos;s data folder).</source>
        <translation>ダウンロードしたモデルの保存先フォルダー（空欄：アプリのデータフォルダー）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="150"/>
        <source>Colours: system (follow the system), light or dark.</source>
        <translation>配色：system（システムに従う）、light（ライト）、dark（ダーク）のいずれか。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="153"/>
        <source>Hugging Face access token, for gated or private repos (never logged).</source>
        <translation>Hugging Face のアクセストークン。アクセス制限付きまたは非公開のリポジトリ用（ログには記録されません）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="156"/>
        <source>Serve the loaded model to other programs through an OpenAI-compatible API.</source>
        <translation>読み込んだモデルを、OpenAI 互換 API で他のプログラムから使えるようにします。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="158"/>
        <source>Port of the local API server.</source>
        <translation>ローカル API サーバーのポート番号。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="161"/>
        <source>Let other computers on the network use the API (needs an API key).</source>
        <translation>ネットワーク上の他のコンピューターから API を使えるようにします（API キーが必要）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="164"/>
        <source>Key that API clients must send (Authorization: Bearer KEY); empty: none, on this computer only.</source>
        <translation>API クライアントが送る必要のあるキー（Authorization: Bearer KEY）。空欄：キーなし、このコンピューターからのみ利用可。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="167"/>
        <source>Allow web pages in a browser to call the API (CORS).</source>
        <translation>ブラウザーの Web ページから API を呼び出すことを許可します（CORS）。</translation>
    </message>
    <message>
        <location filename="../../config.py" line="169"/>
        <source>Language of the app: system (the desktop&apos;s language), en (English), ja (Japanese) or ru (Russian). Applied at the next start.</source>
        <translation>アプリの表示言語：system（デスクトップの言語）、en（英語）、ja（日本語）、ru（ロシア語）。次回の起動時に反映されます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="49"/>
        <source>Load last model at start</source>
        <translation>起動時に前回のモデルを読み込む</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="50"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="51"/>
        <source>GPU layers (-1: as many as fit)</source>
        <translation>GPU レイヤー数（-1：収まるだけ）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="52"/>
        <source>Context length</source>
        <translation>コンテキスト長</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="53"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="54"/>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="55"/>
        <source>Top K</source>
        <translation>Top K</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="56"/>
        <source>Min P</source>
        <translation>Min P</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="57"/>
        <source>Repeat penalty</source>
        <translation>繰り返しペナルティ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="58"/>
        <source>Max reply tokens</source>
        <translation>最大応答トークン数</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="59"/>
        <source>Seed (-1: random)</source>
        <translation>シード（-1：ランダム）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="60"/>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="61"/>
        <source>Chat template</source>
        <translation>チャットテンプレート</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="62"/>
        <source>Models folder</source>
        <translation>モデルフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="63"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="70"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="71"/>
        <source>KV cache type</source>
        <translation>KV キャッシュの型</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="72"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="73"/>
        <source>Full-size sliding-window cache</source>
        <translation>SWA フルサイズキャッシュ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="74"/>
        <source>Measure fit with a dry run</source>
        <translation>ドライランで収まりを測定</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="75"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="85"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="88"/>
        <source>Backend and GPU</source>
        <translation>バックエンドと GPU</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="89"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="92"/>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="95"/>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>GPU device (-1: auto)</source>
        <translation type="vanished">GPU デバイス（-1：自動）</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="64"/>
        <source>Hugging Face token</source>
        <translation>Hugging Face トークン</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="65"/>
        <location filename="../../ui/settings_dialog.py" line="93"/>
        <source>Local API server</source>
        <translation>ローカル API サーバー</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="66"/>
        <source>API port</source>
        <translation>API ポート</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="67"/>
        <source>Listen on the network</source>
        <translation>ネットワークで待ち受ける</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="68"/>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="69"/>
        <source>Allow browser pages (CORS)</source>
        <translation>ブラウザーからの利用を許可（CORS）</translation>
    </message>
    <message>
        <source>Offer to measure</source>
        <translation>測定を提案する</translation>
    </message>
    <message>
        <source>On the first load of a kind of model on a GPU that runs both Vulkan and ROCm, offer to measure which is faster (about 20 seconds); &quot;auto&quot; then uses the faster one.</source>
        <translation>Vulkan と ROCm の両方が動く GPU で、ある種類のモデルを初めて読み込むとき、どちらが速いかの測定（約 20 秒）を提案します。以後 &quot;auto&quot; は速い方を使います。</translation>
    </message>
</context>
<context>
    <name>speed</name>
    <message>
        <location filename="../../speed/roofline.py" line="119"/>
        <source>No weights are in GPU memory: the {backend} backend runs the model on the CPU.</source>
        <translation>GPU メモリに重みがありません：{backend} バックエンドはモデルを CPU で実行しています。</translation>
    </message>
    <message>
        <location filename="../../speed/roofline.py" line="123"/>
        <source>Only {n} of {total} layers are on the GPU: the others run on the CPU, at the speed of system memory.</source>
        <translation>GPU にあるのは {total} レイヤー中 {n} レイヤーだけです：残りはシステムメモリの速度で CPU で動作します。</translation>
    </message>
    <message>
        <location filename="../../speed/roofline.py" line="115"/>
        <source>The Vulkan device used ({device}) is a CPU emulating a GPU, not a GPU.</source>
        <translation>使用中の Vulkan デバイス（{device}）は GPU ではなく、GPU をエミュレートしている CPU です。</translation>
    </message>
    <message>
        <location filename="../../speed/roofline.py" line="129"/>
        <source>The integrated GPU was picked while a discrete one ({gpu}) is present: choose it in Settings &gt; GPU.</source>
        <translation>ディスクリート GPU（{gpu}）があるのに内蔵 GPU が選ばれています：設定 &gt; GPU で選び直してください。</translation>
    </message>
    <message>
        <location filename="../../speed/roofline.py" line="140"/>
        <source>The placement shows no cause: another program may be using the GPU, or its clock is held low (power saving).</source>
        <translation>配置からは原因が見当たりません：他のプログラムが GPU を使っているか、省電力のためにクロックが低く抑えられている可能性があります。</translation>
    </message>
    <message>
        <location filename="../../speed/roofline.py" line="147"/>
        <source>{measured:.1f} tok/s is {percent:.0f} % of the ~{limit:.0f} tok/s this hardware allows: probably running on the CPU or partly offloaded.</source>
        <translation>{measured:.1f} tok/s は、このハードウェアの上限 約 {limit:.0f} tok/s の {percent:.0f} % です：CPU で動作しているか、一部しかオフロードされていない可能性があります。</translation>
    </message>
</context>
<context>
    <name>BackendOffer</name>
    <message>
        <source>Faster backend</source>
        <translation>より速いバックエンド</translation>
    </message>
    <message>
        <source>{gpu} runs both {backends}. Which is faster depends on the card and the model. Measure them with this model now (about 20 seconds)? &quot;Automatic&quot; then uses the faster one for models like it.</source>
        <translation>{gpu} では {backends} の両方が動きます。どちらが速いかはカードとモデルによって異なります。今このモデルで測定しますか（約 20 秒）？ 以後「自動」は、同様のモデルで速い方を使います。</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>測定する</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>今後確認しない</translation>
    </message>
    <message>
        <source>Measuring {backends}…</source>
        <translation>{backends} を測定中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>{backend}: loading the model…</source>
        <translation>{backend}：モデルを読み込み中…</translation>
    </message>
    <message>
        <source>{backend}: measuring…</source>
        <translation>{backend}：測定中…</translation>
    </message>
    <message>
        <source>The measurement could not be kept: {error}</source>
        <translation>測定結果を保存できませんでした：{error}</translation>
    </message>
    <message>
        <source>The backends could not be measured: {error}</source>
        <translation>バックエンドを測定できませんでした：{error}</translation>
    </message>
    <message>
        <source>&quot;Automatic&quot; uses {backend} for models like this one on this GPU. {why}</source>
        <translation>「自動」は、この GPU でこのようなモデルに {backend} を使います。{why}</translation>
    </message>
    <message>
        <source>&quot;Automatic&quot; measurements: none yet.</source>
        <translation>「自動」用の測定：まだありません。</translation>
    </message>
    <message>
        <source>&quot;Automatic&quot; picks, measured here:</source>
        <translation>この PC で測定した「自動」の選択：</translation>
    </message>
    <message>
        <source>{gpu}, {architecture}, {size}: {backend} (measured {date} with {model}). {why}</source>
        <translation>{gpu}、{architecture}、{size}：{backend}（{date} に {model} で測定）。{why}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>backend_choice</name>
    <message>
        <source>up to 1 GiB</source>
        <translation>1 GiB 以下</translation>
    </message>
    <message>
        <source>1-4 GiB</source>
        <translation>1〜4 GiB</translation>
    </message>
    <message>
        <source>4-10 GiB</source>
        <translation>4〜10 GiB</translation>
    </message>
    <message>
        <source>10-24 GiB</source>
        <translation>10〜24 GiB</translation>
    </message>
    <message>
        <source>24-64 GiB</source>
        <translation>24〜64 GiB</translation>
    </message>
    <message>
        <source>over 64 GiB</source>
        <translation>64 GiB 超</translation>
    </message>
    <message>
        <source>{backend} did not finish ({detail}).</source>
        <translation>{backend} は完了しませんでした（{detail}）。</translation>
    </message>
    <message>
        <source>{backend} ran on the CPU, not the GPU.</source>
        <translation>{backend} は GPU ではなく CPU で動作しました。</translation>
    </message>
    <message>
        <source>{backend} measured no generation speed.</source>
        <translation>{backend} では生成速度を測定できませんでした。</translation>
    </message>
    <message>
        <source>{backend}: {tg:.1f} tok/s generating, {pp:.0f} tok/s prompt.</source>
        <translation>{backend}：生成 {tg:.1f} tok/s、プロンプト {pp:.0f} tok/s。</translation>
    </message>
    <message>
        <source>Nothing was measured.</source>
        <translation>何も測定されていません。</translation>
    </message>
    <message>
        <source>Unknown: no backend finished the comparison. {why}</source>
        <translation>不明：比較を完了したバックエンドがありません。{why}</translation>
    </message>
    <message>
        <source>{backend} is the fastest here. {figures}</source>
        <translation>この環境では {backend} が最速です。{figures}</translation>
    </message>
    <message>
        <source>Unknown: the kept backend measurements ({file}) cannot be read ({detail}); the file was probably edited by hand. Measure again on the Benchmark page, or delete the file.</source>
        <translation>不明：保存されたバックエンドの測定結果（{file}）を読み込めません（{detail}）。ファイルが手で編集された可能性があります。ベンチマークページで測定し直すか、ファイルを削除してください。</translation>
    </message>
</context>
</TS>
