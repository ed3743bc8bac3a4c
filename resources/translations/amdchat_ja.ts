<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ApiPanel</name>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="20"/>
        <source>Local API server</source>
        <translation>ローカル API サーバー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="27"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="29"/>
        <source>Copy the address for an OpenAI-compatible client</source>
        <translation>OpenAI 互換クライアント用のアドレスをコピー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="54"/>
        <source>Not serving: {problem}</source>
        <translation>停止中：{problem}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="60"/>
        <source>Open to the network: other computers can use the model with the API key.</source>
        <translation>ネットワークに公開中：他のコンピューターも API キーでこのモデルを使えます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="63"/>
        <source>No API request yet.</source>
        <translation>API リクエストはまだありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="70"/>
        <source>#{n} {endpoint}: waiting its turn</source>
        <translation>#{n} {endpoint}：順番待ち</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="73"/>
        <source>#{n} {endpoint}: failed: {error}</source>
        <translation>#{n} {endpoint}：失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="76"/>
        <source>#{n} {endpoint}: {tokens} tokens, {tps:.1f} tok/s</source>
        <translation>#{n} {endpoint}：{tokens} トークン、{tps:.1f} トークン/秒</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="80"/>
        <source>, first token {ms:.0f} ms</source>
        <translation>、最初のトークンまで {ms:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="82"/>
        <source> (cancelled)</source>
        <translation>（キャンセル）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="84"/>
        <source>{count} waiting</source>
        <translation>{count} 件待機中</translation>
    </message>
</context>
<context>
    <name>ApiServerController</name>
    <message>
        <location filename="../../amdchat/ui/api_server.py" line="145"/>
        <source>The API server&apos;s libraries could not be loaded ({error}). Reinstall amdchat.</source>
        <translation>API サーバーのライブラリを読み込めませんでした（{error}）。amdchat を再インストールしてください。</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="127"/>
        <source>Attach image…</source>
        <translation>画像を添付…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="129"/>
        <source>Show the model a PNG, JPEG or WebP image (or paste one, or drop it on the message box)</source>
        <translation>PNG、JPEG、WebP の画像をモデルに見せます（貼り付けや、メッセージ欄へのドロップでも添付できます）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="138"/>
        <source>Get its mmproj file</source>
        <translation>mmproj ファイルを入手</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="167"/>
        <source>Attach images</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="168"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="175"/>
        <source>At most {n} images go with one message.</source>
        <translation>1 つのメッセージに添付できる画像は {n} 枚までです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="190"/>
        <source>{name} is {size}; images of up to {limit} are accepted.</source>
        <translation>{name} は {size} です。受け付ける画像は {limit} までです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="196"/>
        <source>{name} cannot be read: {why}</source>
        <translation>{name} を読み込めません: {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="234"/>
        <source>{w} x {h} pixels. Click to remove it.</source>
        <translation>{w} x {h} ピクセル。クリックすると取り除きます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="252"/>
        <source>This model cannot see images, so the message waits: click the image to remove it, or download the model&apos;s mmproj file (its vision projector) into its folder and load the model again.</source>
        <translation>このモデルは画像を見られないため、メッセージは送信待ちです。画像をクリックして取り除くか、モデルの mmproj ファイル（ビジョンプロジェクター）をそのフォルダーにダウンロードし、モデルを読み込み直してください。</translation>
    </message>
    <message>
        <source>This model cannot see images: download its mmproj file (its vision projector) into the model&apos;s folder, then load the model again.</source>
        <translation type="vanished">このモデルは画像を見られません。mmproj ファイル（ビジョンプロジェクター）をモデルのフォルダーにダウンロードし、モデルを読み込み直してください。</translation>
    </message>
</context>
<context>
    <name>BackendOffer</name>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="110"/>
        <source>Faster backend</source>
        <translation>より速いバックエンド</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="111"/>
        <source>{gpu} runs both {backends}. Which is faster depends on the card and the model. Measure them with this model now (about 20 seconds)? &quot;Automatic&quot; then uses the faster one for models like it.</source>
        <translation>{gpu} では {backends} の両方が動きます。どちらが速いかはカードとモデルによって異なります。今このモデルで測定しますか（約 20 秒）？ 以後「自動」は、同様のモデルで速い方を使います。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="118"/>
        <source>Measure</source>
        <translation>測定する</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="120"/>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="121"/>
        <source>Don&apos;t ask again</source>
        <translation>今後確認しない</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="154"/>
        <source>Measuring {backends}…</source>
        <translation>{backends} を測定中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="155"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="171"/>
        <source>{backend}: loading the model…</source>
        <translation>{backend}：モデルを読み込み中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="174"/>
        <source>{backend}: measuring…</source>
        <translation>{backend}：測定中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="195"/>
        <source>The measurement could not be kept: {error}</source>
        <translation>測定結果を保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="206"/>
        <source>The backends could not be measured: {error}</source>
        <translation>バックエンドを測定できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="215"/>
        <source>&quot;Automatic&quot; uses {backend} for models like this one on this GPU. {why}</source>
        <translation>「自動」は、この GPU でこのようなモデルに {backend} を使います。{why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="225"/>
        <source>&quot;Automatic&quot; measurements: none yet.</source>
        <translation>「自動」用の測定：まだありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="226"/>
        <source>&quot;Automatic&quot; picks, measured here:</source>
        <translation>この PC で測定した「自動」の選択：</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="229"/>
        <source>{gpu}, {architecture}, {size}: {backend} (measured {date} with {model}). {why}</source>
        <translation>{gpu}、{architecture}、{size}：{backend}（{date} に {model} で測定）。{why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="233"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>BenchChart</name>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="93"/>
        <source>No results yet: run a benchmark.</source>
        <translation>結果はまだありません：ベンチマークを実行してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="117"/>
        <source>{backend}: {tps:.1f} t/s</source>
        <translation>{backend}：{tps:.1f} トークン/秒</translation>
    </message>
</context>
<context>
    <name>BenchmarkPage</name>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="96"/>
        <source>a .gguf file</source>
        <translation>.gguf ファイル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="97"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>This backend is not installed.</source>
        <translation type="vanished">このバックエンドはインストールされていません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="106"/>
        <source>Tokens already in the context before each test, comma-separated. Depths beyond the model&apos;s context are skipped.</source>
        <translation>各テストの前にコンテキストに入っているトークン数（カンマ区切り）。モデルのコンテキストを超える深さは飛ばします。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="112"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="113"/>
        <source>Backends</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="115"/>
        <source>Context depths</source>
        <translation>コンテキストの深さ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="118"/>
        <source>Prompt tokens</source>
        <translation>プロンプトトークン数</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="119"/>
        <source>The &quot;pp&quot; test (prompt processing): how fast a prompt of this many tokens is read, before the first word of a reply.</source>
        <translation>「pp」テスト（プロンプト処理）: この数のトークンのプロンプトを、返信の最初の語の前にどれだけ速く読み込むか。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="121"/>
        <source>Generated tokens</source>
        <translation>生成トークン数</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="122"/>
        <source>The &quot;tg&quot; test (text generation): how fast this many tokens of a reply are written.</source>
        <translation>「tg」テスト（テキスト生成）: 返信のこの数のトークンをどれだけ速く書き出すか。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="124"/>
        <source>Repetitions</source>
        <translation>繰り返し回数</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="125"/>
        <source>Each test is run this many times; the table shows the mean and the spread.</source>
        <translation>各テストをこの回数実行し、表には平均とばらつきを表示します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="134"/>
        <source>Run benchmark</source>
        <translation>ベンチマークを実行</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="137"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="148"/>
        <source>Measure for &quot;Automatic&quot;</source>
        <translation>「自動」用に測定</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="151"/>
        <source>Compares the ticked backends with this model at depth 0 and keeps the figures: &quot;Automatic&quot; then uses the faster one for models like it on this GPU.</source>
        <translation>チェックしたバックエンドをこのモデルで深さ 0 で比較し、結果を保存します。以後「自動」は、この GPU で同様のモデルに速い方を使います。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="164"/>
        <source>Past results</source>
        <translation>過去の結果</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="166"/>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="170"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="170"/>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="171"/>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>Starting… How long the run takes is estimated after its first measurement.</source>
        <translation type="vanished">開始しています… 所要時間は最初の計測の後に見積もります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="438"/>
        <source>Saved: {path}</source>
        <translation>保存しました: {path}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="443"/>
        <source>Copied: the results as a Markdown table.</source>
        <translation>コピーしました: 結果を Markdown の表として。</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="vanished">CSV をエクスポート…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="vanished">JSON をエクスポート…</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation type="vanished">Markdown をエクスポート…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="177"/>
        <source>Copy as Markdown</source>
        <translation>Markdown としてコピー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="234"/>
        <source>Model to benchmark</source>
        <translation>ベンチマークするモデル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="235"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF モデル (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="245"/>
        <source>Choose a model file to benchmark.</source>
        <translation>ベンチマークするモデルファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="253"/>
        <source>Context depths are numbers separated by commas, such as 0,4096.</source>
        <translation>コンテキストの深さは、0,4096 のようにカンマで区切った数値で指定します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="258"/>
        <source>Tick at least one backend.</source>
        <translation>バックエンドを 1 つ以上選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="278"/>
        <source>No GPU was found: there is nothing to choose for.</source>
        <translation>GPU が見つかりません：選択する対象がありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="281"/>
        <source>Tick two backends or more to compare them.</source>
        <translation>比較するには 2 つ以上のバックエンドにチェックを入れてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="299"/>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="300"/>
        <source>How long the run takes is estimated after its first measurement.</source>
        <translation>所要時間は最初の計測の後に見積もります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="308"/>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="331"/>
        <source>{backend}: loading the model…</source>
        <translation>{backend}：モデルを読み込み中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="335"/>
        <source>{backend}: {test} at depth {depth} done</source>
        <translation>{backend}：深さ {depth} の {test} が完了</translation>
    </message>
    <message>
        <source>(about {n} s left)</source>
        <translation type="vanished">（残り約 {n} 秒）</translation>
    </message>
    <message>
        <source>(about {n} min left)</source>
        <translation type="vanished">（残り約 {n} 分）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="348"/>
        <source>The results could not be saved: {error}</source>
        <translation>結果を保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="365"/>
        <source>The measurement could not be kept: {error}</source>
        <translation>測定結果を保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="368"/>
        <source>Cancelled: &quot;Automatic&quot; keeps its earlier choice.</source>
        <translation>キャンセルしました：「自動」は以前の選択のままです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="375"/>
        <source>The benchmark could not run: {error}</source>
        <translation>ベンチマークを実行できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="380"/>
        <source>Cancelled. The rows measured before are kept.</source>
        <translation>キャンセルしました。それまでに測定した行は残してあります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="382"/>
        <source>Done.</source>
        <translation>完了しました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="428"/>
        <source>Export the benchmark</source>
        <translation>ベンチマークをエクスポート</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="435"/>
        <source>The file could not be written: {error}</source>
        <translation>ファイルを書き込めませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../../amdchat/ui/models/model_card.py" line="32"/>
        <source>Pick a repository to read its model card.</source>
        <translation>リポジトリを選ぶと表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/model_card.py" line="37"/>
        <source>Loading the model card of {repo}…</source>
        <translation>{repo} のモデルカードを読み込み中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/model_card.py" line="47"/>
        <source>{repo} has no model card.</source>
        <translation>{repo} にはモデルカードがありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/model_card.py" line="51"/>
        <source>The model card could not be read: {error}</source>
        <translation>モデルカードを読み込めませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="119"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="135"/>
        <source>This message was not sent: your conversations are read-only ({path} is on a read-only disk, or its file or folder may not be written), so nothing new can be saved. Make them writable, then start amdchat again.</source>
        <translation>このメッセージは送信されませんでした。会話は読み取り専用です（{path} が読み取り専用のディスク上にあるか、そのファイルまたはフォルダーに書き込めません）。新しい内容を保存できません。書き込み可能にしてから amdchat を起動し直してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="144"/>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="162"/>
        <source>No model is loaded. Press Load at the top to load {name} again, or choose another model in the Model list.</source>
        <translation>モデルが読み込まれていません。上部の「読み込む」を押して {name} をもう一度読み込むか、モデル一覧から別のモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="370"/>
        <source>The reply could not be saved: the disk is full ({error}). It stays on screen, and amdchat saves it as soon as there is space: it tries again every few seconds and when you close the app. Free some space on the disk that holds {folder}.</source>
        <translation>返答を保存できませんでした。ディスクがいっぱいです（{error}）。返答は画面に残り、空きができ次第 amdchat が保存します（数秒ごとと、アプリを閉じるときに再試行します）。{folder} があるディスクの空き容量を増やしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="375"/>
        <source>The reply could not be saved ({error}). It stays on screen, and amdchat tries again every few seconds and when you close the app. Check the disk that holds {folder}.</source>
        <translation>返答を保存できませんでした（{error}）。返答は画面に残り、amdchat は数秒ごとと、アプリを閉じるときに保存を再試行します。{folder} があるディスクを確認してください。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="45"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="46"/>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="47"/>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="48"/>
        <source>Min-p</source>
        <translation>Min-p</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="49"/>
        <source>Repeat penalty</source>
        <translation>繰り返しペナルティ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="50"/>
        <source>Max reply tokens</source>
        <translation>最大応答トークン数</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="51"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="52"/>
        <source>Context length</source>
        <translation>コンテキスト長</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="103"/>
        <source>System prompt and preset…</source>
        <translation>システムプロンプトとプリセット…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="108"/>
        <source>Show or hide the list of conversations</source>
        <translation>会話の一覧を表示/非表示</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="120"/>
        <source>Show or hide the live panel</source>
        <translation>ライブパネルの表示／非表示</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="149"/>
        <source>Use the app&apos;s system prompt</source>
        <translation>アプリのシステムプロンプトを使う</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="153"/>
        <source>Save as preset…</source>
        <translation>プリセットとして保存…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="155"/>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="310"/>
        <source>Delete preset</source>
        <translation>プリセットを削除</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="174"/>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="175"/>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="189"/>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="214"/>
        <source>No system prompt</source>
        <translation>システムプロンプトなし</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="192"/>
        <source>App settings</source>
        <translation>アプリの設定</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="218"/>
        <source>System prompt: “{text}”</source>
        <translation>システムプロンプト：「{text}」</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="221"/>
        <source>Preset: {name} (changed)</source>
        <translation>プリセット：{name}（変更あり）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="222"/>
        <source>Preset: {name}</source>
        <translation>プリセット：{name}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="224"/>
        <source>Preset: this chat&apos;s own</source>
        <translation>プリセット：このチャット独自</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="226"/>
        <source>Preset: app settings</source>
        <translation>プリセット：アプリの設定</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="227"/>
        <source>temperature {t:g}, top-p {p:g}, up to {n} tokens, context {c}</source>
        <translation>温度 {t:g}、top-p {p:g}、最大 {n} トークン、コンテキスト {c}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="288"/>
        <source>Save preset</source>
        <translation>プリセットを保存</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="288"/>
        <source>Name of the preset (one of the same name is replaced):</source>
        <translation>プリセットの名前（同じ名前のものは置き換えられます）：</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="311"/>
        <source>Delete the preset “{name}”? Conversations that use it keep their values.</source>
        <translation>プリセット「{name}」を削除しますか？ このプリセットを使っている会話の値はそのまま残ります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="76"/>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="231"/>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="67"/>
        <source>Editing a sent message: Enter resends it and drops the replies after it. Esc cancels.</source>
        <translation>送信済みメッセージを編集中：Enter で再送信し、それ以降の応答は破棄されます。Esc で取り消します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="78"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="79"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation type="vanished">再生成</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="193"/>
        <source>Waiting: the local API server is answering a request…</source>
        <translation>待機中: ローカル API サーバーがリクエストに応答しています…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="195"/>
        <source>Waiting for the model to load…</source>
        <translation>モデルの読み込みを待っています…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="197"/>
        <source>Waiting for the engine to finish its current job…</source>
        <translation>エンジンが現在の処理を終えるのを待っています…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="205"/>
        <source>Delete message</source>
        <translation>メッセージを削除</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="206"/>
        <source>Delete this message from the conversation? This cannot be undone.</source>
        <translation>このメッセージを会話から削除しますか？ この操作は元に戻せません。</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../amdchat/ui/chat/message_input.py" line="131"/>
        <source>Send (Enter)</source>
        <translation>送信 (Enter)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_input.py" line="132"/>
        <source>Stop the reply (Esc)</source>
        <translation>応答を停止 (Esc)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_input.py" line="134"/>
        <source>Regenerate the last reply</source>
        <translation>最後の応答を再生成</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="85"/>
        <source>Search titles</source>
        <translation>タイトルを検索</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="97"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="99"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="101"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="150"/>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="157"/>
        <source>Rename chat</source>
        <translation>チャットの名前を変更</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="158"/>
        <source>Title:</source>
        <translation>タイトル：</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="173"/>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="181"/>
        <source>Delete chat</source>
        <translation>チャットを削除</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="174"/>
        <source>Delete the conversation “{title}” and all its messages? This cannot be undone.</source>
        <translation>会話「{title}」とそのすべてのメッセージを削除しますか？この操作は元に戻せません。</translation>
    </message>
</context>
<context>
    <name>DiagnosticsPage</name>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="74"/>
        <source>Is the GPU really used? Each line is one check; every warning or problem says how to fix it.</source>
        <translation>GPU は本当に使われているか？ 1 行が 1 つのチェックです。警告や問題には、それぞれ直し方が書かれています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="77"/>
        <source>Run the checks again</source>
        <translation>もう一度チェック</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="79"/>
        <source>Copy report</source>
        <translation>レポートをコピー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="81"/>
        <source>Plain text for a bug report or a forum post, without your home folder, user name, host name or token</source>
        <translation>バグ報告やフォーラムへの投稿に使えるプレーンテキスト（ホームフォルダー、ユーザー名、ホスト名、トークンは含みません）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="92"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="92"/>
        <source>Check</source>
        <translation>チェック項目</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="92"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="126"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="126"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="126"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="127"/>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="127"/>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="163"/>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="198"/>
        <source>Fix: {fix}</source>
        <translation>対処：{fix}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="223"/>
        <source>Problems: {problems} · warnings: {warnings}</source>
        <translation>問題: {problems} · 警告: {warnings}</translation>
    </message>
    <message>
        <source>{problems} problems, {warnings} warnings</source>
        <translation type="vanished">問題 {problems} 件、警告 {warnings} 件</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="250"/>
        <source>Report copied: paste it into a bug report or a forum post.</source>
        <translation>レポートをコピーしました。バグ報告やフォーラムの投稿に貼り付けてください。</translation>
    </message>
</context>
<context>
    <name>DownloadActions</name>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="30"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="31"/>
        <location filename="../../amdchat/ui/models/download_actions.py" line="56"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="32"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="33"/>
        <source>Load now</source>
        <translation>今すぐ読み込む</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="56"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
</context>
<context>
    <name>DownloadList</name>
    <message>
        <location filename="../../amdchat/ui/models/downloads.py" line="50"/>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/downloads.py" line="57"/>
        <source>Clear finished</source>
        <translation>完了分を消去</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/downloads.py" line="95"/>
        <source>{quant} of {repo} is downloaded: “Load now” in its row loads it.</source>
        <translation>{repo} の {quant} をダウンロードしました。その行の「今すぐ読み込む」で読み込めます。</translation>
    </message>
</context>
<context>
    <name>DropOffer</name>
    <message>
        <source>The computer at {hosts} stopped answering while the model ran on it ({why}), so the engine stopped. The reply so far is kept. Start its sharing again, or use a button below: load the model without it for now, or remove it from the list.</source>
        <translation type="vanished">モデルの実行中に {hosts} のコンピューターが応答しなくなったため({why})、エンジンが停止しました。ここまでの返答は保存されています。そのコンピューターで共有をもう一度始めるか、下のボタンを使ってください: 今回はそれなしでモデルを読み込むか、リストから削除します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="28"/>
        <source>The computer at {hosts} stopped answering while the model ran on it, so the engine stopped. {why} The reply so far is kept. Start its sharing again, or use a button below: load the model without it for now, or remove it from the list.</source>
        <translation>モデルの実行中に {hosts} のコンピューターが応答しなくなったため、エンジンが停止しました。{why}ここまでの返答は保存されています。そのコンピューターで共有をもう一度始めるか、下のボタンを使ってください: 今回はそれなしでモデルを読み込むか、リストから削除します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="50"/>
        <source>Remove it from the list</source>
        <translation>リストから削除</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="53"/>
        <source>Removes it from Settings &gt; Network&apos;s remote GPUs and loads the model without it.</source>
        <translation>「設定 &gt; ネットワーク」のリモート GPU の一覧から削除し、そのサーバーを使わずにモデルを読み込み直します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="81"/>
        <source>Load without {hosts}</source>
        <translation>{hosts} を使わずに読み込む</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="83"/>
        <source>Loads the model again on the devices that remain, for as long as the app runs; Settings &gt; Network keeps {hosts}, marked skipped, with a way to use it again.</source>
        <translation>残りのデバイスでモデルを読み込み直します（アプリを終了するまで有効）。「設定 &gt; ネットワーク」には {hosts} が「スキップ中」として残り、「もう一度使う」で再び使えます。</translation>
    </message>
</context>
<context>
    <name>GpuPanel</name>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="33"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="41"/>
        <source>No supported GPU found: no data. amdchat reads AMD GPUs through amdgpu (Linux) or performance counters (Windows).</source>
        <translation>対応する GPU が見つかりません：データなし。amdchat は AMD GPU の情報を amdgpu（Linux）またはパフォーマンスカウンター（Windows）から読み取ります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="53"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="60"/>
        <source>tok/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="61"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="62"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="65"/>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="69"/>
        <source>Load</source>
        <translation>使用率</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="70"/>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="71"/>
        <source>GTT</source>
        <translation>GTT</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="72"/>
        <source>Temp.</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="73"/>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="115"/>
        <source>The model runs on another computer ({host}): its GPU is there. The figures below are this computer&apos;s GPU; Tokens/s is the remote model&apos;s speed.</source>
        <translation>モデルは別のコンピューター ({host}) で動いています。その GPU はそちらにあります。下の数値はこのコンピューターの GPU のものです。トークン/秒はリモートのモデルの速度です。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="155"/>
        <location filename="../../amdchat/ui/gpu_panel.py" line="178"/>
        <source>no data</source>
        <translation>データなし</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="159"/>
        <source>0 % (asleep)</source>
        <translation>0 %（スリープ中）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="181"/>
        <source>{used} / {total} GiB</source>
        <translation>{used} / {total} GiB</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="36"/>
        <source>About amdchat</source>
        <translation>amdchat について</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="53"/>
        <source>This copy of amdchat was installed without its documentation; its README is in the source package.</source>
        <translation>この amdchat はドキュメントなしでインストールされています。README はソースパッケージにあります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="61"/>
        <source>The log folder {folder} cannot be made: {error}</source>
        <translation>ログフォルダー {folder} を作成できません: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="68"/>
        <source>Opened {place}</source>
        <translation>{place} を開きました</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="70"/>
        <source>No program here opens {place}; open it yourself.</source>
        <translation>{place} を開くプログラムがありません。手動で開いてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="80"/>
        <source>The diagnostics report was copied: paste it into a bug report or a forum post.</source>
        <translation>診断レポートをコピーしました。バグ報告やフォーラムの投稿に貼り付けてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="83"/>
        <source>Running the checks; the report is copied when they are done.</source>
        <translation>チェックを実行中です。終わるとレポートをコピーします。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="98"/>
        <source>Send it to {address}.</source>
        <translation>{address} に送ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="99"/>
        <source>Send it to the people you got amdchat from (their issue tracker, forum or e-mail).</source>
        <translation>amdchat の入手先（その課題トラッカー、フォーラム、メール）に送ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="101"/>
        <source>Report a problem</source>
        <translation>問題を報告</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="102"/>
        <source>The diagnostics report (your GPU, drivers, backends and their checks, without your user name, home folder or token) is copied to the clipboard once the checks are done.

Paste it into your report, with what you did, what you expected and what happened. {where}

The log files are in {logs}.</source>
        <translation>診断レポート（GPU、ドライバー、バックエンドとそのチェック結果。ユーザー名、ホームフォルダー、トークンは含みません）は、チェックが終わるとクリップボードにコピーされます。

行った操作、期待した結果、実際に起きたことと一緒に報告に貼り付けてください。{where}

ログファイルは {logs} にあります。</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="26"/>
        <source>Hugging Face</source>
        <translation>Hugging Face</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="39"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="65"/>
        <source>Searching…</source>
        <translation>検索中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="30"/>
        <source>Search Hugging Face for GGUF models</source>
        <translation>Hugging Face で GGUF モデルを検索</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="35"/>
        <source>Most downloaded</source>
        <translation>ダウンロード数順</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="36"/>
        <source>Most liked</source>
        <translation>いいね数順</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="36"/>
        <source>Recent</source>
        <translation>新着順</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="41"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="80"/>
        <source>Search cancelled.</source>
        <translation>検索をキャンセルしました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="97"/>
        <source>Repositories found: {n}</source>
        <translation>見つかったリポジトリ: {n}</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="44"/>
        <location filename="../../amdchat/ui/live_panel.py" line="122"/>
        <source>– tok/s</source>
        <translation>– トークン/秒</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="59"/>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="62"/>
        <source>Expected</source>
        <translation>上限の目安</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="67"/>
        <source>First token</source>
        <translation>最初のトークン</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="68"/>
        <source>Prompt</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="69"/>
        <source>Reply tokens</source>
        <translation>応答トークン</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="70"/>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="81"/>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="85"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="86"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="87"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="88"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="89"/>
        <source>Runs on</source>
        <translation>実行場所</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="111"/>
        <location filename="../../amdchat/ui/live_panel.py" line="133"/>
        <source>{tps:.1f} tok/s</source>
        <translation>{tps:.1f} トークン/秒</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="112"/>
        <location filename="../../amdchat/ui/live_panel.py" line="134"/>
        <source>{ms:.0f} ms</source>
        <translation>{ms:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="115"/>
        <location filename="../../amdchat/ui/live_panel.py" line="154"/>
        <source>{n} tokens</source>
        <translation>{n} トークン</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="142"/>
        <source>Counted from the chunks received: the server did not say how many tokens it generated.</source>
        <translation>受信したチャンクから数えました。サーバーは生成したトークン数を伝えていません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="145"/>
        <source>As the server counted them.</source>
        <translation>サーバーが数えた値です。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="158"/>
        <source>{tps:.0f} tok/s ({n} tokens)</source>
        <translation>{tps:.0f} トークン/秒（{n} トークン）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="161"/>
        <source>{n} tokens, all kept from the last reply: none to read</source>
        <translation>{n} トークン、すべて前回の返信から再利用: 読み込みなし</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="163"/>
        <source>{tps:.0f} tok/s for {new} new tokens ({reused} kept from the last reply)</source>
        <translation>新しい {new} トークンを {tps:.0f} トークン/秒（{reused} トークンは前回の返信から再利用）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="219"/>
        <source>CPU only: {device} is a Vulkan device that the CPU emulates, so the model runs at CPU speed (the CPU backend is faster). Choose the CPU backend in Settings, or a real GPU if this computer has one.</source>
        <translation>CPU のみ: {device} は CPU がエミュレートする Vulkan デバイスのため、モデルは CPU の速度で動きます（CPU バックエンドの方が高速です）。設定で CPU バックエンドを選ぶか、このコンピューターに GPU があればそれを選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="229"/>
        <source>this computer and others: {split}</source>
        <translation>このコンピューターと他のコンピューター：{split}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="231"/>
        <source>{devices} and this computer</source>
        <translation>{devices} とこのコンピューター</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="245"/>
        <source>remote server</source>
        <translation>リモートサーバー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="247"/>
        <source>another computer ({host}): its GPU and memory are not shown here</source>
        <translation>別のコンピューター ({host})。その GPU とメモリはここには表示されません</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="265"/>
        <source>The fastest generation this hardware allows for this model, set by memory bandwidth. Shown after a reply, when the bandwidth of the device the model runs on is known.</source>
        <translation>このハードウェアでこのモデルが出せる最大の生成速度（メモリ帯域で決まります）。応答の後、モデルが動いているデバイスの帯域がわかっている場合に表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="116"/>
        <location filename="../../amdchat/ui/live_panel.py" line="139"/>
        <source>{used} / {size} tokens</source>
        <translation>{used} / {size} トークン</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="177"/>
        <source>up to ~{limit:.0f} tok/s here ({percent:.0f} % reached)</source>
        <translation>この環境の上限 約 {limit:.0f} トークン/秒（{percent:.0f} % に到達）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="181"/>
        <source>small model: bound by per-token costs, not by memory bandwidth</source>
        <translation>小さなモデル：速度を決めるのはメモリ帯域ではなく、トークンごとの処理コストです</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="189"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="189"/>
        <source>starting engine…</source>
        <translation>エンジンを起動中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="190"/>
        <source>loading model…</source>
        <translation>モデルを読み込み中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="190"/>
        <source>ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="191"/>
        <source>generating</source>
        <translation>生成中</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="128"/>
        <location filename="../../amdchat/ui/live_panel.py" line="214"/>
        <source>0 / {size} tokens</source>
        <translation>0 / {size} トークン</translation>
    </message>
    <message>
        <source>CPU only: {device} is a Vulkan device that the CPU emulates, so the model runs at CPU speed (the CPU backend is faster). Pick a real GPU in Settings.</source>
        <translation type="vanished">CPU のみ：{device} は CPU がエミュレートしている Vulkan デバイスなので、モデルは CPU の速度で動作します（CPU バックエンドのほうが高速です）。設定で実際の GPU を選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="224"/>
        <source>CPU only: the {backend} backend found no usable GPU, so the model runs on the CPU and will be slow</source>
        <translation>CPU のみ：{backend} バックエンドが使える GPU を見つけられなかったため、モデルは CPU で動作し、遅くなります</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="90"/>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="238"/>
        <source>Planned: {plan}</source>
        <translation>計画：{plan}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="256"/>
        <source>CPU {size} (experts of {n} layers)</source>
        <translation>CPU {size}（{n} レイヤーのエキスパート）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="259"/>
        <source>{device} {size}</source>
        <translation>{device} {size}</translation>
    </message>
</context>
<context>
    <name>LocalLibrary</name>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="46"/>
        <source>On this computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="57"/>
        <source>Open in chat</source>
        <translation>チャットで開く</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="59"/>
        <source>Import .gguf…</source>
        <translation>.gguf をインポート…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="61"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="64"/>
        <source>Rescan</source>
        <translation>再スキャン</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="112"/>
        <location filename="../../amdchat/ui/models/library.py" line="118"/>
        <source>Import a GGUF model</source>
        <translation>GGUF モデルをインポート</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="114"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF モデル (*.gguf)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="119"/>
        <source>Copy the file into the models folder, or link to it where it is (no extra disk space; it must stay there)?</source>
        <translation>ファイルをモデルフォルダーにコピーしますか？それとも今の場所へのリンクにしますか？（リンクはディスク容量を使いませんが、ファイルをその場所に置いたままにする必要があります）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="122"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="123"/>
        <source>Link</source>
        <translation>リンク</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="132"/>
        <source>Importing {name}…</source>
        <translation>{name} をインポート中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="137"/>
        <source>Imported as {path}</source>
        <translation>{path} としてインポートしました</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="143"/>
        <source>Not imported: {error}</source>
        <translation>インポートできませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="155"/>
        <source>Delete model</source>
        <translation>モデルを削除</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="150"/>
        <source>{name} is loaded in the chat: unload it first (Unload, at the top), then delete it.</source>
        <translation>{name} はチャットで読み込まれています。先に解放してから（上部の「解放」）削除してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="156"/>
        <source>Delete {path} from the disk?</source>
        <translation>{path} をディスクから削除しますか？</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="69"/>
        <source>amdchat</source>
        <translation>amdchat</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="144"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="145"/>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="146"/>
        <source>Diagnostics</source>
        <translation>診断</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="147"/>
        <source>Benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="241"/>
        <source>Open a GGUF model</source>
        <translation>GGUF モデルを開く</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="242"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF モデル (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="416"/>
        <source>Settings saved.</source>
        <translation>設定を保存しました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="422"/>
        <source>Settings could not be saved: {error}</source>
        <translation>設定を保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="426"/>
        <source>The reply the full disk had refused is saved now.</source>
        <translation>ディスクがいっぱいで保存できなかった返答を、保存しました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="112"/>
        <source>This looks like a base model, not made for chat: its file has no chat template, so the {architecture} format is used and replies may ramble or go on with your text. For chatting, choose an instruct or chat version (names with &quot;it&quot;, &quot;Instruct&quot; or &quot;Chat&quot;).</source>
        <translation>これはチャット向けではないベースモデルのようです。ファイルにチャットテンプレートがないため {architecture} の形式を使いますが、返信がまとまらなかったり、入力の続きを書いたりすることがあります。チャットには instruct 版や chat 版（名前に「it」「Instruct」「Chat」を含むもの）を選んでください。</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../amdchat/ui/chat/message_actions.py" line="20"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_actions.py" line="21"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_actions.py" line="22"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_actions.py" line="24"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>MessageInput</name>
    <message>
        <location filename="../../amdchat/ui/chat/message_input.py" line="41"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>メッセージを入力。Enter で送信、Shift+Enter で改行。</translation>
    </message>
</context>
<context>
    <name>ModelLoader</name>
    <message>
        <source>{name} does not fit entirely in {gpu}&apos;s free memory at this context: {n} of {m} layers go to the GPU, the rest runs on the CPU (slower). A smaller quantization or context would fit better.</source>
        <translation type="vanished">このコンテキスト長では {name} は {gpu} の空きメモリに収まりきりません：{m} レイヤー中 {n} レイヤーを GPU に載せ、残りは CPU で動作します（遅くなります）。より小さい量子化かコンテキスト長にすると収まりやすくなります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_loading.py" line="71"/>
        <source>{name} cannot be opened: {error}</source>
        <translation>{name} を開けません：{error}</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="71"/>
        <source>Choose a model on this computer…</source>
        <translation>このコンピューターのモデルを選択…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="79"/>
        <source>loading %p %</source>
        <translation>読み込み中 %p %</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="82"/>
        <source>Model:</source>
        <translation>モデル：</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="126"/>
        <source>fit unknown</source>
        <translation>収まるか不明</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="141"/>
        <source>checking fit…</source>
        <translation>収まるか確認中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="142"/>
        <source>{name} — {quant}, {size}, {fit}</source>
        <translation>{name} — {quant}、{size}、{fit}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="146"/>
        <source>{entry} — opened from {folder}</source>
        <translation>{entry} — {folder} から開いたもの</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="162"/>
        <source>● {entry} (loaded)</source>
        <translation>● {entry}（読み込み済み）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="171"/>
        <source>● {entry} (remote)</source>
        <translation>● {entry} (リモート)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="174"/>
        <source>Remote server…</source>
        <translation>リモートサーバー…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="210"/>
        <source>{model} on {host}</source>
        <translation>{host} の {model}</translation>
    </message>
</context>
<context>
    <name>ModelToolbar</name>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="25"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="30"/>
        <source>Open model…</source>
        <translation>モデルを開く…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="34"/>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="48"/>
        <source>No model</source>
        <translation>モデルなし</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="52"/>
        <source>not loaded</source>
        <translation>未読み込み</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="56"/>
        <source>Unload</source>
        <translation>解放</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="56"/>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="50"/>
        <source>starting engine…</source>
        <translation>エンジンを起動中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="50"/>
        <source>loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="51"/>
        <source>loaded</source>
        <translation>読み込み済み</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="53"/>
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
        <location filename="../../amdchat/ui/models/page.py" line="62"/>
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
        <location filename="../../amdchat/ui/models/quant_table.py" line="96"/>
        <source>Quantizations</source>
        <translation>量子化</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="116"/>
        <source>Pick a repository to see its quantizations.</source>
        <translation>リポジトリを選ぶと、その量子化の一覧が表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="117"/>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="221"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="161"/>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="232"/>
        <source>Pick a quantization to download.</source>
        <translation>ダウンロードする量子化を選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="132"/>
        <source>Loading {repo}…</source>
        <translation>{repo} を読み込み中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="145"/>
        <source>{repo} · quantizations: {n}</source>
        <translation>{repo} · 量子化: {n}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="249"/>
        <source>{quant} of {repo} and its vision projector {mmproj} added to the downloads.</source>
        <translation>{repo} の {quant} とビジョンプロジェクター {mmproj} をダウンロードに追加しました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="253"/>
        <source>{quant} of {repo} added to the downloads.</source>
        <translation>{repo} の {quant} をダウンロードに追加しました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="149"/>
        <source>{repo} has no GGUF files.</source>
        <translation>{repo} には GGUF ファイルがありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="215"/>
        <source>The dry run failed: {why}</source>
        <translation>ドライランに失敗しました：{why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="238"/>
        <source>{quant} cannot be downloaded: {why}</source>
        <translation>{quant} はダウンロードできません：{why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="242"/>
        <source>{quant} of {repo} is already downloaded, as {path}: load it from “On this computer” below.</source>
        <translation>{repo} の {quant} はダウンロード済みです（{path}）。下の「このコンピューター」から読み込んでください。</translation>
    </message>
</context>
<context>
    <name>RemoteChat</name>
    <message>
        <location filename="../../amdchat/ui/remote_chat.py" line="59"/>
        <source>The key is used for this session only: this computer has no system keyring to keep it.</source>
        <translation>キーはこのセッションでのみ使われます。このコンピューターには保存先のシステムキーリングがありません。</translation>
    </message>
</context>
<context>
    <name>RemoteDevicesBox</name>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="38"/>
        <source>Remote devices</source>
        <translation>リモートデバイス</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="49"/>
        <source>About: per computer, one round trip of the link per token (llama.cpp waits for each computer&apos;s result once per token) plus the token&apos;s bytes at the fastest rate the link has shown, read from the system&apos;s TCP figures of the connection (Linux). The remote computer&apos;s own compute time is not in it.</source>
        <translation>概算値です。コンピューターごとに、トークンあたり回線の往復 1 回分（llama.cpp はトークンごとに各コンピューターの結果を 1 回待ちます）と、そのトークンのデータをこの回線でこれまでに観測された最速の転送速度で送る時間を足したものです。値は OS が持つその接続の TCP 統計（Linux）から読み取ります。リモートコンピューター自身の計算時間は含みません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="64"/>
        <source>{n} layers · {size} used there</source>
        <translation>{n} レイヤー · 使用メモリ {size}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="71"/>
        <source>Network: measured while a reply is written</source>
        <translation>ネットワーク：応答の生成中に測定します</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="82"/>
        <source>Network: {percent:.0f} % of each token (about {ms:.1f} ms of {token:.1f} ms)</source>
        <translation>ネットワーク：各トークンの時間の {percent:.0f}%（{token:.1f} ms 中 約 {ms:.1f} ms）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="91"/>
        <source>Network: not measured here (the system&apos;s TCP figures are read on Linux only)</source>
        <translation>ネットワーク：この環境では測定しません（OS の TCP 統計は Linux でのみ読み取ります）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="93"/>
        <source>Network: not measured (the connection to the remote computers was not found)</source>
        <translation>ネットワーク：測定できません（リモートコンピューターへの接続が見つかりませんでした）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="99"/>
        <source>round trip {rtt} ms · network: {percent:.0f} % of each token (about {ms:.1f} ms)</source>
        <translation>往復時間 {rtt} ms · ネットワーク：各トークンの時間の {percent:.0f}%（約 {ms:.1f} ms）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="104"/>
        <source>{bytes} per token both ways; fastest rate seen {rate}/s; smoothed round trip {srtt:.1f} ms (it includes the computer&apos;s replies)</source>
        <translation>トークンあたりの送受信量 {bytes}、観測された最速の転送速度 {rate}/s、平滑化した往復時間 {srtt:.1f} ms（そのコンピューターの応答時間を含みます）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="110"/>
        <source>network: not measured (its connection was not found)</source>
        <translation>ネットワーク：測定できません（接続が見つかりませんでした）</translation>
    </message>
</context>
<context>
    <name>RemoteDialog</name>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="48"/>
        <source>Chat with a model on another computer</source>
        <translation>別のコンピューターのモデルとチャット</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="60"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="61"/>
        <source>Keep the key in the system keyring</source>
        <translation>キーをシステムキーリングに保存する</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="71"/>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="77"/>
        <source>Press Check to list the server&apos;s models.</source>
        <translation>「確認」を押すとサーバーのモデルが一覧表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="80"/>
        <source>llama-server, vLLM, Ollama (…:11434/v1), LM Studio (…:1234/v1) or another amdchat (amdchat serve). The model runs on that computer; the chats are kept here.</source>
        <translation>llama-server、vLLM、Ollama (…:11434/v1)、LM Studio (…:1234/v1)、または別の amdchat (amdchat serve)。モデルはそのコンピューターで動き、チャットはここに保存されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="88"/>
        <source>Server URL</source>
        <translation>サーバー URL</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="89"/>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="91"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="94"/>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="122"/>
        <source>Asking {host} for its models…</source>
        <translation>{host} にモデルを問い合わせています…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="136"/>
        <source>{n} model(s) offered. Choose one and press Use.</source>
        <translation>{n} 個のモデルがあります。1 つ選んで「使用」を押してください。</translation>
    </message>
</context>
<context>
    <name>RemoteGpuList</name>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="77"/>
        <source>GPUs of other computers on which amdchat shares its GPU (&quot;Share this computer&apos;s GPU&quot; below, or amdchat share). A model loaded here then keeps some of its layers in their memory.</source>
        <translation>amdchat が GPU を共有している他のコンピューターの GPU です（下の「このコンピューターの GPU を共有する」または amdchat share）。ここで読み込んだモデルは、レイヤーの一部をそれらのメモリに置きます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="90"/>
        <source>host:port, for example 192.168.1.20:50052</source>
        <translation>ホスト:ポート（例：192.168.1.20:50052）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="91"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="92"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="93"/>
        <source>Use again</source>
        <translation>もう一度使う</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="95"/>
        <source>The selected server stopped answering and this run loads without it: use it again from the next load after you press OK.</source>
        <translation>選んだサーバーは応答しなくなったため、今回の実行ではそれなしで読み込んでいます。OK を押すと、次の読み込みからもう一度使います。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="124"/>
        <source>used again from the next load once you press OK</source>
        <translation>OK を押すと次の読み込みからもう一度使います</translation>
    </message>
    <message>
        <source>The selected server stopped answering and this run loads without it: use it again from the next load.</source>
        <translation type="vanished">選択したサーバーは応答しなくなったため、アプリを終了するまではそのサーバーを使わずに読み込みます。このボタンを押すと、次の読み込みから再び使います。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="127"/>
        <source>skipped: stopped answering at {time}</source>
        <translation>スキップ中：{time} に応答しなくなりました</translation>
    </message>
    <message>
        <source>not checked since the last start</source>
        <translation type="vanished">前回の起動以降は未確認</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="186"/>
        <source>Checking {endpoint}…</source>
        <translation>{endpoint} を確認しています…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="182"/>
        <source>Automatic ({count})</source>
        <translation>自動（{count}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="57"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="79"/>
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
        <location filename="../../amdchat/ui/settings_dialog.py" line="86"/>
        <source>Benchmark the backends…</source>
        <translation>バックエンドのベンチマーク…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="89"/>
        <source>Opens the Benchmark page: each installed backend&apos;s prompt and generation speed on a model, measured the way llama-bench does.</source>
        <translation>「ベンチマーク」ページを開きます。インストール済みの各バックエンドについて、モデルのプロンプト処理と生成の速度を llama-bench と同じ方法で測定します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="107"/>
        <source>amdchat follows the system&apos;s colours and language.</source>
        <translation>amdchat はシステムの配色と言語に従います。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="98"/>
        <source>Automatic (a GPU if one works, else CPU)</source>
        <translation>自動（使える GPU があれば GPU、なければ CPU）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="99"/>
        <source>Vulkan</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="100"/>
        <source>ROCm (HIP)</source>
        <translation>ROCm (HIP)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="100"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="103"/>
        <source>{backend} (not installed)</source>
        <translation>{backend}（未インストール）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="113"/>
        <source>Backends not installed here are greyed out; hover one to see how to add it.</source>
        <translation>このマシンにインストールされていないバックエンドはグレー表示です。マウスを重ねると追加方法が表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="121"/>
        <source>Automatic (the backend&apos;s choice)</source>
        <translation>自動（バックエンドに任せる）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="125"/>
        <source>GPU {index} (not found now)</source>
        <translation>GPU {index}（現在は見つかりません）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="130"/>
        <source>No GPU was found on this computer; the backend chooses (the CPU, or a Vulkan device it finds).</source>
        <translation>このコンピューターで GPU が見つかりませんでした。バックエンドが選びます（CPU、または見つかった Vulkan デバイス）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="134"/>
        <source>Which GPU the model runs on, when there are several.</source>
        <translation>GPU が複数あるときに、モデルを動かす GPU。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="156"/>
        <source>As the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="157"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="157"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="143"/>
        <source>The system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="147"/>
        <source>The app shows its texts in this language from its next start.</source>
        <translation>次回の起動から、アプリの表示がこの言語になります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="146"/>
        <source>Other programs (editor assistants, Open WebUI, scripts using the openai package) can use the loaded model at http://127.0.0.1:&lt;port&gt;/v1, in turn with the chat. The live panel shows the address and each request.</source>
        <translation>他のプログラム（エディターのアシスタント、Open WebUI、openai パッケージを使うスクリプトなど）から、読み込んだモデルを http://127.0.0.1:&lt;port&gt;/v1 で、チャットと順番に使えます。アドレスと各リクエストはライブパネルに表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="164"/>
        <source>Warning: on the network, other computers could use the model. The server does not start without an API key: set one.</source>
        <translation>警告：ネットワークに公開すると、他のコンピューターからモデルを使えるようになります。API キーがないとサーバーは起動しません。キーを設定してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="168"/>
        <source>Warning: other computers on the network can use the model with the API key.</source>
        <translation>警告：ネットワーク上の他のコンピューターが、API キーを使ってこのモデルを使えます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="195"/>
        <source>Backend speeds: not measured on this machine yet.</source>
        <translation>バックエンドの速度：このマシンではまだ測定していません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="197"/>
        <source>Measured here with {model} on {date}:</source>
        <translation>{date} に {model} でこのマシンで測定：</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="202"/>
        <source>{backend}: failed ({error})</source>
        <translation>{backend}：失敗（{error}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="205"/>
        <source>{backend}: {tps:.1f} tok/s generation, runs on {runs_on} ({device})</source>
        <translation>{backend}：生成 {tps:.1f} トークン/秒、実行場所 {runs_on}（{device}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="209"/>
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
        <location filename="../../amdchat/ui/settings_dialog.py" line="226"/>
        <source>The settings were not saved: {error}</source>
        <translation>設定は保存されませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="159"/>
        <source>Automatic (as much as fits)</source>
        <translation>自動（収まるだけ）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="160"/>
        <source>Everything</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="161"/>
        <source>A number of layers</source>
        <translation>指定した数のレイヤー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="162"/>
        <source>Experts of some layers in RAM</source>
        <translation>一部のレイヤーのエキスパートを RAM に</translation>
    </message>
</context>
<context>
    <name>SparkChart</name>
    <message>
        <location filename="../../amdchat/ui/charts.py" line="88"/>
        <source>{s} s ago</source>
        <translation>{s} 秒前</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/charts.py" line="90"/>
        <source>now</source>
        <translation>現在</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="82"/>
        <location filename="../../amdchat/ui/chat/start_page.py" line="171"/>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="83"/>
        <source>Download and load</source>
        <translation>ダウンロードして読み込む</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="103"/>
        <source>Chat with a language model on this computer</source>
        <translation>このコンピューターで言語モデルとチャット</translation>
    </message>
    <message>
        <source>Nothing leaves this computer: the model runs here, on your GPU when it fits. Start with one of these:</source>
        <translation type="vanished">データがこのコンピューターの外に出ることはありません。モデルはここで、収まるなら GPU で動作します。まずはこの中から選んでください：</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="92"/>
        <source>Your conversations stay on this computer: the model runs here, on your GPU when it fits. Start with one of these:</source>
        <translation>会話はこのコンピューターの外に出ません。モデルはここで、収まる場合は GPU で動きます。まずは次のどれかから始めましょう:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="95"/>
        <source>Download a model that fits your GPU</source>
        <translation>GPU に収まるモデルをダウンロード</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="97"/>
        <source>Your conversations stay on this computer: the model runs here, on the processor and its memory (no GPU was found). Start with one of these:</source>
        <translation>会話はこのコンピューターに残ります。モデルはここで、プロセッサーとそのメモリで動きます（GPU は見つかりませんでした）。まずは次のいずれかから：</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="100"/>
        <source>Download a model that fits this computer</source>
        <translation>このコンピューターに合うモデルをダウンロード</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="128"/>
        <source>Check again</source>
        <translation>もう一度確認</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="133"/>
        <source>Open a .gguf file…</source>
        <translation>.gguf ファイルを開く…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="136"/>
        <source>Or drop a .gguf file anywhere on this window. Models already on this computer are in the list at the top.</source>
        <translation>または .gguf ファイルをこのウィンドウのどこかにドロップしてください。このコンピューターにあるモデルは上部の一覧にあります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="194"/>
        <source>{quant}, {size}: {verdict}</source>
        <translation>{quant}、{size}：{verdict}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="204"/>
        <source>not checked</source>
        <translation>未確認</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="209"/>
        <source>Cannot reach huggingface.co: no network? Check the connection, then Check again.</source>
        <translation>huggingface.co に接続できません。ネットワークがありませんか? 接続を確認してから「再確認」を押してください。</translation>
    </message>
    <message>
        <source>The Hugging Face Hub cannot be reached: {why}. Check the connection, then Check again.</source>
        <translation type="vanished">Hugging Face Hub に接続できません: {why}。接続を確認してから「もう一度確認」を押してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="216"/>
        <source>cannot be checked now: {why}</source>
        <translation>今は確認できません：{why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="227"/>
        <source>cannot be downloaded: {why}</source>
        <translation>ダウンロードできません：{why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="231"/>
        <source>already downloaded: loading…</source>
        <translation>ダウンロード済み：読み込み中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="237"/>
        <source>downloading…</source>
        <translation>ダウンロード中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="248"/>
        <source>downloaded: loading…</source>
        <translation>ダウンロード完了：読み込み中…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="252"/>
        <source>the download failed: {error}</source>
        <translation>ダウンロードに失敗しました：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="253"/>
        <source>download cancelled</source>
        <translation>ダウンロードはキャンセルされました</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="257"/>
        <source>paused: resume it on the Models page</source>
        <translation>一時停止中：「モデル」ページで再開できます</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="261"/>
        <source>downloading… {percent} %</source>
        <translation>ダウンロード中… {percent} %</translation>
    </message>
</context>
<context>
    <name>StatusFeedback</name>
    <message>
        <location filename="../../amdchat/ui/feedback.py" line="32"/>
        <source>Copied to the clipboard.</source>
        <translation>クリップボードにコピーしました。</translation>
    </message>
</context>
<context>
    <name>ThinkSwitch</name>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="18"/>
        <source>Think: on</source>
        <translation>思考: オン</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="19"/>
        <source>Think: off</source>
        <translation>思考: オフ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="21"/>
        <source>Reasoning: model&apos;s default</source>
        <translation>推論: モデルの既定</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="22"/>
        <source>Reasoning: low</source>
        <translation>推論: 低</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="23"/>
        <source>Reasoning: medium</source>
        <translation>推論: 中</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="24"/>
        <source>Reasoning: high</source>
        <translation>推論: 高</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="35"/>
        <source>How much this model thinks before it answers, in this chat (its chat template&apos;s own switch).</source>
        <translation>このチャットで、モデルが回答の前にどれだけ考えるか（チャットテンプレート自身の切り替え）。</translation>
    </message>
</context>
<context>
    <name>ThoughtBlock</name>
    <message>
        <location filename="../../amdchat/ui/chat/thought_block.py" line="60"/>
        <source>Thinking...</source>
        <translation>考え中...</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/thought_block.py" line="62"/>
        <source>Thoughts</source>
        <translation>思考</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/thought_block.py" line="64"/>
        <source>Thought for {seconds} s</source>
        <translation>{seconds} 秒考えました</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/thought_block.py" line="67"/>
        <source>{n} tokens</source>
        <translation>{n} トークン</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="82"/>
        <source>A new conversation: type a message below and press Enter. The reply appears here as the model writes it.</source>
        <translation>新しい会話です。下にメッセージを入力して Enter を押してください。モデルが書いた応答がここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="267"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="315"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="315"/>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="316"/>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="84"/>
        <source>[stopped: you opened another chat]</source>
        <translation>[停止：別のチャットが開かれました]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="85"/>
        <source>[stopped: the model was unloaded]</source>
        <translation>[停止：モデルが解放されました]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="86"/>
        <source>[stopped: the app was closed]</source>
        <translation>[停止：アプリが終了しました]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="88"/>
        <source>[stopped by you]</source>
        <translation>[ユーザーが停止]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="90"/>
        <source>[interrupted: the engine stopped; partial reply kept]</source>
        <translation>[中断：エンジンが停止しました。途中までの応答は残してあります]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="93"/>
        <source>[failed: {reason}]</source>
        <translation>[失敗：{reason}]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="94"/>
        <source>no reply</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="100"/>
        <source>[stopped: the reply reached its length limit (max tokens)]</source>
        <translation>[停止：応答が長さの上限（最大トークン数）に達しました]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="111"/>
        <source>{tps:.1f} tok/s · {n} tokens · first token {ttft:.0f} ms · {where}</source>
        <translation>{tps:.1f} トークン/秒 · {n} トークン · 最初のトークン {ttft:.0f} ms · {where}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript_actions.py" line="88"/>
        <source>Copy message</source>
        <translation>メッセージをコピー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript_actions.py" line="91"/>
        <source>Edit and resend</source>
        <translation>編集して再送信</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript_actions.py" line="94"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript_actions.py" line="96"/>
        <source>Delete message</source>
        <translation>メッセージを削除</translation>
    </message>
</context>
<context>
    <name>UnsavedPrompt</name>
    <message>
        <location filename="../../amdchat/ui/chat/unsaved_prompt.py" line="26"/>
        <source>Replies not saved: {count}. The disk that holds {folder} is full or failing. Free some space, then press Retry. Closing now loses what is not saved.</source>
        <translation>保存されていない返答: {count} 件。{folder} があるディスクがいっぱいか、故障しています。空き容量を増やしてから「再試行」を押してください。今閉じると、保存されていない内容は失われます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/unsaved_prompt.py" line="30"/>
        <source>Replies not saved</source>
        <translation>保存されていない返答</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/unsaved_prompt.py" line="36"/>
        <source>Close and lose them</source>
        <translation>閉じて破棄する</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <location filename="../../amdchat/ui/about.py" line="59"/>
        <source>built {date}</source>
        <translation>{date} ビルド</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="60"/>
        <source>in {folder}</source>
        <translation>場所 {folder}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="79"/>
        <source>Settings &gt; Backend asks for {kind}</source>
        <translation>「設定 &gt; バックエンド」で {kind} を指定</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="81"/>
        <source>Automatic: it measured fastest for models like this one on this GPU (Benchmark)</source>
        <translation>自動：この GPU でこのようなモデルを計測した結果、最も速かったもの（ベンチマーク）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="84"/>
        <source>Automatic: the GPU backend found no usable GPU, so the CPU one runs</source>
        <translation>自動：GPU バックエンドが使える GPU を見つけられなかったため、CPU バックエンドを使用</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="87"/>
        <source>Automatic: the first one installed of Vulkan, ROCm, then the CPU</source>
        <translation>自動：Vulkan、ROCm、CPU の順で、最初にインストールされているもの</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="90"/>
        <source>; of the CPU backends, the one with a library for each x86 level</source>
        <translation>。CPU バックエンドの中では、x86 の各レベル用のライブラリを持つもの</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="98"/>
        <source>The chat uses a model on another computer ({remote}): no backend of this one runs it.</source>
        <translation>チャットは別のコンピューターのモデル（{remote}）を使っています。このコンピューターのバックエンドはどれも動作していません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="101"/>
        <source>In use now: {kind} in {folder} ({why}).</source>
        <translation>現在使用中：{folder} の {kind}（{why}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="107"/>
        <source>No model is loaded, and no backend fits the setting &quot;{wanted}&quot;: see Diagnostics.</source>
        <translation>モデルは読み込まれておらず、設定「{wanted}」に合うバックエンドもありません。「診断」を参照してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="109"/>
        <source>No model is loaded; the next load uses {kind} in {folder} ({why}).</source>
        <translation>モデルは読み込まれていません。次の読み込みでは {folder} の {kind} を使います（{why}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="117"/>
        <source>amdchat {version}: chat with local GGUF models on AMD GPUs (Vulkan, ROCm or the CPU).</source>
        <translation>amdchat {version}: AMD GPU（Vulkan、ROCm、または CPU）でローカルの GGUF モデルとチャット。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="120"/>
        <source>Backends:</source>
        <translation>バックエンド:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="123"/>
        <source>none found: the app cannot load models (see Diagnostics).</source>
        <translation>見つかりません: モデルを読み込めません（診断を参照）。</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../amdchat/ui/app.py" line="62"/>
        <source>amdchat cannot start</source>
        <translation>amdchat を起動できません</translation>
    </message>
</context>
<context>
    <name>backend_choice</name>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="25"/>
        <source>up to 1 GiB</source>
        <translation>1 GiB 以下</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="26"/>
        <source>1-4 GiB</source>
        <translation>1〜4 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="27"/>
        <source>4-10 GiB</source>
        <translation>4〜10 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="28"/>
        <source>10-24 GiB</source>
        <translation>10〜24 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="29"/>
        <source>24-64 GiB</source>
        <translation>24〜64 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="30"/>
        <source>over 64 GiB</source>
        <translation>64 GiB 超</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="83"/>
        <source>{backend} did not finish ({detail}).</source>
        <translation>{backend} は完了しませんでした（{detail}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="87"/>
        <source>{backend} ran on the CPU, not the GPU.</source>
        <translation>{backend} は GPU ではなく CPU で動作しました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="90"/>
        <source>{backend} measured no generation speed.</source>
        <translation>{backend} では生成速度を測定できませんでした。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="99"/>
        <source>{backend}: {tg:.1f} tok/s generating, {pp:.0f} tok/s prompt.</source>
        <translation>{backend}：生成 {tg:.1f} トークン/秒、プロンプト {pp:.0f} トークン/秒。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="111"/>
        <source>Nothing was measured.</source>
        <translation>何も測定されていません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="135"/>
        <source>Unknown: no backend finished the comparison. {why}</source>
        <translation>不明：比較を完了したバックエンドがありません。{why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="140"/>
        <source>{backend} is the fastest here. {figures}</source>
        <translation>この環境では {backend} が最速です。{figures}</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured_store.py" line="106"/>
        <source>Unknown: the kept backend measurements ({file}) cannot be read ({detail}); the file was probably edited by hand. Measure again on the Benchmark page, or delete the file.</source>
        <translation>不明：保存されたバックエンドの測定結果（{file}）を読み込めません（{detail}）。ファイルが手で編集された可能性があります。ベンチマークページで測定し直すか、ファイルを削除してください。</translation>
    </message>
</context>
<context>
    <name>backends</name>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="265"/>
        <source>The model was loaded on {device} (PCI {got}), not on the GPU chosen in Settings (PCI {wanted}): the backend numbers its GPUs in another order and amdchat could not match them. Choose the GPU again in Settings &gt; GPU, or report this with the diagnostics.</source>
        <translation>モデルは設定で選んだ GPU（PCI {wanted}）ではなく、{device}（PCI {got}）に読み込まれました。バックエンドが GPU を別の順番で数えており、amdchat は両者を対応付けられませんでした。「設定 &gt; GPU」で GPU を選び直すか、診断情報を添えて報告してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="153"/>
        <source>The rocm backend is not installed, and the installed app cannot compile one: on a system with AMD&apos;s ROCm {minimum} or newer (Debian 13&apos;s own ROCm 5.7 packages are too old for this llama.cpp), build it from a source checkout of amdchat (./setup.sh, then &apos;.venv/bin/amdchat backends build rocm --dest {folder}&apos;); the app finds it there at its next start.</source>
        <translation>rocm バックエンドがインストールされていません。インストール版のアプリではビルドできません。AMD の ROCm {minimum} 以降がある環境で（Debian 13 付属の ROCm 5.7 はこの llama.cpp には古すぎます）、amdchat のソースから（./setup.sh の後に &apos;.venv/bin/amdchat backends build rocm --dest {folder}&apos;）ビルドしてください。次回起動時にアプリがそこから見つけます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="160"/>
        <source>The {kind} backend is not installed, and the installed app cannot compile one: build it from a source checkout of amdchat (./setup.sh, then &apos;.venv/bin/amdchat backends build {kind} --dest {folder}&apos;); the app finds it there at its next start.</source>
        <translation>{kind} バックエンドがインストールされていません。インストール版のアプリではビルドできません。amdchat のソースから（./setup.sh の後に &apos;.venv/bin/amdchat backends build {kind} --dest {folder}&apos;）ビルドしてください。次回起動時にアプリがそこから見つけます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="166"/>
        <source>The rocm backend is not installed: build it with &apos;amdchat backends build rocm&apos; on a system with AMD&apos;s ROCm {minimum} or newer (Debian 13&apos;s own ROCm 5.7 packages are too old for this llama.cpp), or put a rocm backend folder under {folder}.</source>
        <translation>rocm バックエンドがインストールされていません。AMD の ROCm {minimum} 以降がある環境で &apos;amdchat backends build rocm&apos; を実行してビルドするか（Debian 13 付属の ROCm 5.7 はこの llama.cpp には古すぎます）、{folder} に rocm バックエンドのフォルダーを置いてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="172"/>
        <source>The {kind} backend is not installed: build it with &apos;amdchat backends build {kind}&apos;, or put a {kind} backend folder under {folder}.</source>
        <translation>{kind} バックエンドはインストールされていません：「amdchat backends build {kind}」でビルドするか、{kind} バックエンドのフォルダーを {folder} の下に置いてください。</translation>
    </message>
</context>
<context>
    <name>bench_chart</name>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="29"/>
        <source>pp{n}: prompt processing, reading a prompt of {n} tokens</source>
        <translation>pp{n}: プロンプト処理、{n} トークンのプロンプトの読み込み</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="31"/>
        <source>tg{n}: text generation, writing {n} tokens of a reply</source>
        <translation>tg{n}: テキスト生成、返信の {n} トークンの書き出し</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="34"/>
        <source>, with {depth} tokens already in the context</source>
        <translation>、コンテキストに既に {depth} トークンがある状態</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="45"/>
        <source>@ N: N tokens already in the context. t/s: tokens per second.</source>
        <translation>@ N: コンテキストに既に N トークンがある状態。トークン/秒: 1 秒あたりのトークン数。</translation>
    </message>
</context>
<context>
    <name>benchmark</name>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="26"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="27"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="29"/>
        <source>Runs on</source>
        <translation>実行場所</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="30"/>
        <source>Layers on GPU</source>
        <translation>GPU のレイヤー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="31"/>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="32"/>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="33"/>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="34"/>
        <source>± s.d.</source>
        <translation>± 標準偏差</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="35"/>
        <source>Of limit</source>
        <translation>上限比</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="37"/>
        <source>Driver</source>
        <translation>ドライバー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="36"/>
        <source>This backend is not installed.</source>
        <translation>このバックエンドはインストールされていません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="38"/>
        <source>No GPU was found: ROCm runs only on an AMD GPU.</source>
        <translation>GPU が見つかりません：ROCm は AMD GPU でのみ動作します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="40"/>
        <source>No GPU was found: Vulkan would run on a CPU emulation (lavapipe), slower than the CPU backend. Tick it to measure that anyway.</source>
        <translation>GPU が見つかりません：Vulkan は CPU によるエミュレーション（lavapipe）で動作するため、CPU バックエンドより遅くなります。それでも計測するには Vulkan にチェックを入れてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="112"/>
        <source>about {n} s</source>
        <translation>約 {n} 秒</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="114"/>
        <source>about {n} min</source>
        <translation>約 {n} 分</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="115"/>
        <source>Estimate: {took}, from the model&apos;s size and this machine&apos;s memory speed and cores (rough; the measured time left follows the first measurement).</source>
        <translation>見積もり：{took}（モデルのサイズと、このマシンのメモリ速度とコア数からの大まかな値です。最初の計測の後は計測に基づく残り時間を表示します）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="126"/>
        <source>(about {n} s left)</source>
        <translation>（残り約 {n} 秒）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="127"/>
        <source>(about {n} min left)</source>
        <translation>（残り約 {n} 分）</translation>
    </message>
</context>
<context>
    <name>diagnostics</name>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="53"/>
        <source>{n} CPU threads, one per physical performance core.</source>
        <translation>CPU スレッド数 {n}（物理パフォーマンスコア 1 つにつき 1 つ）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="49"/>
        <source>{n} CPU threads, one per physical performance core; a measurement at load confirmed it ({at_rule:.1f} tok/s, {fewer:.1f} with one fewer).</source>
        <translation>CPU スレッド数 {n}（物理パフォーマンスコア 1 つにつき 1 つ）。読み込み時の計測でも確かめました（{at_rule:.1f} トークン/秒、1 つ少ないと {fewer:.1f}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="45"/>
        <source>{n} CPU threads: this CPU has {rule} physical performance cores, but one thread fewer measured faster at load ({fewer:.1f} against {at_rule:.1f} tok/s): another program keeps a core busy.</source>
        <translation>CPU スレッド数 {n}。この CPU の物理パフォーマンスコアは {rule} 個ですが、読み込み時の計測で 1 つ少ない方が速かったためです（{fewer:.1f} 対 {at_rule:.1f} トークン/秒）。別のプログラムがコアを使い続けています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="43"/>
        <source>{n} CPU threads, as set in Settings &gt; Performance.</source>
        <translation>CPU スレッド数 {n}（設定 &gt; パフォーマンス で指定した値）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="34"/>
        <source>The CPU code runs as {variant}: the best variant for this CPU.</source>
        <translation>CPU の処理は {variant} で動いています。この CPU に最適なバリアントです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="30"/>
        <source>The CPU code runs as {variant}: the best variant that passed its check on this CPU. Left out after a failed check: {left_out}.</source>
        <translation>CPU の処理は {variant} で動いています。この CPU で確認に通ったうち最良のバリアントです。確認に失敗して外したもの: {left_out}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="26"/>
        <source>Rebuild the backend (&apos;amdchat backends build cpu&apos;) and run the checks again.</source>
        <translation>バックエンドを作り直して（&apos;amdchat backends build cpu&apos;）、もう一度チェックしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="24"/>
        <source>No CPU variant library of this backend runs on this CPU ({left_out}).</source>
        <translation>このバックエンドの CPU バリアントのライブラリは、どれもこの CPU で動きません（{left_out}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="35"/>
        <source>No backend is installed: no model can run.</source>
        <translation>バックエンドがインストールされていません：モデルを実行できません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="36"/>
        <source>Reinstall amdchat (pip install amdchat), or build one: amdchat backends build vulkan.</source>
        <translation>amdchat を再インストールする（pip install amdchat）か、バックエンドをビルドしてください：amdchat backends build vulkan</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="44"/>
        <source>the llama-cpp-python wheel&apos;s own build</source>
        <translation>llama-cpp-python の wheel 標準のビルド</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="45"/>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="47"/>
        <source>llama-cpp-python {version}, build flags: {flags}{targets}; in {folder}</source>
        <translation>llama-cpp-python {version}、ビルドフラグ：{flags}{targets}、場所：{folder}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="86"/>
        <source>The {kind} backend sees: {devices}.</source>
        <translation>{kind} バックエンドから見えるデバイス：{devices}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="89"/>
        <source>The only {kind} device is a CPU posing as a GPU ({devices}): models would run on the CPU, slowly.</source>
        <translation>{kind} デバイスは GPU を装った CPU だけです（{devices}）：モデルは CPU で、遅く動作します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="91"/>
        <source>Install the AMD Vulkan driver RADV (sudo apt install mesa-vulkan-drivers) and check the Permissions lines.</source>
        <translation>AMD の Vulkan ドライバー RADV をインストールし（sudo apt install mesa-vulkan-drivers）、「権限」の行を確認してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="95"/>
        <source>The {kind} backend sees no GPU (only the CPU), as expected: this machine has no AMD GPU.</source>
        <translation>{kind} バックエンドには GPU が見えません（CPU のみ）。このコンピューターには AMD GPU がないので想定どおりです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="97"/>
        <source>Models run on the CPU backend.</source>
        <translation>モデルは CPU バックエンドで動きます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="99"/>
        <source>The {kind} backend sees no GPU (only the CPU).</source>
        <translation>{kind} バックエンドから GPU が見えません（CPU のみ）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="100"/>
        <source>See the driver and permission lines; meanwhile models run on the CPU backend.</source>
        <translation>ドライバーと権限の行を確認してください。それまでモデルは CPU バックエンドで動作します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="135"/>
        <source>No GPU backend installed, so no GPU devices to list.</source>
        <translation>GPU バックエンドがインストールされていないため、表示する GPU デバイスはありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="144"/>
        <source>The {kind} backend&apos;s worker did not start: {error}</source>
        <translation>{kind} バックエンドのワーカーが起動しませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="51"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="52"/>
        <source>amdgpu driver</source>
        <translation>amdgpu ドライバー</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="53"/>
        <source>ROCm runtime</source>
        <translation>ROCm ランタイム</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="54"/>
        <source>ROCm backend</source>
        <translation>ROCm バックエンド</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="55"/>
        <source>Vulkan loader</source>
        <translation>Vulkan ローダー</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="56"/>
        <source>Vulkan drivers</source>
        <translation>Vulkan ドライバー</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="57"/>
        <source>worker devices</source>
        <translation>ワーカーのデバイス</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="58"/>
        <source>backends</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="59"/>
        <source>where the model runs</source>
        <translation>モデルの実行場所</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="60"/>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="64"/>
        <source>{kind} backend</source>
        <translation>{kind} バックエンド</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="65"/>
        <source>{kind} worker devices</source>
        <translation>{kind} ワーカーのデバイス</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="66"/>
        <source>{gpu}: ROCm build</source>
        <translation>{gpu}: ROCm ビルド</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="141"/>
        <source>This check could not run: {reason}</source>
        <translation>このチェックを実行できませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="12"/>
        <source>ROCm (HIP) sees only the GPUs numbered {value}; amdchat replaces it when a GPU is chosen in Settings.</source>
        <translation>ROCm（HIP）には番号 {value} の GPU だけが見えます。設定で GPU を選ぶと、amdchat がこの値を置き換えます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="15"/>
        <source>The ROCm runtime sees only the GPUs {value}, before HIP_VISIBLE_DEVICES applies; amdchat leaves it as it is.</source>
        <translation>ROCm ランタイムには、HIP_VISIBLE_DEVICES が適用される前の段階で GPU {value} だけが見えます。amdchat はこの値を変更しません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="18"/>
        <source>llama.cpp&apos;s Vulkan backend uses only the Vulkan devices numbered {value} (CPU-type devices included); amdchat replaces it when a GPU is chosen in Settings.</source>
        <translation>llama.cpp の Vulkan バックエンドは番号 {value} の Vulkan デバイス（CPU タイプのデバイスも含む）だけを使います。設定で GPU を選ぶと、amdchat がこの値を置き換えます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="21"/>
        <source>ROCm treats every GPU as the target {value} (the ROCm checks say whether that is right for this card); amdchat sets it itself only when a card needs it.</source>
        <translation>ROCm はすべての GPU をターゲット {value} として扱います（このカードに合っているかは ROCm のチェックでわかります）。amdchat は、カードが必要とする場合にだけ自分で設定します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="24"/>
        <source>The Vulkan loader uses only these drivers: {value}.</source>
        <translation>Vulkan ローダーはこれらのドライバーだけを使います：{value}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="26"/>
        <source>The Vulkan loader (older ones) uses only these drivers: {value}.</source>
        <translation>Vulkan ローダー（旧バージョン）はこれらのドライバーだけを使います：{value}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="28"/>
        <source>Picks the AMD Vulkan driver where both are installed: {value}.</source>
        <translation>両方がインストールされている場合に使う AMD Vulkan ドライバー：{value}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="38"/>
        <source>{name} is not set.</source>
        <translation>{name} は設定されていません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="42"/>
        <source>{name} is set but empty: the backend sees no GPU at all.</source>
        <translation>{name} が空の値で設定されています：バックエンドからは GPU がまったく見えません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="45"/>
        <source>Unset it (unset {name}) or give a device number.</source>
        <translation>設定を解除する（unset {name}）か、デバイス番号を指定してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="49"/>
        <source>If you did not mean it, unset it (unset {name}).</source>
        <translation>意図したものでなければ、設定を解除してください（unset {name}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="18"/>
        <source>GPU and driver</source>
        <translation>GPU とドライバー</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="20"/>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="21"/>
        <source>Permissions</source>
        <translation>権限</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="22"/>
        <source>ROCm</source>
        <translation>ROCm</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="23"/>
        <source>Vulkan</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="24"/>
        <source>Devices the backends see</source>
        <translation>バックエンドから見えるデバイス</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="25"/>
        <source>Environment</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="26"/>
        <source>Truth</source>
        <translation>実際の動作</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="27"/>
        <source>Installed backends</source>
        <translation>インストール済みのバックエンド</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="38"/>
        <source>integrated</source>
        <translation>統合</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="39"/>
        <source>discrete</source>
        <translation>ディスクリート</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="42"/>
        <source>{name}: {kind}, {target}, VRAM {memory}, PCI {slot}</source>
        <translation>{name}：{kind}、{target}、VRAM {memory}、PCI {slot}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="49"/>
        <source>The kernel&apos;s compute topology (/sys/class/kfd) does not list this GPU, so ROCm cannot use it; Vulkan can. A kernel with amdgpu&apos;s KFD (CONFIG_HSA_AMD) fixes it for ROCm.</source>
        <translation>カーネルの計算トポロジー（/sys/class/kfd）にこの GPU がないため、ROCm では使えません（Vulkan なら使えます）。amdgpu の KFD（CONFIG_HSA_AMD）を有効にしたカーネルにすれば ROCm でも使えます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="56"/>
        <source>An AMD GPU is on the PCI bus ({slots}) but no driver shows it.</source>
        <translation>PCI バス上に AMD GPU があります（{slots}）が、どのドライバーにも認識されていません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="58"/>
        <source>Load the amdgpu driver (sudo modprobe amdgpu) and install the firmware (Debian/Ubuntu: linux-firmware / firmware-amd-graphics).</source>
        <translation>amdgpu ドライバーを読み込み（sudo modprobe amdgpu）、ファームウェアをインストールしてください（Debian/Ubuntu：linux-firmware / firmware-amd-graphics）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="62"/>
        <source>No AMD GPU found: models run on the CPU.</source>
        <translation>AMD GPU が見つかりません：モデルは CPU で動作します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="63"/>
        <source>If this machine has an AMD GPU, check that the amdgpu driver is loaded (lsmod | grep amdgpu).</source>
        <translation>このマシンに AMD GPU がある場合は、amdgpu ドライバーが読み込まれているか確認してください（lsmod | grep amdgpu）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="72"/>
        <source>The amdgpu kernel driver is not loaded (no AMD GPU seen).</source>
        <translation>amdgpu カーネルドライバーは読み込まれていません（AMD GPU は見当たりません）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="75"/>
        <source>The amdgpu kernel driver is not loaded.</source>
        <translation>amdgpu カーネルドライバーが読み込まれていません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="76"/>
        <source>An AMD GPU needs it for ROCm and Vulkan: sudo modprobe amdgpu (and check dmesg for firmware errors).</source>
        <translation>AMD GPU を ROCm や Vulkan で使うには必要です：sudo modprobe amdgpu（dmesg でファームウェアのエラーも確認してください）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="80"/>
        <source>The amdgpu kernel driver {version} is loaded (AMD&apos;s DKMS module, not the kernel&apos;s own).</source>
        <translation>amdgpu カーネルドライバー {version} が読み込まれています（カーネル標準ではなく AMD の DKMS モジュール）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="85"/>
        <source>The amdgpu kernel driver is loaded: the one of Linux {release}.</source>
        <translation>amdgpu カーネルドライバーが読み込まれています: Linux {release} 標準のものです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="89"/>
        <source>The amdgpu kernel driver is loaded (its version is unknown).</source>
        <translation>amdgpu カーネルドライバーが読み込まれています（バージョン不明）。</translation>
    </message>
    <message>
        <source>The amdgpu kernel driver is loaded{version}.</source>
        <translation type="vanished">amdgpu カーネルドライバーは読み込まれています{version}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="48"/>
        <source>{path} exists and this user can open it.</source>
        <translation>{path} があり、このユーザーで開けます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="51"/>
        <source>{path} exists but this user cannot open it (it belongs to the group &apos;{group}&apos;), so {what} cannot use the GPU.</source>
        <translation>{path} はありますが、このユーザーでは開けません（グループ「{group}」の所有です）。そのため {what} は GPU を使えません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="54"/>
        <source>Add yourself to the group: sudo usermod -aG {group} $USER, then log out and in again.</source>
        <translation>自分をグループに追加してください：sudo usermod -aG {group} $USER を実行し、ログインし直します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="63"/>
        <source>No AMD GPU: the device files are not checked.</source>
        <translation>AMD GPU がないため、デバイスファイルは確認していません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="70"/>
        <source>/dev/kfd is missing: the kernel&apos;s compute interface is not there, so ROCm cannot run (Vulkan does not need it).</source>
        <translation>/dev/kfd がありません：カーネルの計算インターフェースがないため、ROCm は動作しません（Vulkan には不要です）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="72"/>
        <source>Use the Vulkan backend, or run a kernel whose amdgpu has KFD (CONFIG_HSA_AMD; in a container, pass --device=/dev/kfd).</source>
        <translation>Vulkan バックエンドを使うか、amdgpu の KFD を有効にしたカーネルを使ってください（CONFIG_HSA_AMD。コンテナーでは --device=/dev/kfd を渡します）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="77"/>
        <source>No /dev/dri/renderD* device: neither ROCm nor Vulkan can reach the GPU.</source>
        <translation>/dev/dri/renderD* デバイスがありません：ROCm からも Vulkan からも GPU にアクセスできません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="80"/>
        <source>Check that amdgpu is loaded (in a container, pass --device=/dev/dri).</source>
        <translation>amdgpu が読み込まれているか確認してください（コンテナーでは --device=/dev/dri を渡します）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="37"/>
        <source>No system ROCm in /opt/rocm (rocminfo not installed). amdchat&apos;s ROCm backend needs the ROCm runtime libraries; Vulkan does not.</source>
        <translation>/opt/rocm にシステムの ROCm がありません（rocminfo が未インストール）。amdchat の ROCm バックエンドには ROCm ランタイムライブラリが必要です（Vulkan には不要）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="44"/>
        <source>rocminfo present</source>
        <translation>rocminfo あり</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="45"/>
        <source>rocminfo not installed</source>
        <translation>rocminfo 未インストール</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="46"/>
        <source>ROCm {version} in /opt/rocm ({tools}).</source>
        <translation>ROCm {version}（/opt/rocm、{tools}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="55"/>
        <source>The ROCm backend has no code for {gfx} (built for {built}).</source>
        <translation>ROCm バックエンドには {gfx} 用のコードがありません（ビルド対象：{built}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="60"/>
        <source>targets not recorded</source>
        <translation>ターゲット未記録</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="62"/>
        <source>The ROCm backend runs {gfx} ({built}).</source>
        <translation>ROCm バックエンドは {gfx} で動作します（{built}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="72"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} is not a version (like 10.3.0).</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} はバージョン（10.3.0 のような形式）になっていません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="74"/>
        <source>Unset it: amdchat sets it itself when a card needs it.</source>
        <translation>設定を解除してください。カードが必要とする場合は amdchat が自分で設定します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="77"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} is set but {gfx} needs no override.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} が設定されていますが、{gfx} には上書きは不要です。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="79"/>
        <source>Unset it; it can only hide a real problem.</source>
        <translation>設定を解除してください。本当の問題を隠すことにしかなりません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="81"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} makes ROCm treat {gfx} as {target}, another GPU family: it will crash or compute garbage.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} により、ROCm は {gfx} を別の GPU ファミリーの {target} として扱います：クラッシュするか、でたらめな計算結果になります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="83"/>
        <source>Unset HSA_OVERRIDE_GFX_VERSION: amdchat sets the right value itself when the card needs one.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION の設定を解除してください。カードが必要とする場合は amdchat が正しい値を自分で設定します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="86"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} runs {gfx} as {target}, of the same family.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} により、{gfx} は同じファミリーの {target} として動作します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="98"/>
        <source>No ROCm backend is installed: amdchat uses Vulkan on AMD GPUs.</source>
        <translation>ROCm バックエンドはインストールされていません: AMD GPU では amdchat は Vulkan を使います。</translation>
    </message>
    <message>
        <source>No ROCm backend is installed: amdchat uses Vulkan on AMD GPUs (build one with: amdchat backends build rocm --gpu-targets gfx1100).</source>
        <translation type="vanished">ROCm バックエンドはインストールされていません：amdchat は AMD GPU で Vulkan を使います（ビルドするには：amdchat backends build rocm --gpu-targets gfx1100）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="28"/>
        <source>The model runs on {device} ({description}): {gpu_mib} MiB of weights in GPU memory, {host_mib} MiB on the host.</source>
        <translation>モデルは {device}（{description}）で動作しています：重みのうち {gpu_mib} MiB が GPU メモリ、{host_mib} MiB がホストにあります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="32"/>
        <source>Partly on the GPU: {n} of {total} layers on {device}, {host_mib} MiB of weights on the host.</source>
        <translation>一部だけ GPU で動作：{total} レイヤー中 {n} レイヤーが {device} 上、{host_mib} MiB の重みがホストにあります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="34"/>
        <source>Choose a smaller quantization or a shorter context so that the whole model fits the GPU (the Models page says which fit).</source>
        <translation>モデル全体が GPU に収まるよう、より小さい量子化か短いコンテキストを選んでください（どれが収まるかは「モデル」ページでわかります）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="38"/>
        <source>The {backend} backend runs the model on the CPU: no weights are in GPU memory.</source>
        <translation>{backend} バックエンドはモデルを CPU で実行しています：GPU メモリに重みがありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="40"/>
        <source>See the devices and driver lines: the backend found no usable GPU.</source>
        <translation>デバイスとドライバーの行を確認してください：バックエンドは使える GPU を見つけられませんでした。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="42"/>
        <source>The model runs on the CPU backend ({host_mib} MiB of weights).</source>
        <translation>モデルは CPU バックエンドで動作しています（重み {host_mib} MiB）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="51"/>
        <source>Last reply: {measured:.1f} tok/s. This device&apos;s memory bandwidth is not in amdchat&apos;s table, so there is no expected speed to compare.</source>
        <translation>直前の応答：{measured:.1f} トークン/秒。このデバイスのメモリ帯域は amdchat の表にないため、比較する期待速度がありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="61"/>
        <source>Last reply: {measured:.1f} tok/s. Memory bandwidth would allow ~{limit:.0f} tok/s, but a model this small is bound by per-token costs, so the share says nothing about where it runs.</source>
        <translation>直前の応答：{measured:.1f} トークン/秒。メモリ帯域からは約 {limit:.0f} トークン/秒 まで出せますが、これほど小さいモデルではトークンごとの処理コストで速度が決まるため、その割合から実行場所は判断できません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="66"/>
        <source>Last reply: {measured:.1f} tok/s, {percent:.0f} % of the ~{limit:.0f} tok/s this hardware allows ({basis}).</source>
        <translation>直前の応答：{measured:.1f} トークン/秒。このハードウェアの上限 約 {limit:.0f} トークン/秒 の {percent:.0f} % です（{basis}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="74"/>
        <source>No model is loaded. Load one and run the checks again: this line then says where it really runs and, after a reply, how its speed compares with what the hardware allows.</source>
        <translation>モデルが読み込まれていません。読み込んでからもう一度チェックを実行すると、この行にモデルが実際にどこで動いているか、そして応答の後には速度がハードウェアの上限と比べてどうかが表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="79"/>
        <source>No model was given: &apos;amdchat doctor --model FILE.gguf&apos; loads one and says where it really runs and how its speed compares with what the hardware allows.</source>
        <translation>モデルが指定されていません: &apos;amdchat doctor --model FILE.gguf&apos; でモデルを読み込み、実際にどこで動いているか、速度がハードウェアの上限と比べてどうかを表示します。</translation>
    </message>
    <message>
        <source>No model is loaded here; the app&apos;s Diagnostics page shows where a loaded model runs and how its speed compares with what the hardware allows.</source>
        <translation type="vanished">ここではモデルが読み込まれていません。アプリの「診断」ページで、読み込んだモデルの実行場所と、ハードウェアの上限に対する速度を確認できます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="61"/>
        <source>The Vulkan loader (libvulkan.so.1) is installed.</source>
        <translation>Vulkan ローダー（libvulkan.so.1）はインストールされています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="64"/>
        <source>No Vulkan loader (libvulkan.so.1): the Vulkan backend cannot start.</source>
        <translation>Vulkan ローダー（libvulkan.so.1）がありません：Vulkan バックエンドを起動できません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="66"/>
        <source>Install it: sudo apt install libvulkan1 (Fedora: vulkan-loader).</source>
        <translation>インストールしてください：sudo apt install libvulkan1（Fedora：vulkan-loader）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="73"/>
        <source>No Vulkan driver is installed (no ICD in /usr/share/vulkan/icd.d or /etc/vulkan/icd.d).</source>
        <translation>Vulkan ドライバーがインストールされていません（/usr/share/vulkan/icd.d と /etc/vulkan/icd.d に ICD がありません）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="75"/>
        <source>Install Mesa&apos;s Vulkan drivers: sudo apt install mesa-vulkan-drivers (Fedora: mesa-vulkan-drivers).</source>
        <translation>Mesa の Vulkan ドライバーをインストールしてください：sudo apt install mesa-vulkan-drivers（Fedora：mesa-vulkan-drivers）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="79"/>
        <source>The only Vulkan driver is a CPU one: {drivers}. The Vulkan backend would run on the CPU.</source>
        <translation>Vulkan ドライバーは CPU 用のものだけです：{drivers}。Vulkan バックエンドは CPU で動作することになります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="81"/>
        <source>Install the AMD driver RADV: sudo apt install mesa-vulkan-drivers.</source>
        <translation>AMD 用ドライバー RADV をインストールしてください：sudo apt install mesa-vulkan-drivers</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="84"/>
        <source>Vulkan drivers: {drivers}.</source>
        <translation>Vulkan ドライバー：{drivers}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="87"/>
        <source>Both RADV and AMDVLK are installed: each AMD GPU appears twice to Vulkan, and the device numbers in Settings count both.</source>
        <translation>RADV と AMDVLK の両方がインストールされています：Vulkan からは各 AMD GPU が 2 つずつ見え、設定のデバイス番号も両方を数えます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="89"/>
        <source>Keep one (RADV is usually faster for llama.cpp), or pick one per run with AMD_VULKAN_ICD=RADV.</source>
        <translation>どちらか 1 つだけを残すか（llama.cpp では通常 RADV のほうが高速です）、AMD_VULKAN_ICD=RADV で実行ごとに選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="33"/>
        <source>Windows lists no GPU (only its software renderer): models run on the CPU.</source>
        <translation>Windows に GPU が表示されません（ソフトウェアレンダラーのみ）：モデルは CPU で動作します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="35"/>
        <source>Install AMD&apos;s graphics driver (AMD Software: Adrenalin Edition).</source>
        <translation>AMD のグラフィックスドライバー（AMD Software: Adrenalin Edition）をインストールしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="44"/>
        <source>{name}: PCI {vendor:04x}:{device:04x}, dedicated memory {memory}</source>
        <translation>{name}：PCI {vendor:04x}:{device:04x}、専用メモリ {memory}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="47"/>
        <source>{name}: PCI {vendor:04x}:{device:04x}, dedicated memory {memory}, driver {driver}</source>
        <translation>{name}: PCI {vendor:04x}:{device:04x}、専用メモリ {memory}、ドライバー {driver}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="55"/>
        <source>The Vulkan loader (vulkan-1.dll) is installed.</source>
        <translation>Vulkan ローダー（vulkan-1.dll）はインストールされています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="57"/>
        <source>No Vulkan loader (vulkan-1.dll in System32): the Vulkan backend cannot start.</source>
        <translation>Vulkan ローダー（System32 の vulkan-1.dll）がありません：Vulkan バックエンドを起動できません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="59"/>
        <source>Install or repair AMD&apos;s graphics driver; it installs the Vulkan loader.</source>
        <translation>AMD のグラフィックスドライバーをインストールまたは修復してください。Vulkan ローダーも一緒にインストールされます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="67"/>
        <source>AMD&apos;s HIP SDK is not installed (HIP_PATH unset or without amdhip64.dll): the ROCm backend needs it on Windows; Vulkan does not.</source>
        <translation>AMD の HIP SDK がインストールされていません（HIP_PATH が未設定か、amdhip64.dll がありません）：Windows の ROCm バックエンドには必要です（Vulkan には不要）。</translation>
    </message>
    <message>
        <source>AMD&apos;s HIP SDK is installed in {folder}.</source>
        <translation type="vanished">AMD の HIP SDK は {folder} にインストールされています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="79"/>
        <source>DXGI could not list the GPUs: {error}</source>
        <translation>DXGI で GPU を列挙できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="67"/>
        <source>{gpu}: BAR</source>
        <translation>{gpu}: BAR</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="68"/>
        <source>{gpu}: memory</source>
        <translation>{gpu}: メモリ</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="69"/>
        <source>{gpu}: ROCm</source>
        <translation>{gpu}: ROCm</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="72"/>
        <source>{gpu}: kernel for ROCm</source>
        <translation>{gpu}: ROCm 用カーネル</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="19"/>
        <source>GPU memory</source>
        <translation>GPU メモリ</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="36"/>
        <source>Remove amdgpu-dkms and boot Linux {minimum} or newer with its own amdgpu; or use the Vulkan backend.</source>
        <translation>amdgpu-dkms を削除し、カーネル自身の amdgpu を持つ Linux {minimum} 以降で起動してください。または Vulkan バックエンドを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="40"/>
        <source>AMD&apos;s DKMS amdgpu {version} is loaded: ROCm on {gfx} needs the kernel&apos;s own amdgpu, of Linux {minimum} or newer. Vulkan is not affected.</source>
        <translation>AMD の DKMS 版 amdgpu {version} が読み込まれています。{gfx} で ROCm を使うには、Linux {minimum} 以降のカーネル自身の amdgpu が必要です。Vulkan には影響しません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="46"/>
        <source>The kernel&apos;s release is unknown ({release}): ROCm on {gfx} needs Linux {minimum} or newer.</source>
        <translation>カーネルのリリースが不明です（{release}）。{gfx} で ROCm を使うには Linux {minimum} 以降が必要です。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="52"/>
        <source>Linux {release} is too old for ROCm on {gfx} (it needs {minimum} or newer). Vulkan is not affected.</source>
        <translation>Linux {release} は {gfx} で ROCm を使うには古すぎます（{minimum} 以降が必要）。Vulkan には影響しません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="55"/>
        <source>Linux {release} with its own amdgpu runs ROCm on {gfx}.</source>
        <translation>Linux {release} とカーネル自身の amdgpu で、{gfx} の ROCm が動きます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="47"/>
        <source>Whether Resizable BAR is on is unknown: {reason}.</source>
        <translation>Resizable BAR が有効かどうか不明です：{reason}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="52"/>
        <source>Resizable BAR is on: the CPU sees all {vram} of VRAM (BAR {bar}).</source>
        <translation>Resizable BAR は有効です：CPU から VRAM {vram} 全体が見えます（BAR {bar}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="56"/>
        <source>{variable} is set in this environment, which gives back most of it.</source>
        <translation>この環境では {variable} が設定されており、低下分の大部分を取り戻せます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="59"/>
        <source>amdchat sets {variable}=1 for its Vulkan worker, which gives back most of it (the setting vulkan_small_bar_workaround turns it off).</source>
        <translation>amdchat は Vulkan ワーカーに {variable}=1 を設定し、低下分の大部分を取り戻します（設定 vulkan_small_bar_workaround で無効にできます）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="64"/>
        <source>The workaround ({variable}=1) is turned off in the settings (vulkan_small_bar_workaround).</source>
        <translation>回避策（{variable}=1）は設定で無効になっています（vulkan_small_bar_workaround）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="67"/>
        <source>Resizable BAR is off: the CPU sees {bar} of {vram} VRAM, and Vulkan runs several times slower this way. {done}</source>
        <translation>Resizable BAR が無効です：CPU から見える VRAM は {vram} のうち {bar} だけで、このままでは Vulkan が数倍遅くなります。{done}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="69"/>
        <source>Turn on Above 4G Decoding and Resizable BAR (Smart Access Memory) in the BIOS.</source>
        <translation>BIOS で Above 4G Decoding と Resizable BAR（Smart Access Memory）を有効にしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="83"/>
        <source>The APU&apos;s memory is unknown: the driver shows no {file}.</source>
        <translation>APU のメモリが不明です：ドライバーが {file} を公開していません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="88"/>
        <source>The GTT limit is unknown: the kernel command line gives {options} more than once, with different values.</source>
        <translation>GTT の上限が不明です：カーネルコマンドラインで {options} が異なる値で複数回指定されています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="91"/>
        <source>Keep one {option} on the kernel command line.</source>
        <translation>カーネルコマンドラインの {option} を 1 つだけにしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="93"/>
        <source>Carve-out (the BIOS&apos;s VRAM) {carve}, GTT (system memory the GPU may use) {gtt}: Vulkan can use both, {total}; ROCm, on many kernels, only the carve-out.</source>
        <translation>カーブアウト（BIOS が割り当てる VRAM）{carve}、GTT（GPU が使えるシステムメモリ）{gtt}。Vulkan は両方の合計 {total} を使えます。ROCm は多くのカーネルでカーブアウトだけです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="101"/>
        <source>Both ttm.pages_limit and amdgpu.gttsize are set: remove amdgpu.gttsize from the kernel command line (ttm.pages_limit is the one that counts on current kernels).</source>
        <translation>ttm.pages_limit と amdgpu.gttsize の両方が設定されています。カーネルコマンドラインから amdgpu.gttsize を削除してください（現在のカーネルで効くのは ttm.pages_limit です）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="107"/>
        <source>To let the GPU use {size} of system memory, add {option} to the kernel command line (GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub, then sudo update-grub and reboot).</source>
        <translation>GPU にシステムメモリを {size} 使わせるには、カーネルコマンドラインに {option} を追加してください（/etc/default/grub の GRUB_CMDLINE_LINUX_DEFAULT に書き、sudo update-grub を実行して再起動）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="70"/>
        <source>{gpu}: Mesa</source>
        <translation>{gpu}: Mesa</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/mesa.py" line="55"/>
        <source>Mesa {mesa} is older than {minimum}, the first whose RADV supports {generation} ({gfx}): Vulkan may not see this card, or run it badly.</source>
        <translation>Mesa {mesa} は、RADV が {generation}（{gfx}）に対応した最初の版 {minimum} より古いです。Vulkan がこのカードを認識しないか、うまく動かない可能性があります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/mesa.py" line="58"/>
        <source>Update Mesa to {minimum} or newer (a newer release of the distribution, or its backports).</source>
        <translation>Mesa を {minimum} 以降に更新してください（ディストリビューションの新しいリリース、またはバックポート）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/mesa.py" line="62"/>
        <source>Mesa {mesa} supports {generation} ({gfx}): it needs {minimum} or newer.</source>
        <translation>Mesa {mesa} は {generation}（{gfx}）に対応しています（{minimum} 以降が必要）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/hip_sdk.py" line="37"/>
        <source>AMD&apos;s HIP SDK in {folder} lacks {missing}: the ROCm backend cannot run without it.</source>
        <translation>{folder} の AMD HIP SDK には {missing} がありません。これがないと ROCm バックエンドは動きません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/hip_sdk.py" line="39"/>
        <source>Install the HIP SDK again with its libraries (hipBLAS, rocBLAS), or use the Vulkan backend.</source>
        <translation>HIP SDK をライブラリ（hipBLAS、rocBLAS）ごと入れ直すか、Vulkan バックエンドを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/hip_sdk.py" line="42"/>
        <source>AMD&apos;s HIP SDK is installed in {folder}, with hipBLAS, rocBLAS and rocBLAS kernels for {targets}.</source>
        <translation>AMD の HIP SDK が {folder} にインストールされています（hipBLAS、rocBLAS、および {targets} 用の rocBLAS カーネルを含む）。</translation>
    </message>
</context>
<context>
    <name>fit</name>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="21"/>
        <source>no GPU found: CPU only</source>
        <translation>GPU なし：CPU のみ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="21"/>
        <source>No GPU with known free memory was found, so the model would run on the CPU.</source>
        <translation>空きメモリのわかる GPU が見つからなかったため、モデルは CPU で動作することになります。</translation>
    </message>
    <message>
        <source>{gpu}: {free:.1f} GiB free for models ({source}, 1 GiB kept free). At {ctx} tokens the whole model needs {need:.2f} GiB; the largest context that fits entirely is {max_ctx} tokens.</source>
        <translation type="vanished">{gpu}：モデルに使える空き {free:.1f} GiB（{source}、1 GiB は空けておきます）。{ctx} トークンではモデル全体に {need:.2f} GiB 必要です。全体が収まる最大のコンテキストは {max_ctx} トークンです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="64"/>
        <source>fits ({room:.1f} GiB to spare)</source>
        <translation>収まる（余裕 {room:.1f} GiB）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="73"/>
        <source>partly: {n} of {m} layers on the GPU</source>
        <translation>一部：{m} 中 {n} レイヤーを GPU に</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="76"/>
        <source>too large: CPU only</source>
        <translation>大きすぎ：CPU のみ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="33"/>
        <source>{gpu}: {free:.1f} GiB free for models (1 GiB kept free)</source>
        <translation>{gpu}：モデルに使える空き {free:.1f} GiB（1 GiB は空けておきます）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="36"/>
        <source>No GPU: the model runs on the CPU. System RAM: {free:.1f} GiB available for models (1 GiB kept free)</source>
        <translation>GPU なし：モデルは CPU で動作します。システム RAM：モデルに使えるのは {free:.1f} GiB（1 GiB は空けておきます）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="39"/>
        <source>Measured by llama.cpp (a dry run with the settings the app loads with).</source>
        <translation>llama.cpp による測定値です（アプリが読み込むときと同じ設定でのドライラン）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="41"/>
        <source>Estimated from the file&apos;s header; a llama.cpp dry run replaces it.</source>
        <translation>ファイルのヘッダーからの推定値です。llama.cpp のドライランの結果で置き換わります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="42"/>
        <source>{where}. At {ctx} tokens the model needs {need:.2f} GiB (weights {weights:.2f}, KV cache {kv:.2f}, compute {compute:.2f}); the largest context that fits entirely is {max_ctx} tokens. {how}</source>
        <translation>{where}。{ctx} トークンではモデルに {need:.2f} GiB 必要です（重み {weights:.2f}、KV キャッシュ {kv:.2f}、計算用 {compute:.2f}）。全体が収まる最大のコンテキストは {max_ctx} トークンです。{how}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="51"/>
        <source>With a q8_0 KV cache and flash attention (Settings) it would fit, up to {max_ctx} tokens.</source>
        <translation>KV キャッシュを q8_0 にして Flash Attention を有効にすれば（設定）、{max_ctx} トークンまで収まります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="66"/>
        <source>CPU only: fits in RAM ({room:.1f} GiB to spare)</source>
        <translation>CPU のみ：RAM に収まる（余裕 {room:.1f} GiB）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="68"/>
        <source>does not fit as chosen</source>
        <translation>選んだ設定では収まらない</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="78"/>
        <source>too large for RAM</source>
        <translation>RAM に収まらない</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="80"/>
        <source>{verdict}, {speed}</source>
        <translation>{verdict}、{speed}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="92"/>
        <source>On this computer alone: {verdict}</source>
        <translation>このコンピューターだけの場合：{verdict}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="107"/>
        <source>~{tps} tok/s</source>
        <translation>約 {tps} トークン/秒</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="109"/>
        <source>Expected generation speed: ~{tps} tok/s on the CPU, the limit set by the system memory&apos;s measured bandwidth at a full context.</source>
        <translation>生成速度の目安：CPU で約 {tps} トークン/秒（コンテキストが満杯のときの、システムメモリの実測帯域による上限）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="112"/>
        <source>Expected generation speed: ~{tps} tok/s, since the other layers run on the CPU, at the speed of system memory (the limit at a full context).</source>
        <translation>生成速度の目安：約 {tps} トークン/秒。残りのレイヤーはシステムメモリの速度で CPU で動作するためです（コンテキストが満杯のときの上限）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="116"/>
        <source>Expected generation speed: ~{tps} tok/s on this card, the limit set by its memory bandwidth at a full context.</source>
        <translation>生成速度の目安：このカードで約 {tps} トークン/秒（コンテキストが満杯のときの、メモリ帯域による上限）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="70"/>
        <source>fits: experts of {k} layers in RAM</source>
        <translation>収まる：{k} レイヤーのエキスパートは RAM に</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="45"/>
        <source>{hosts} would take no layers (too little free memory beyond the margin): {split}</source>
        <translation>{hosts} にはレイヤーが 1 つも置かれません（空けておく分を除いた空きメモリが足りません）：{split}</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="48"/>
        <source>fits with {hosts}: {split}</source>
        <translation>{hosts} と合わせて収まる：{split}</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="49"/>
        <source>too large even with {hosts}: {split}</source>
        <translation>{hosts} と合わせても大きすぎる：{split}</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="56"/>
        <source>{endpoint}: its figures are from its last check, {when}.</source>
        <translation>{endpoint}: 数値は前回の確認（{when}）のものです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="62"/>
        <source>{endpoint} did not answer now; its figures are from its last check, {when}. {why}</source>
        <translation>{endpoint} は今回応答しませんでした。数値は前回の確認（{when}）のものです。{why}</translation>
    </message>
    <message>
        <source>{endpoint} did not answer now ({why}); its figures are from its last check, {when}.</source>
        <translation type="vanished">{endpoint} は今回応答しませんでした（{why}）。数値は前回の確認（{when}）のものです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="68"/>
        <source>{endpoint} is left out: {why}</source>
        <translation>{endpoint} は除外されました：{why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_servers.py" line="142"/>
        <source>never checked: add it again in Settings &gt; Network</source>
        <translation>まだ確認されていません: 設定 &gt; ネットワークでもう一度追加してください</translation>
    </message>
</context>
<context>
    <name>images</name>
    <message>
        <location filename="../../amdchat/images.py" line="61"/>
        <source>The image is {size}; images of up to {limit} are accepted. Make it smaller and try again.</source>
        <translation>画像は {size} です。受け付ける画像は {limit} までです。小さくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="70"/>
        <source>The image has far more than {limit} megapixels, the most accepted. Scale it down and try again.</source>
        <translation>画像の画素数が上限の {limit} メガピクセルを大きく超えています。縮小してからもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="74"/>
        <source>This file is not an image amdchat can read: use a PNG, JPEG or WebP image.</source>
        <translation>このファイルは amdchat が読める画像ではありません。PNG、JPEG、WebP の画像を使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="77"/>
        <source>The image is {width} x {height} pixels ({mp} megapixels); images of up to {limit} megapixels are accepted. Scale it down and try again.</source>
        <translation>画像は {width} x {height} ピクセル（{mp} メガピクセル）です。受け付けるのは {limit} メガピクセルまでです。縮小してからもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="86"/>
        <source>The {format} image is damaged or cut short: it cannot be decoded. Save it again and retry.</source>
        <translation>{format} 画像が壊れているか途中で切れているため、デコードできません。保存し直してからもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="110"/>
        <source>An image URL must be a data URL (data:image/png;base64,...).</source>
        <translation>画像の URL は data URL（data:image/png;base64,...）でなければなりません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="114"/>
        <source>The image type {mime} is not supported: use image/png, image/jpeg or image/webp.</source>
        <translation>画像の種類 {mime} には対応していません。image/png、image/jpeg、image/webp を使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="117"/>
        <source>The image is over {limit}; make it smaller and try again.</source>
        <translation>画像が {limit} を超えています。小さくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="122"/>
        <source>The image&apos;s data URL is not valid base64.</source>
        <translation>画像の data URL が正しい base64 ではありません。</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="78"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="79"/>
        <source>&amp;New chat</source>
        <translation>新しいチャット(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="81"/>
        <source>&amp;Open model…</source>
        <translation>モデルを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="84"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="88"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="90"/>
        <location filename="../../amdchat/ui/menus.py" line="103"/>
        <source>&amp;Chat</source>
        <translation>チャット(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="91"/>
        <source>S&amp;top reply</source>
        <translation>応答を停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="93"/>
        <source>Stops the reply being written; while editing a message, cancels the edit.</source>
        <translation>生成中の応答を止めます。メッセージの編集中は、編集を取り消します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="96"/>
        <source>&amp;Rename chat…</source>
        <translation>チャットの名前を変更(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="98"/>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="100"/>
        <source>Search &amp;chats</source>
        <translation>チャットを検索(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="102"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="105"/>
        <source>&amp;Models</source>
        <translation>モデル(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="107"/>
        <source>&amp;Diagnostics</source>
        <translation>診断(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="109"/>
        <source>&amp;Benchmark</source>
        <translation>ベンチマーク(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="117"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="118"/>
        <source>Read the &amp;documentation</source>
        <translation>ドキュメントを読む(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="121"/>
        <source>Open the &amp;log folder</source>
        <translation>ログフォルダーを開く(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="124"/>
        <source>&amp;Copy a diagnostics report</source>
        <translation>診断レポートをコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="126"/>
        <source>&amp;Report a problem…</source>
        <translation>問題を報告(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="129"/>
        <source>&amp;About amdchat</source>
        <translation>amdchat について(&amp;A)</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="27"/>
        <source>This model&apos;s architecture ({arch}) is not supported by the llama.cpp build in use. Update amdchat, or pick a model of a supported architecture.</source>
        <translation>このモデルのアーキテクチャー（{arch}）は、使用中の llama.cpp ビルドでは対応していません。amdchat を更新するか、対応するアーキテクチャーのモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="34"/>
        <source>Not enough memory to load this model. Lower the GPU layers or the context length in Settings, or pick a smaller quantization.</source>
        <translation>このモデルを読み込むにはメモリが足りません。設定で GPU レイヤー数かコンテキスト長を下げるか、より小さい量子化を選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="44"/>
        <source>The conversation does not fit in the context window.</source>
        <translation>会話がコンテキストウィンドウに収まりません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="47"/>
        <source>The chosen backend cannot run the model here.</source>
        <translation>選んだバックエンドでは、この環境でモデルを実行できません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="75"/>
        <source>The engine process stopped unexpectedly ({how}). Any partial reply was kept. The next message starts a fresh engine and reloads the model.</source>
        <translation>エンジンのプロセスが予期せず停止しました（{how}）。途中までの応答は残してあります。次のメッセージで新しいエンジンが起動し、モデルを読み込み直します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="81"/>
        <source>Its last words: {cause}</source>
        <translation>最後の出力：{cause}</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/protocol.py" line="519"/>
        <source>No model is loaded. Open a .gguf model first.</source>
        <translation>モデルが読み込まれていません。先に .gguf モデルを開いてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="50"/>
        <source>The engine reported an error.</source>
        <translation>エンジンがエラーを報告しました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="86"/>
        <source>The model replied with nothing. Its prompt format may not fit: choose another chat template in Settings.</source>
        <translation>モデルの応答が空でした。プロンプト形式が合っていない可能性があります：設定で別のチャットテンプレートを選んでください。</translation>
    </message>
    <message>
        <source>The {backend} backend found no usable GPU, so amdchat uses the CPU backend instead (faster than {backend} without a GPU). Check the GPU driver, or pick a GPU in Settings &gt; GPU device.</source>
        <translation type="vanished">{backend} バックエンドが使える GPU を見つけられなかったため、amdchat は代わりに CPU バックエンドを使います（GPU なしの {backend} より高速です）。GPU ドライバーを確認するか、設定 &gt; GPU デバイス で GPU を選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="99"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="100"/>
        <source>partly GPU, partly CPU</source>
        <translation>一部 GPU、一部 CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="101"/>
        <source>CPU only</source>
        <translation>CPU のみ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="106"/>
        <source>empty reply</source>
        <translation>空の応答</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="97"/>
        <source>The GPU&apos;s gfx target is unknown (no kfd topology): ROCm may or may not run it.</source>
        <translation>GPU の gfx ターゲットが不明です（kfd トポロジーなし）：ROCm で動くかどうかはわかりません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="105"/>
        <source>This ROCm build has no {gfx} code; amdchat runs it as {base} (HSA_OVERRIDE_GFX_VERSION={version}), which works for this family.</source>
        <translation>この ROCm ビルドには {gfx} 用のコードがありません。amdchat は {base} として実行します（HSA_OVERRIDE_GFX_VERSION={version}）。このファミリーではそれで動作します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="118"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend.</source>
        <translation>このビルドの ROCm は {gfx} に対応していません（対応：{built}）。Vulkan バックエンドを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="121"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend, or rebuild it with {base} (amdchat backends build rocm --gpu-targets {base}) and the override {version}.</source>
        <translation>このビルドの ROCm は {gfx} に対応していません（対応：{built}）。Vulkan バックエンドを使うか、{base} を含めてビルドし直し（amdchat backends build rocm --gpu-targets {base}）、上書き値 {version} を使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/tensor_overrides.py" line="71"/>
        <source>This {architecture} model is a mixture of experts, but amdchat does not recognise the names of its expert tensors, so it cannot keep them in system RAM: it splits the model by whole layers instead.</source>
        <translation>この {architecture} モデルは Mixture of Experts ですが、amdchat はそのエキスパートテンソルの名前を認識できないため、エキスパートをシステム RAM に置けません。代わりにモデルをレイヤー単位で分割します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/tensor_overrides.py" line="76"/>
        <source>This {architecture} model has no expert tensors (it is not a mixture of experts), so there are no experts to keep in system RAM: it splits the model by whole layers instead.</source>
        <translation>この {architecture} モデルにはエキスパートテンソルがありません（Mixture of Experts ではありません）。システム RAM に置くエキスパートがないため、代わりにモデルをレイヤー単位で分割します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/templates.py" line="177"/>
        <source>This model&apos;s chat template failed: {error} amdchat uses the {name} format instead; pick another in Settings &gt; Chat template.</source>
        <translation>このモデルのチャットテンプレートでエラーが起きました：{error} amdchat は代わりに {name} 形式を使います。別の形式は 設定 &gt; チャットテンプレート で選べます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/templates.py" line="181"/>
        <source>This model&apos;s chat template did not finish: {error} amdchat uses the {name} format instead; pick another in Settings &gt; Chat template.</source>
        <translation>このモデルのチャットテンプレートが完了しませんでした：{error} amdchat は代わりに {name} 形式を使います。別の形式は 設定 &gt; チャットテンプレート で選べます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="20"/>
        <source>{name}: the file does not exist. It may have been moved or deleted; open it again.</source>
        <translation>{name}：ファイルがありません。移動または削除された可能性があります。もう一度開いてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="22"/>
        <source>{name}: this is a folder, not a model file. Choose a .gguf file.</source>
        <translation>{name}：これはモデルファイルではなくフォルダーです。.gguf ファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="24"/>
        <source>{name}: this is not a regular file but {detail}, so it cannot hold a model. Choose a .gguf file.</source>
        <translation>{name}：これは通常のファイルではなく {detail} なので、モデルを含むことはできません。.gguf ファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="26"/>
        <source>{name}: this is a symbolic link that leads back to itself, so it names no file. Delete the link, or point it at a .gguf file.</source>
        <translation>{name}：これは自分自身を指すシンボリックリンクで、どのファイルも指していません。リンクを削除するか、.gguf ファイルを指すようにしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="28"/>
        <source>{name}: the file cannot be read ({detail}). Check its permissions.</source>
        <translation>{name}：ファイルを読み取れません（{detail}）。アクセス権を確認してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="30"/>
        <source>{name}: the file is incomplete ({detail}). The download was probably cut short; download it again.</source>
        <translation>{name}：ファイルが不完全です（{detail}）。ダウンロードが途中で切れたと思われます。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="32"/>
        <source>{name}: this is not a usable GGUF model ({detail}). amdchat runs .gguf files, as found on Hugging Face under &apos;GGUF&apos;.</source>
        <translation>{name}：使用できる GGUF モデルではありません（{detail}）。amdchat が実行するのは、Hugging Face で「GGUF」として公開されている .gguf ファイルです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="34"/>
        <source>ROCm does not support RDNA1 ({gfx}), and running it as gfx1030 (HSA_OVERRIDE_GFX_VERSION=10.3.0) is unreliable there: use the Vulkan backend.</source>
        <translation>ROCm は RDNA1（{gfx}）をサポートしておらず、gfx1030 として動かす方法（HSA_OVERRIDE_GFX_VERSION=10.3.0）も RDNA1 では不安定です。Vulkan バックエンドを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="41"/>
        <source>ROCm dropped the Vega APUs ({gfx}): use the Vulkan backend.</source>
        <translation>ROCm は Vega APU（{gfx}）のサポートを終了しました。Vulkan バックエンドを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="56"/>
        <location filename="../../amdchat/backends/rocm.py" line="74"/>
        <source>amdchat knows no ROCm rule for {gfx}: the Vulkan backend runs every AMD GPU.</source>
        <translation>amdchat は {gfx} 向けの ROCm の規則を知りません。Vulkan バックエンドはすべての AMD GPU で動きます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="62"/>
        <source>ROCm {since} or newer supports {gfx} ({family}) natively.</source>
        <translation>ROCm {since} 以降は {gfx}（{family}）をネイティブにサポートしています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="66"/>
        <source>ROCm supports {gfx} ({family}) natively.</source>
        <translation>ROCm は {gfx}（{family}）をネイティブにサポートしています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="70"/>
        <source>ROCm runs {gfx} ({family}) as {base} with HSA_OVERRIDE_GFX_VERSION={version}; amdchat sets it when the build lacks {gfx}.</source>
        <translation>ROCm は HSA_OVERRIDE_GFX_VERSION={version} で {gfx}（{family}）を {base} として動かします。ビルドに {gfx} がないときは amdchat が自動で設定します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="113"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend, or rebuild it with {gfx} (ROCm {since} or newer: amdchat backends build rocm --gpu-targets {gfx}).</source>
        <translation>この ROCm ビルドは {gfx} に対応していません（含まれるのは {built}）。Vulkan バックエンドを使うか、{gfx} を含めて作り直してください（ROCm {since} 以降：amdchat backends build rocm --gpu-targets {gfx}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/hardware/pci_bar.py" line="101"/>
        <source>Resizable BAR is off on {cards}: amdchat runs Vulkan with {variable}=1, which gives back most of the speed (Settings can turn it off).</source>
        <translation>{cards} で Resizable BAR が無効です。amdchat は Vulkan を {variable}=1 で動かし、速度の大部分を取り戻します（設定で無効にできます）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/spec.py" line="128"/>
        <source>The {backend} backend found no usable GPU: the model runs on the CPU, slower than with the CPU backend. Check the GPU driver, or use the CPU backend.</source>
        <translation>{backend} バックエンドは使える GPU を見つけられませんでした。モデルは CPU で動作し、CPU バックエンドより遅くなります。GPU ドライバーを確認するか、CPU バックエンドを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/spec.py" line="135"/>
        <source>The {backend} backend found no usable GPU, so amdchat uses the CPU backend instead (faster than {backend} without a GPU). If this computer has a GPU, check its driver: the Diagnostics page says what is missing.</source>
        <translation>{backend} バックエンドは使える GPU を見つけられなかったため、amdchat は代わりに CPU バックエンドを使います（GPU なしの {backend} より高速です）。このコンピューターに GPU がある場合はドライバーを確認してください。診断ページに不足しているものが表示されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/context_check.py" line="28"/>
        <source>The context length {n_ctx} is not valid: give a number of tokens of at least 1 (or 0 for the model&apos;s own, {trained}).</source>
        <translation>コンテキスト長 {n_ctx} は無効です。1 以上のトークン数を指定してください（0 ならモデル自身の長さ {trained}）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/context_check.py" line="33"/>
        <source>The context length {n_ctx:,} is longer than this model was trained for ({trained:,} tokens): it would not follow its text past that. Choose at most {trained:,}.</source>
        <translation>コンテキスト長 {n_ctx:,} は、このモデルが学習した長さ（{trained:,} トークン）を超えています。それより先ではテキストを正しく追えません。{trained:,} 以下を選んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/context_check.py" line="43"/>
        <source>A context of {n_ctx:,} tokens needs {need_gib:.1f} GiB for its cache alone, more than this computer&apos;s memory and GPUs hold together ({have_gib:.1f} GiB). Choose a shorter context.</source>
        <translation>{n_ctx:,} トークンのコンテキストは、キャッシュだけで {need_gib:.1f} GiB を必要とし、このコンピューターのメモリと GPU を合わせた容量（{have_gib:.1f} GiB）を超えます。より短いコンテキストを選んでください。</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="36"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="95"/>
        <source>loaded</source>
        <translation>読み込み済み</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="96"/>
        <source>downloaded</source>
        <translation>ダウンロード済み</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="124"/>
        <source>{repo} — {mark}</source>
        <translation>{repo} — {mark}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="132"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="221"/>
        <source>Repository</source>
        <translation>リポジトリ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="133"/>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="134"/>
        <source>Downloads</source>
        <translation>DL 数</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="135"/>
        <source>Likes</source>
        <translation>いいね</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="137"/>
        <source>Updated</source>
        <translation>更新日</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="140"/>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="141"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="294"/>
        <source>Architecture</source>
        <translation>アーキテクチャー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="142"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="298"/>
        <source>Parameters</source>
        <translation>パラメーター数</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation type="vanished">このコンピューター</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="150"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="222"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="302"/>
        <source>Quantization</source>
        <translation>量子化</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="151"/>
        <source> (vision add-on)</source>
        <translation>（画像認識アドオン）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="153"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="309"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="154"/>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="155"/>
        <source>Fits your GPU</source>
        <translation>GPU に収まるか</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="173"/>
        <source>Fits this computer</source>
        <translation>このコンピューターに収まるか</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="200"/>
        <source>queued</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="201"/>
        <source>downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="202"/>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="203"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="204"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="205"/>
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="224"/>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="228"/>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="233"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="235"/>
        <source>stalled, retrying</source>
        <translation>停滞中、再試行します</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="242"/>
        <source>Time left</source>
        <translation>残り時間</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="243"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="244"/>
        <source>Actions</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="260"/>
        <source>imported</source>
        <translation>インポート済み</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="261"/>
        <source>opened from its folder</source>
        <translation>フォルダーから開いたもの</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="284"/>
        <source>{model} — loaded</source>
        <translation>{model} — 読み込み済み</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="289"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="291"/>
        <source> (+ vision add-on)</source>
        <translation>（＋画像認識アドオン）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="295"/>
        <source>unreadable</source>
        <translation>読み取り不可</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="306"/>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="310"/>
        <source>Source</source>
        <translation>入手元</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="312"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="117"/>
        <source>Cannot reach huggingface.co: no network? Check the connection and try again (the details are in the log folder: Help &gt; Open the log folder).</source>
        <translation>huggingface.co に接続できません。ネットワークがありませんか? 接続を確認してもう一度試してください（詳細はログフォルダーにあります: ヘルプ &gt; ログフォルダーを開く）。</translation>
    </message>
</context>
<context>
    <name>plan</name>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="112"/>
        <source> (counted for ROCm: the carve-out and GTT, up to the {rocm} this kernel gives ROCm; {free} free)</source>
        <translation>（ROCm 用に計上: カーブアウトと GTT。このカーネルが ROCm に与える {rocm} まで。空き {free}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="105"/>
        <source> (counted for ROCm: only the free carve-out, {carve}: this kernel gives ROCm no GTT; Vulkan could use {gtt} more)</source>
        <translation>（ROCm 用に計上: 空きカーブアウト {carve} のみ。このカーネルは ROCm に GTT を与えません。Vulkan ならさらに {gtt} 使えます）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="100"/>
        <source> (counted for ROCm: only the free carve-out, {carve}: how much memory this kernel gives ROCm could not be read)</source>
        <translation>（ROCm 用に計上: 空きカーブアウト {carve} のみ。このカーネルが ROCm に与えるメモリ量を読み取れませんでした）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="87"/>
        <source> (counted for Vulkan: the free carve-out, {carve}, and the free GTT, {gtt} of its {limit} limit)</source>
        <translation>（Vulkan 用に計上: 空きカーブアウト {carve} と、上限 {limit} のうち空いている GTT {gtt}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="83"/>
        <source> (counted for Vulkan: only the free carve-out, {carve}: the GTT size could not be read)</source>
        <translation>（Vulkan 用に計上: 空きカーブアウト {carve} のみ。GTT のサイズを読み取れませんでした）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="67"/>
        <source> (counted: {free}, what both Vulkan and ROCm can use on this APU, the backend not being chosen yet)</source>
        <translation>（計上: {free}。バックエンドがまだ決まっていないため、この APU で Vulkan と ROCm の両方が使えるメモリ）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="52"/>
        <source>does not fit in system RAM: the part left there needs {ram}, and {available} is available</source>
        <translation>システム RAM に収まらない：RAM に置く部分に {ram} 必要だが、使えるのは {available}</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="56"/>
        <source>{gpu}&apos;s free memory cannot be read: all {m} layers are offered to it, as llama.cpp does (it needs {vram}; the load fails if that is not free)</source>
        <translation>{gpu} の空きメモリを読み取れません：llama.cpp と同じく全 {m} レイヤーを割り当てます（{vram} 必要。空いていなければ読み込みは失敗します）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="61"/>
        <source>does not fit: this choice needs {vram} on {gpu}, which has {budget} for models (the margin kept free taken off)</source>
        <translation>収まりません：この選択では {gpu} に {vram} 必要ですが、モデルに使えるのは {budget} です（空けておく分を除く）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="65"/>
        <source>fits: {m}/{m} layers on {gpu} ({vram} of {budget})</source>
        <translation>収まる：{m}/{m} レイヤーを {gpu} に（{budget} 中 {vram}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="68"/>
        <source>fits: {m}/{m} layers on {gpu} ({vram}), experts of {k} layers in system RAM ({experts})</source>
        <translation>収まる：{m}/{m} レイヤーを {gpu} に（{vram}）、{k} レイヤーのエキスパートはシステム RAM に（{experts}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="73"/>
        <source>partly: {n} of {m} layers on {gpu} ({vram}) without their experts; the rest and every expert in system RAM ({ram}), run by the CPU</source>
        <translation>一部：{m} レイヤー中 {n} レイヤーをエキスパート抜きで {gpu} に（{vram}）。残りとすべてのエキスパートはシステム RAM に置き（{ram}）、CPU で計算</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="77"/>
        <source>partly: {n} of {m} layers on {gpu} ({vram}), the rest in system RAM ({ram}), run by the CPU</source>
        <translation>一部：{m} レイヤー中 {n} レイヤーを {gpu} に（{vram}）。残りはシステム RAM に置き（{ram}）、CPU で計算</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="81"/>
        <source>does not fit in system RAM: needs {ram}, {budget} available</source>
        <translation>システム RAM に収まりません：{ram} 必要、使えるのは {budget}</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="84"/>
        <source>runs on the CPU, as chosen, in system RAM ({ram})</source>
        <translation>選んだとおり CPU で実行（システム RAM に {ram}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="87"/>
        <source>too large for {gpu}: runs on the CPU, in system RAM ({ram})</source>
        <translation>{gpu} には大きすぎます：CPU で、システム RAM 上で動作（{ram}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="89"/>
        <source>runs on the CPU, in system RAM ({ram})</source>
        <translation>CPU で、システム RAM 上で動作（{ram}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="95"/>
        <source>, about {tps} tok/s expected</source>
        <translation>、約 {tps} トークン/秒 の見込み</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="102"/>
        <source>; context shortened to {n_ctx} tokens to fit</source>
        <translation>。収めるためにコンテキストを {n_ctx} トークンに短縮</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="109"/>
        <source> (a guess: the GPU&apos;s free memory cannot be read, so its total less the margin was assumed free)</source>
        <translation>（推定：GPU の空きメモリを読み取れないため、総容量から空けておく分を引いた量を空きとみなしました）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="116"/>
        <source> (this model has no experts to keep in system RAM: every layer is offered to the GPU)</source>
        <translation>（このモデルにはシステム RAM に置けるエキスパートがないため、すべてのレイヤーを GPU に割り当てる）</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="121"/>
        <source> (a mixture-of-experts model whose expert tensors amdchat does not recognise: whole layers are split instead)</source>
        <translation>（amdchat がエキスパートのテンソルを認識できない MoE モデル：代わりにレイヤー単位で分割します）</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/placing.py" line="186"/>
        <source>{name}: {plan}. Automatic would give: {automatic}. Loading it as you chose; llama.cpp fails the load, or the driver spills into system memory (slow), if it does not fit.</source>
        <translation>{name}：{plan}。自動なら：{automatic}。選んだとおりに読み込みます。収まらない場合、llama.cpp の読み込みが失敗するか、ドライバーがシステムメモリにあふれさせます（低速）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/placing.py" line="193"/>
        <source>{name}: {plan}.</source>
        <translation>{name}：{plan}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/remote_split.py" line="71"/>
        <source>{n} on {host}</source>
        <translation>{host} に {n}</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/remote_split.py" line="75"/>
        <source>0 remote</source>
        <translation>リモートに 0</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/remote_split.py" line="77"/>
        <source>{first}, {then}</source>
        <translation>{first}、{then}</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/remote_split.py" line="79"/>
        <source>{here} layers here, {remote}</source>
        <translation>このコンピューターに {here} レイヤー、{remote}</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/remote_placing.py" line="67"/>
        <source>{name}: {split}.</source>
        <translation>{name}：{split}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/remote_placing.py" line="71"/>
        <source>{name}: {split}; {network}.</source>
        <translation>{name}: {split}。{network}。</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/link_cost.py" line="67"/>
        <source>over this link each token waits ~{ms} ms on the network (round trips per token: {trips}), more than it computes: expect at most {tps} tok/s</source>
        <translation>この回線では各トークンがネットワークで約 {ms} ms 待ちます（トークンあたりの往復回数：{trips}）。計算時間より長いため、最大でも約 {tps} トークン/秒です</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/link_cost.py" line="71"/>
        <source>the network adds ~{ms} ms to each token (round trips per token: {trips}; at most {tps} tok/s)</source>
        <translation>ネットワークにより各トークンに約 {ms} ms 加わります（トークンあたりの往復回数：{trips}、最大 {tps} トークン/秒）</translation>
    </message>
</context>
<context>
    <name>remote</name>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="13"/>
        <source>a web page (HTML)</source>
        <translation>ウェブページ (HTML)</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="14"/>
        <source>text that is not JSON</source>
        <translation>JSON ではないテキスト</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="15"/>
        <source>JSON that is not a chat reply</source>
        <translation>チャットの返答ではない JSON</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="16"/>
        <source>JSON that is not a list of models</source>
        <translation>モデル一覧ではない JSON</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="20"/>
        <source>a compressed answer ({encoding})</source>
        <translation>圧縮された応答 ({encoding})</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="25"/>
        <source>an answer of type &quot;{type}&quot;</source>
        <translation>種類「{type}」の応答</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="30"/>
        <source>over {mib} MiB</source>
        <translation>{mib} MiB 超</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="34"/>
        <source>a line over {mib} MiB</source>
        <translation>{mib} MiB を超える 1 行</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="38"/>
        <source>no answer in {seconds:.0f} s</source>
        <translation>{seconds:.0f} 秒間応答なし</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="42"/>
        <source>still streaming after {hours:g} h</source>
        <translation>{hours:g} 時間たっても送信が続いている</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="70"/>
        <source>The server at {host} refused the key (HTTP {status}). Check the API key, or leave it empty if the server needs none.</source>
        <translation>{host} のサーバーがキーを拒否しました (HTTP {status})。API キーを確認してください。サーバーがキーを必要としない場合は空にしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="76"/>
        <source>The host name {host} could not be found (it does not resolve). Check the spelling of the address, or use the computer&apos;s IP address.</source>
        <translation>ホスト名 {host} が見つかりません (名前解決できません)。アドレスの綴りを確認するか、そのコンピューターの IP アドレスを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="82"/>
        <source>Could not connect to {host}: {why}. Check that the server is running, listens on that port and is not blocked by a firewall.</source>
        <translation>{host} に接続できませんでした: {why}。サーバーが動いていて、そのポートで待ち受けていて、ファイアウォールで遮断されていないことを確認してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="89"/>
        <source>The server at {host} answered {what}, not the OpenAI API. Check the URL: it is the API&apos;s base, which often ends in /v1.</source>
        <translation>{host} のサーバーの応答は OpenAI API ではなく {what} でした。URL を確認してください。API のベース URL で、多くは /v1 で終わります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="95"/>
        <source>The server at {host} has no {path} (HTTP 404). Check the URL: it is the API&apos;s base, which often ends in /v1.</source>
        <translation>{host} のサーバーに {path} がありません (HTTP 404)。URL を確認してください。API のベース URL で、多くは /v1 で終わります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="101"/>
        <source>The server at {host} answered with an error (HTTP {status}): {message}</source>
        <translation>{host} のサーバーがエラーを返しました (HTTP {status}): {message}</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="107"/>
        <source>The server at {host} sent nothing new for {seconds:.0f} s, so amdchat stopped waiting. The reply so far is kept; try again, or check the server.</source>
        <translation>{host} のサーバーから {seconds:.0f} 秒間新しいデータが届かなかったため、待つのをやめました。ここまでの返答は保存されています。もう一度試すか、サーバーを確認してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="114"/>
        <source>The server at {host} sent more than any real answer ({what}), so amdchat stopped reading. The reply so far is kept.</source>
        <translation>{host} のサーバーが実際の応答ではありえない量を送ってきた ({what}) ため、読み込みをやめました。ここまでの返答は保存されています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="120"/>
        <source>The server at {host} closed the connection in the middle of the reply. The reply so far is kept; try again, or check the server.</source>
        <translation>{host} のサーバーが返答の途中で接続を閉じました。ここまでの返答は保存されています。もう一度試すか、サーバーを確認してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="126"/>
        <source>The server at {host} offers no model. Load one there first.</source>
        <translation>{host} のサーバーにはモデルがありません。先にそちらでモデルを読み込んでください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="132"/>
        <source>{url} is not a server address. Write it as http://host:port/v1 (or https://...).</source>
        <translation>{url} はサーバーのアドレスではありません。http://host:port/v1 (または https://...) の形で入力してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/keys.py" line="19"/>
        <source>This computer has no system keyring (such as GNOME Keyring, KWallet or the Windows Credential Manager), so the key cannot be saved: it is used for this session only and asked for again next time.</source>
        <translation>このコンピューターにはシステムキーリング (GNOME Keyring、KWallet、Windows 資格情報マネージャーなど) がないため、キーを保存できません。このセッションでのみ使われ、次回また入力が必要です。</translation>
    </message>
</context>
<context>
    <name>rpc</name>
    <message>
        <location filename="../../amdchat/engine/rpc_client.py" line="100"/>
        <source>{endpoint} passed the check, then stopped answering while llama.cpp added it (nothing for {seconds} s): it is stalled, or not a real rpc-server. Restart sharing on that computer, or leave it out.</source>
        <translation>{endpoint} は確認に通りましたが、llama.cpp が追加している間に応答しなくなりました ({seconds} 秒間応答なし)。停止しているか、本物の rpc-server ではありません。そのコンピューターで共有を再開するか、このサーバーを除外してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_client.py" line="129"/>
        <source>This backend has no RPC library ({reason}).</source>
        <translation>このバックエンドには RPC ライブラリがありません({reason})。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="89"/>
        <source>&apos;{given}&apos; is an IPv6 address: llama.cpp&apos;s RPC reaches servers over IPv4 only. Give the computer&apos;s IPv4 address or its name.</source>
        <translation>&apos;{given}&apos; は IPv6 アドレスです。llama.cpp の RPC は IPv4 でしかサーバーに接続できません。コンピューターの IPv4 アドレスか名前を指定してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="93"/>
        <source>&apos;{given}&apos; is not a server address: write it as HOST:PORT, for example 192.168.1.20:50052.</source>
        <translation>「{given}」はサーバーのアドレスではありません。ホスト:ポートの形で書いてください（例：192.168.1.20:50052）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="99"/>
        <source>&apos;{given}&apos; has no valid port: write it as HOST:PORT with a port from 1 to 65535.</source>
        <translation>「{given}」のポートが正しくありません。ホスト:ポートの形で、ポートは 1 から 65535 で書いてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="130"/>
        <source>The name {host} did not resolve within {seconds} s: check the name, or give the computer&apos;s IP address.</source>
        <translation>名前 {host} が {seconds} 秒以内に解決されませんでした。名前を確認するか、そのコンピューターの IP アドレスを入力してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="134"/>
        <source>The name {host} does not resolve ({reason}): check the name, or give the computer&apos;s IP address.</source>
        <translation>名前 {host} を解決できません({reason})。名前を確認するか、そのコンピューターの IP アドレスを入力してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="151"/>
        <source>{endpoint} accepted the connection but did not answer in time: it may be busy with another client, stalled, or not an rpc-server.</source>
        <translation>{endpoint} は接続を受け付けましたが、時間内に応答しませんでした。別のクライアントの処理中か、停止しているか、rpc-server ではない可能性があります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="164"/>
        <source>{endpoint} answered as a web server (HTTP), not as llama.cpp&apos;s rpc-server: the port is another program&apos;s (an API server?). Use the port that &apos;amdchat share&apos; prints there.</source>
        <translation>{endpoint} は llama.cpp の rpc-server としてではなく、Web サーバー (HTTP) として応答しました。このポートは別のプログラム (API サーバーなど) のものです。相手のコンピューターで「amdchat share」が表示するポートを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="171"/>
        <source>{endpoint} answered, but not as llama.cpp&apos;s rpc-server does (a reply of {size} bytes where {expected} were due): it is another program, or an rpc-server of another llama.cpp version.</source>
        <translation>{endpoint} は応答しましたが、llama.cpp の rpc-server の応答ではありません（{expected} バイトのところ {size} バイト）。別のプログラムか、別バージョンの llama.cpp の rpc-server です。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="183"/>
        <source>{endpoint} closed the connection during the hello ({reason}): it is an rpc-server of another llama.cpp version (older ones close here), or not an rpc-server.</source>
        <translation>{endpoint} はハンドシェイク中に接続を閉じました({reason})。別バージョンの llama.cpp の rpc-server(古いものはここで閉じます)か、rpc-server ではありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="213"/>
        <source>{endpoint} did not accept a connection within {seconds} s: the computer is off, unreachable, or a firewall drops the port.</source>
        <translation>{endpoint} は {seconds} 秒以内に接続を受け付けませんでした。コンピューターの電源が切れているか、到達できないか、ファイアウォールがポートを遮断しています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="218"/>
        <source>{endpoint} refused the connection ({reason}): no rpc-server listens on that port (start one with &apos;amdchat share&apos; there).</source>
        <translation>{endpoint} は接続を拒否しました（{reason}）。そのポートで rpc-server が待ち受けていません（そのコンピューターで「amdchat share」を起動してください）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="235"/>
        <source>{endpoint} speaks RPC protocol {theirs}, this app&apos;s llama.cpp speaks {ours}: llama.cpp refuses the pair. Run the same amdchat version (or a llama.cpp of the same protocol) on both computers.</source>
        <translation>{endpoint} の RPC プロトコルは {theirs}、このアプリの llama.cpp は {ours} です。llama.cpp はこの組み合わせを拒否します。両方のコンピューターで同じバージョンの amdchat(または同じプロトコルの llama.cpp)を使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="245"/>
        <source>{endpoint} offers {count} devices: nothing to place layers on.</source>
        <translation>{endpoint} が提供するデバイスは {count} 個です。レイヤーを置く場所がありません。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="255"/>
        <source>{endpoint} offers 0 bytes of free memory: nothing fits there. Free memory on that computer, or share another device.</source>
        <translation>{endpoint} の空きメモリは 0 バイトです。何も載りません。そのコンピューターのメモリを空けるか、別のデバイスを共有してください。</translation>
    </message>
    <message>
        <source>The computer at {hosts} stopped answering while the model ran on it ({why}), so the engine stopped. The reply so far is kept. The next request loads the model without it.</source>
        <translation type="vanished">モデルの実行中に {hosts} のコンピューターが応答しなくなったため（{why}）、エンジンが停止しました。ここまでの返答は保存されています。次のリクエストでは、そのコンピューターを使わずにモデルを読み込みます。</translation>
    </message>
    <message>
        <source>The computer at {hosts} stopped answering while the model ran on it ({why}), so the engine stopped. The reply so far is kept. Start its sharing again, or load the model without it (remove it from Settings &gt; Network, or from --rpc).</source>
        <translation type="vanished">モデルの実行中に {hosts} のコンピューターが応答しなくなったため（{why}）、エンジンが停止しました。ここまでの返答は保存されています。そのコンピューターで共有をもう一度始めるか、そのコンピューターを外してモデルを読み込み直してください（「設定 &gt; ネットワーク」または --rpc から削除）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="177"/>
        <source>{endpoint} is in the list already.</source>
        <translation>{endpoint} はすでに一覧にあります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="181"/>
        <source>amdchat uses at most {count} remote computers: remove one from the list before adding {endpoint}.</source>
        <translation>amdchat が使えるリモートのコンピューターは最大 {count} 台です。{endpoint} を追加する前に、一覧から 1 台を削除してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="218"/>
        <source>{endpoint} added.</source>
        <translation>{endpoint} を追加しました。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="247"/>
        <source>not checked yet</source>
        <translation>まだ確認されていません</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="248"/>
        <source>{offer} (last checked {when})</source>
        <translation>{offer}（最終確認 {when}）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="254"/>
        <source>{free} free of {total}</source>
        <translation>{total} 中 {free} 空き</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="257"/>
        <source>{devices}; protocol {version}, {ms} ms</source>
        <translation>{devices}、プロトコル {version}、{ms} ms</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_listen.py" line="32"/>
        <source>&apos;{host}&apos; is not an IPv4 address: llama.cpp&apos;s RPC server listens on a numeric IPv4 address only (it does not look names up). Use 127.0.0.1 (this computer only, for an SSH tunnel), 0.0.0.0 (every network) or one of this computer&apos;s IPv4 addresses.</source>
        <translation>&apos;{host}&apos; は IPv4 アドレスではありません。llama.cpp の RPC サーバーは数値の IPv4 アドレスでのみ待ち受けます（名前は解決しません）。127.0.0.1（このコンピューターのみ。SSH トンネル用）、0.0.0.0（すべてのネットワーク）、またはこのコンピューターの IPv4 アドレスのいずれかを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_listen.py" line="38"/>
        <source>&apos;{host}&apos; is an IPv6 address: llama.cpp&apos;s RPC server listens over IPv4 only (its client connects over IPv4 too). Use 127.0.0.1 (this computer only, for an SSH tunnel), 0.0.0.0 (every network) or one of this computer&apos;s IPv4 addresses.</source>
        <translation>&apos;{host}&apos; は IPv6 アドレスです。llama.cpp の RPC サーバーは IPv4 でのみ待ち受けます（クライアントも IPv4 でのみ接続します）。127.0.0.1（このコンピューターのみ。SSH トンネル用）、0.0.0.0（すべてのネットワーク）、またはこのコンピューターの IPv4 アドレスのいずれかを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_listen.py" line="44"/>
        <source>&apos;{host}&apos; is the broadcast address, which cannot be listened on. Use 127.0.0.1, 0.0.0.0 or one of this computer&apos;s IPv4 addresses.</source>
        <translation>&apos;{host}&apos; はブロードキャストアドレスなので、待ち受けに使えません。127.0.0.1、0.0.0.0、またはこのコンピューターの IPv4 アドレスのいずれかを使ってください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/remote_placing.py" line="132"/>
        <source>The computer at {hosts} stopped answering while the model ran on it, so the engine stopped. {why} The reply so far is kept. Start its sharing again, or load the model without it (remove it from Settings &gt; Network, or from --rpc).</source>
        <translation>モデルの実行中に {hosts} のコンピューターが応答しなくなったため、エンジンが停止しました。{why}ここまでの返答は保存されています。そのコンピューターで共有をもう一度始めるか、そのコンピューターを外してモデルを読み込み直してください（「設定 &gt; ネットワーク」または --rpc から削除）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/remote_placing.py" line="143"/>
        <source>The computer at {hosts} stopped answering while the model ran on it, so the engine stopped. {why} The reply so far is kept. The next request loads the model without it.</source>
        <translation>モデルの実行中に {hosts} のコンピューターが応答しなくなったため、エンジンが停止しました。{why}ここまでの返答は保存されています。次のリクエストでは、そのコンピューターを使わずにモデルを読み込みます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/worker.py" line="172"/>
        <source>The computer at {endpoint} has not answered for {seconds:.0f} s while the model ran on it (its sharing may be frozen, or its network gone), so the engine stopped. Start its sharing again, or load the model without it.</source>
        <translation>モデルの実行中に {endpoint} のコンピューターが {seconds:.0f} 秒間応答しなかったため（共有が止まっているか、ネットワークが切れている可能性があります）、エンジンが停止しました。そのコンピューターで共有をもう一度始めるか、そのコンピューターなしでモデルを読み込んでください。</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="69"/>
        <source>Performance</source>
        <translation>パフォーマンス</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="55"/>
        <source>CPU threads</source>
        <translation>CPU スレッド数</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="159"/>
        <source>CPU threads for the model&apos;s work on the CPU (0: automatic, the physical performance cores, fewer if a measurement at load finds fewer faster).</source>
        <translation>CPU で行うモデルの処理に使うスレッド数（0: 自動。物理パフォーマンスコアの数で、読み込み時の計測で少ない方が速ければ減らします）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="95"/>
        <source>Path of the last model loaded; loaded again at start.</source>
        <translation>最後に読み込んだモデルのパス。起動時に再び読み込みます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="97"/>
        <source>Model files opened lately, newest first, so that one opened from outside the models folder can be chosen again.</source>
        <translation>最近開いたモデルファイル（新しい順）。モデルフォルダー以外から開いたものも再び選べるようにします。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="102"/>
        <source>Base URL of the remote OpenAI-compatible server chosen last.</source>
        <translation>最後に選んだリモートの OpenAI 互換サーバーのベース URL。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="104"/>
        <source>The model chosen last on the remote server.</source>
        <translation>リモートサーバーで最後に選んだモデル。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="106"/>
        <source>Load the last model when the app starts.</source>
        <translation>アプリの起動時に、最後に使ったモデルを読み込みます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="108"/>
        <source>Inference backend: auto, vulkan, rocm or cpu.</source>
        <translation>推論バックエンド：auto、vulkan、rocm、cpu のいずれか。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="110"/>
        <source>On the first load of a kind of model on a GPU that runs both Vulkan and ROCm, offer to measure which is faster (about 20 seconds); &quot;auto&quot; then uses the faster one.</source>
        <translation>Vulkan と ROCm の両方が動く GPU で、ある種類のモデルを初めて読み込むとき、どちらが速いかの測定（約 20 秒）を提案します。以後 &quot;auto&quot; は速い方を使います。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="114"/>
        <source>Which GPU the backend uses, by its index (-1: the backend&apos;s own choice).</source>
        <translation>バックエンドが使う GPU の番号（-1：バックエンドに任せる）。</translation>
    </message>
    <message>
        <source>Layers to offload to the GPU (-1: as many as fit the GPU&apos;s free memory).</source>
        <translation type="vanished">GPU にオフロードするレイヤー数（-1：GPU の空きメモリに収まるだけ）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="140"/>
        <source>KV cache type: f16, or q8_0 / q4_0 to fit a longer context (V is quantized only with flash attention).</source>
        <translation>KV キャッシュの型：f16、またはより長いコンテキストを収める q8_0 / q4_0（V は Flash Attention 有効時のみ量子化されます）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="144"/>
        <source>Flash attention: less compute memory, and needed to quantize the V cache.</source>
        <translation>Flash Attention：計算用メモリが減ります。V キャッシュの量子化にも必要です。</translation>
    </message>
    <message>
        <source>Models page: measure each quantization&apos;s fit with a llama.cpp dry run of its header (a second or two each, remembered), after the first estimate.</source>
        <translation type="vanished">「モデル」ページ：最初の推定のあと、各量子化のヘッダーで llama.cpp のドライランを行い、収まるかを測定します（1 つあたり 1〜2 秒、結果は記憶されます）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="147"/>
        <source>Measure each quantization&apos;s fit with a llama.cpp dry run of its header (a second or two each, remembered), after the first estimate: on the Models page and in amdchat fit.</source>
        <translation>最初の見積もりの後、各量子化が収まるかを llama.cpp によるヘッダーのドライランで測定します（1 件あたり 1〜2 秒、結果は記憶されます）。モデルページと amdchat fit の両方に適用されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="151"/>
        <source>Full-size cache for sliding-window layers (Gemma 2/3 and others): much more memory, so that going back further than the window keeps the cached prompt.</source>
        <translation>スライディングウィンドウ層（Gemma 2/3 など）にフルサイズのキャッシュを使います。メモリを大幅に多く使いますが、ウィンドウより前に戻ってもキャッシュ済みのプロンプトが再利用されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="163"/>
        <source>Sampling temperature (0: greedy).</source>
        <translation>サンプリング温度（0：貪欲法）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="166"/>
        <source>Nucleus sampling: keep tokens up to this probability mass.</source>
        <translation>Nucleus サンプリング：累積確率がこの値に達するまでのトークンを残します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="169"/>
        <source>Keep only the k most likely tokens (0: off).</source>
        <translation>確率の高い上位 k 個のトークンだけを残します（0：オフ）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="172"/>
        <source>Drop tokens below this fraction of the top probability.</source>
        <translation>最大確率に対する比率がこの値未満のトークンを除外します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="175"/>
        <source>Penalty for repeating recent tokens (1: off).</source>
        <translation>直近のトークンを繰り返すことへのペナルティ（1：オフ）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="178"/>
        <source>Longest reply in tokens.</source>
        <translation>応答の最大トークン数。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="181"/>
        <source>Random seed (-1: a new one each reply).</source>
        <translation>乱数シード（-1：応答ごとに新しい値）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="184"/>
        <source>Instructions placed before every conversation.</source>
        <translation>すべての会話の先頭に置く指示。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="186"/>
        <source>Prompt format: auto uses the model&apos;s own template, else one by architecture.</source>
        <translation>プロンプト形式：auto はモデル自身のテンプレートを使い、なければアーキテクチャーに応じたものを使います。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="189"/>
        <source>Folder for downloaded models (empty: the app&apos;s data folder).</source>
        <translation>ダウンロードしたモデルの保存先フォルダー（空欄：アプリのデータフォルダー）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="191"/>
        <source>Colours: system (follow the system), light or dark.</source>
        <translation>配色：system（システムに従う）、light（ライト）、dark（ダーク）のいずれか。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="194"/>
        <source>Hugging Face access token, for gated or private repos (never logged).</source>
        <translation>Hugging Face のアクセストークン。アクセス制限付きまたは非公開のリポジトリ用（ログには記録されません）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="197"/>
        <source>Serve the loaded model to other programs through an OpenAI-compatible API.</source>
        <translation>読み込んだモデルを、OpenAI 互換 API で他のプログラムから使えるようにします。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="200"/>
        <source>Other computers whose GPUs take layers of the model too (host:port of an &apos;amdchat share&apos; or rpc-server of the same llama.cpp), placed by their free memory.</source>
        <translation>モデルのレイヤーを空きメモリに応じて分担する他のコンピューターの GPU（同じ llama.cpp の「amdchat share」または rpc-server のホスト:ポート）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="204"/>
        <source>Address that sharing this computer&apos;s GPU listens on (127.0.0.1: this computer only, for an SSH tunnel; the RPC protocol has no password and no encryption).</source>
        <translation>このコンピューターの GPU を共有するときに待ち受けるアドレス（127.0.0.1：このコンピューターのみ。SSH トンネル用。RPC プロトコルにはパスワードも暗号化もありません）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="207"/>
        <source>Port that sharing listens on.</source>
        <translation>共有で待ち受けるポート。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="209"/>
        <source>Port of the local API server.</source>
        <translation>ローカル API サーバーのポート番号。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="212"/>
        <source>Let other computers on the network use the API (needs an API key).</source>
        <translation>ネットワーク上の他のコンピューターから API を使えるようにします（API キーが必要）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="215"/>
        <source>Key that API clients must send (Authorization: Bearer KEY); empty: none, on this computer only.</source>
        <translation>API クライアントが送る必要のあるキー（Authorization: Bearer KEY）。空欄：キーなし、このコンピューターからのみ利用可。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="218"/>
        <source>Allow web pages in a browser to call the API (CORS).</source>
        <translation>ブラウザーの Web ページから API を呼び出すことを許可します（CORS）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="220"/>
        <source>Let API clients send images as http(s) links, which amdchat then downloads (at most 20 MB, 10 s); off: data URLs only.</source>
        <translation>API クライアントが画像を http(s) リンクで送ることを許可し、amdchat がダウンロードします（最大 20 MB、10 秒）。オフ: data URL のみ。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="223"/>
        <source>Language of the app: system (the desktop&apos;s language), en (English), ja (Japanese) or ru (Russian). Applied at the next start.</source>
        <translation>アプリの表示言語：system（デスクトップの言語）、en（英語）、ja（日本語）、ru（ロシア語）。次回の起動時に反映されます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="21"/>
        <source>Load last model at start</source>
        <translation>起動時に前回のモデルを読み込む</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="22"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <source>GPU layers (-1: as many as fit)</source>
        <translation type="vanished">GPU レイヤー数（-1：収まるだけ）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="18"/>
        <source>Remote GPUs</source>
        <translation>リモート GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="19"/>
        <source>Share on address</source>
        <translation>共有するアドレス</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="20"/>
        <source>Share on port</source>
        <translation>共有するポート</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="23"/>
        <source>Offer to measure</source>
        <translation>測定を提案する</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="30"/>
        <source>Context length</source>
        <translation>コンテキスト長</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="31"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="32"/>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="33"/>
        <source>Top K</source>
        <translation>Top K</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="34"/>
        <source>Min P</source>
        <translation>Min P</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="35"/>
        <source>Repeat penalty</source>
        <translation>繰り返しペナルティ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="36"/>
        <source>Max reply tokens</source>
        <translation>最大応答トークン数</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="37"/>
        <source>Seed (-1: random)</source>
        <translation>シード（-1：ランダム）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="38"/>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="39"/>
        <source>Chat template</source>
        <translation>チャットテンプレート</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="40"/>
        <source>Models folder</source>
        <translation>モデルフォルダー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="41"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="48"/>
        <source>Download images sent as links</source>
        <translation>リンクで送られた画像をダウンロード</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="49"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="50"/>
        <source>KV cache type</source>
        <translation>KV キャッシュの型</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="51"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="52"/>
        <source>Full-size sliding-window cache</source>
        <translation>SWA フルサイズキャッシュ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="53"/>
        <source>Measure fit with a dry run</source>
        <translation>ドライランで収まりを測定</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="54"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="63"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="66"/>
        <source>Backend and GPU</source>
        <translation>バックエンドと GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="70"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="73"/>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="77"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="78"/>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>GPU device (-1: auto)</source>
        <translation type="vanished">GPU デバイス（-1：自動）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="42"/>
        <source>Hugging Face token</source>
        <translation>Hugging Face トークン</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="43"/>
        <location filename="../../amdchat/ui/settings_pages.py" line="74"/>
        <source>Local API server</source>
        <translation>ローカル API サーバー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="44"/>
        <source>API port</source>
        <translation>API ポート</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="45"/>
        <source>Listen on the network</source>
        <translation>ネットワークで待ち受ける</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="46"/>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="47"/>
        <source>Allow browser pages (CORS)</source>
        <translation>ブラウザーからの利用を許可（CORS）</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="155"/>
        <source>When a card&apos;s Resizable BAR is off, run Vulkan with GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1, which gives back most of the speed lost.</source>
        <translation>カードの Resizable BAR が無効なとき、Vulkan を GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1 で動かし、失われた速度の大部分を取り戻します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="56"/>
        <source>Vulkan workaround for a small BAR</source>
        <translation>小さい BAR 向けの Vulkan 回避策</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="117"/>
        <source>What goes to the GPU: auto (as much as fits: every layer, else a mixture-of-experts model&apos;s experts of some layers in system RAM, else fewer layers), all, a number of layers, or the experts of a number of layers in system RAM.</source>
        <translation>GPU に載せるもの：自動（収まるだけ：すべてのレイヤー、無理なら MoE モデルの一部のレイヤーのエキスパートをシステム RAM に、それでも無理ならレイヤーを減らす）、すべて、レイヤーの数、またはシステム RAM に置くエキスパートのレイヤーの数。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="123"/>
        <source>With GPU offload on layers: how many layers go to the GPU (the last ones).</source>
        <translation>GPU オフロードが「レイヤー」のとき：GPU に載せるレイヤーの数（最後のレイヤーから）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="126"/>
        <source>With GPU offload on experts: the experts of this many layers stay in system RAM (llama.cpp&apos;s --n-cpu-moe).</source>
        <translation>GPU オフロードが「エキスパート」のとき：この数のレイヤーのエキスパートをシステム RAM に残します（llama.cpp の --n-cpu-moe）。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="130"/>
        <source>Memory kept free on the GPU, in MiB, for the desktop and other programs (llama.cpp keeps 1024).</source>
        <translation>デスクトップや他のプログラムのために GPU に空けておくメモリ（MiB）。llama.cpp は 1024 を空けます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="133"/>
        <source>Context length automatic: the longest that fits with the model on the GPU (up to 32768 tokens or the model&apos;s own length, down to 4096), as llama.cpp&apos;s --fit does.</source>
        <translation>コンテキスト長を自動で決めます：モデルを GPU に載せたまま収まる最長の長さ（最大 32768 トークンまたはモデル本来の長さ、最小 4096）。llama.cpp の --fit と同じです。</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="137"/>
        <source>Context window in tokens, when not automatic.</source>
        <translation>自動でないときのコンテキストウィンドウのトークン数。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="24"/>
        <source>GPU offload</source>
        <translation>GPU オフロード</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="26"/>
        <source>Layers on the GPU</source>
        <translation>GPU 上のレイヤー数</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="27"/>
        <source>Layers with experts in RAM</source>
        <translation>エキスパートを RAM に置くレイヤー数</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="28"/>
        <source>Memory kept free on the GPU (MiB)</source>
        <translation>GPU に空けておくメモリ（MiB）</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="29"/>
        <source>Automatic context length</source>
        <translation>コンテキスト長を自動で決める</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="299"/>
        <source>Warning: sharing could not be tied to the app; if the app is killed, sharing goes on until this computer restarts or you end it.</source>
        <translation>警告：共有をアプリに結び付けられませんでした。アプリが強制終了されると、このコンピューターを再起動するか手動で終了するまで共有が続きます。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="381"/>
        <source>llama.cpp&apos;s RPC protocol has no password and no encryption: anyone who reaches the port can use the GPU and read what it computes. Keep 127.0.0.1 and use an SSH tunnel (ssh -N -L {port}:127.0.0.1:{port} you@this-computer on the other computer), or share on a private network only.</source>
        <translation>llama.cpp の RPC プロトコルにはパスワードも暗号化もありません。ポートに到達できる人は誰でも GPU を使い、計算内容を読めます。127.0.0.1 のままにして SSH トンネル(もう一方のコンピューターで ssh -N -L {port}:127.0.0.1:{port} you@this-computer)を使うか、プライベートネットワークでのみ共有してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="396"/>
        <source>Share this computer&apos;s GPU</source>
        <translation>このコンピューターの GPU を共有する</translation>
    </message>
    <message>
        <source>llama.cpp&apos;s RPC protocol has no password and no encryption: anyone who reaches the port can use the GPU and read what it computes. Keep 127.0.0.1 and use an SSH tunnel (ssh -N -L 50052:127.0.0.1:50052 you@this-computer on the other computer), or share on a private network only.</source>
        <translation type="vanished">llama.cpp の RPC プロトコルにはパスワードも暗号化もありません。ポートに到達できる人は誰でも GPU を使い、計算内容を読めます。127.0.0.1 のままにして SSH トンネル（もう一方のコンピューターで ssh -N -L 50052:127.0.0.1:50052 you@this-computer）を使うか、プライベートネットワークでのみ共有してください。</translation>
    </message>
    <message>
        <source>The installed app cannot share its GPU yet: run &apos;amdchat share&apos; from a source checkout (./setup.sh) on this computer.</source>
        <translation type="vanished">インストールされたアプリはまだ GPU を共有できません。このコンピューターでソースのチェックアウト (./setup.sh) から &apos;amdchat share&apos; を実行してください。</translation>
    </message>
</context>
<context>
    <name>speed</name>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="138"/>
        <source>No weights are in GPU memory: the {backend} backend runs the model on the CPU.</source>
        <translation>GPU メモリに重みがありません：{backend} バックエンドはモデルを CPU で実行しています。</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="142"/>
        <source>Only {n} of {total} layers are on the GPU: the others run on the CPU, at the speed of system memory.</source>
        <translation>GPU にあるのは {total} レイヤー中 {n} レイヤーだけです：残りはシステムメモリの速度で CPU で動作します。</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="134"/>
        <source>The Vulkan device used ({device}) is a CPU emulating a GPU, not a GPU.</source>
        <translation>使用中の Vulkan デバイス（{device}）は GPU ではなく、GPU をエミュレートしている CPU です。</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="148"/>
        <source>The integrated GPU was picked while a discrete one ({gpu}) is present: choose it in Settings &gt; GPU.</source>
        <translation>ディスクリート GPU（{gpu}）があるのに内蔵 GPU が選ばれています：設定 &gt; GPU で選び直してください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="166"/>
        <source>The placement shows no cause: other programs may be busy on the processor&apos;s cores, or it runs at a low clock (power saving).</source>
        <translation>配置からは原因が見当たりません：他のプログラムがプロセッサーのコアを使っているか、省電力のためにクロックが低くなっている可能性があります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="169"/>
        <source>The placement shows no cause: another program may be using the GPU, or its clock is held low (power saving).</source>
        <translation>配置からは原因が見当たりません：他のプログラムが GPU を使っているか、省電力のためにクロックが低く抑えられている可能性があります。</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="176"/>
        <source>{measured:.1f} tok/s is {percent:.0f} % of the ~{limit:.0f} tok/s this computer&apos;s memory allows.</source>
        <translation>{measured:.1f} トークン/秒 は、このコンピューターのメモリで出せる上限 約 {limit:.0f} トークン/秒 の {percent:.0f} % です。</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="181"/>
        <source>{measured:.1f} tok/s is {percent:.0f} % of the ~{limit:.0f} tok/s this hardware allows: probably running on the CPU or partly offloaded.</source>
        <translation>{measured:.1f} トークン/秒 は、このハードウェアの上限 約 {limit:.0f} トークン/秒 の {percent:.0f} % です：CPU で動作しているか、一部しかオフロードされていない可能性があります。</translation>
    </message>
</context>
<context>
    <name>vision</name>
    <message>
        <location filename="../../amdchat/engine/worker_vision.py" line="65"/>
        <source>The vision projector {name} is missing: download the model&apos;s mmproj file again.</source>
        <translation>ビジョンプロジェクター {name} が見つかりません。モデルの mmproj ファイルをもう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/worker_vision.py" line="71"/>
        <source>This llama.cpp build has no libmtmd, so images cannot be used: {error}</source>
        <translation>この llama.cpp ビルドには libmtmd がないため、画像を使えません: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/worker_vision.py" line="85"/>
        <source>The vision projector {name} does not fit this model (llama.cpp&apos;s log says why): download the mmproj file made for it.</source>
        <translation>ビジョンプロジェクター {name} はこのモデルに合いません（理由は llama.cpp のログにあります）。このモデル用の mmproj ファイルをダウンロードしてください。</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/worker_vision.py" line="187"/>
        <source>This model cannot see images: it was loaded without a vision projector. Download its mmproj file (the Models page offers it beside the model&apos;s quantizations) into the model&apos;s folder, then load the model again.</source>
        <translation>このモデルは画像を見られません。ビジョンプロジェクターなしで読み込まれています。mmproj ファイル（「モデル」ページで量子化版の横に表示されます）をモデルのフォルダーにダウンロードし、モデルを読み込み直してください。</translation>
    </message>
</context>
</TS>
