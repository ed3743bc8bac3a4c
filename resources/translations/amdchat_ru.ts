<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ApiPanel</name>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="20"/>
        <source>Local API server</source>
        <translation>Локальный API-сервер</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="27"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="29"/>
        <source>Copy the address for an OpenAI-compatible client</source>
        <translation>Скопировать адрес для клиента, совместимого с OpenAI</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="54"/>
        <source>Not serving: {problem}</source>
        <translation>Сервер не работает: {problem}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="60"/>
        <source>Open to the network: other computers can use the model with the API key.</source>
        <translation>Открыт для сети: другие компьютеры могут обращаться к модели с ключом API.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="63"/>
        <source>No API request yet.</source>
        <translation>Запросов к API пока не было.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="70"/>
        <source>#{n} {endpoint}: waiting its turn</source>
        <translation>#{n} {endpoint}: ждёт очереди</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="73"/>
        <source>#{n} {endpoint}: failed: {error}</source>
        <translation>#{n} {endpoint}: ошибка: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="76"/>
        <source>#{n} {endpoint}: {tokens} tokens, {tps:.1f} tok/s</source>
        <translation>#{n} {endpoint}: токенов: {tokens}, {tps:.1f} ток/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="80"/>
        <source>, first token {ms:.0f} ms</source>
        <translation>, первый токен за {ms:.0f} мс</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="82"/>
        <source> (cancelled)</source>
        <translation> (отменён)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/api_panel.py" line="84"/>
        <source>{count} waiting</source>
        <translation>В очереди: {count}</translation>
    </message>
</context>
<context>
    <name>ApiServerController</name>
    <message>
        <location filename="../../amdchat/ui/api_server.py" line="145"/>
        <source>The API server&apos;s libraries could not be loaded ({error}). Reinstall amdchat.</source>
        <translation>Не удалось загрузить библиотеки API-сервера ({error}). Переустановите amdchat.</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="127"/>
        <source>Attach image…</source>
        <translation>Прикрепить изображение…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="129"/>
        <source>Show the model a PNG, JPEG or WebP image (or paste one, or drop it on the message box)</source>
        <translation>Показать модели изображение PNG, JPEG или WebP (или вставьте его, или перетащите в поле сообщения)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="138"/>
        <source>Get its mmproj file</source>
        <translation>Получить её файл mmproj</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="167"/>
        <source>Attach images</source>
        <translation>Прикрепить изображения</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="168"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Изображения (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="175"/>
        <source>At most {n} images go with one message.</source>
        <translation>К одному сообщению можно прикрепить не больше {n} изображений.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="190"/>
        <source>{name} is {size}; images of up to {limit} are accepted.</source>
        <translation>Размер {name} — {size}; принимаются изображения до {limit}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="196"/>
        <source>{name} cannot be read: {why}</source>
        <translation>Не удаётся прочитать {name}: {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="234"/>
        <source>{w} x {h} pixels. Click to remove it.</source>
        <translation>{w} x {h} пикселей. Нажмите, чтобы убрать.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/attachments.py" line="252"/>
        <source>This model cannot see images, so the message waits: click the image to remove it, or download the model&apos;s mmproj file (its vision projector) into its folder and load the model again.</source>
        <translation>Эта модель не видит изображения, поэтому сообщение ждёт: щёлкните по изображению, чтобы убрать его, или скачайте файл mmproj модели (визуальный проектор) в её папку и загрузите модель снова.</translation>
    </message>
    <message>
        <source>This model cannot see images: download its mmproj file (its vision projector) into the model&apos;s folder, then load the model again.</source>
        <translation type="vanished">Эта модель не видит изображения: скачайте её файл mmproj (визуальный проектор) в папку модели, затем загрузите модель снова.</translation>
    </message>
</context>
<context>
    <name>BackendOffer</name>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="110"/>
        <source>Faster backend</source>
        <translation>Более быстрый бэкенд</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="111"/>
        <source>{gpu} runs both {backends}. Which is faster depends on the card and the model. Measure them with this model now (about 20 seconds)? &quot;Automatic&quot; then uses the faster one for models like it.</source>
        <translation>{gpu} работает и с {backends}. Какой из них быстрее, зависит от карты и модели. Измерить их сейчас на этой модели (около 20 секунд)? Тогда «Автоматически» будет использовать более быстрый для похожих моделей.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="118"/>
        <source>Measure</source>
        <translation>Измерить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="120"/>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="121"/>
        <source>Don&apos;t ask again</source>
        <translation>Больше не спрашивать</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="154"/>
        <source>Measuring {backends}…</source>
        <translation>Измерение: {backends}…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="155"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="171"/>
        <source>{backend}: loading the model…</source>
        <translation>{backend}: загрузка модели…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="174"/>
        <source>{backend}: measuring…</source>
        <translation>{backend}: измерение…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="195"/>
        <source>The measurement could not be kept: {error}</source>
        <translation>Не удалось сохранить результаты измерения: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="206"/>
        <source>The backends could not be measured: {error}</source>
        <translation>Не удалось измерить бэкенды: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="215"/>
        <source>&quot;Automatic&quot; uses {backend} for models like this one on this GPU. {why}</source>
        <translation>«Автоматически» будет использовать {backend} для таких моделей на этом GPU. {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="225"/>
        <source>&quot;Automatic&quot; measurements: none yet.</source>
        <translation>Измерения для «Автоматически»: пока нет.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="226"/>
        <source>&quot;Automatic&quot; picks, measured here:</source>
        <translation>Выбор «Автоматически», измеренный здесь:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="229"/>
        <source>{gpu}, {architecture}, {size}: {backend} (measured {date} with {model}). {why}</source>
        <translation>{gpu}, {architecture}, {size}: {backend} (измерено {date} на {model}). {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/backend_offer.py" line="233"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
</context>
<context>
    <name>BenchChart</name>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="93"/>
        <source>No results yet: run a benchmark.</source>
        <translation>Результатов пока нет: запустите бенчмарк.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="117"/>
        <source>{backend}: {tps:.1f} t/s</source>
        <translation>{backend}: {tps:.1f} ток/с</translation>
    </message>
</context>
<context>
    <name>BenchmarkPage</name>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="96"/>
        <source>a .gguf file</source>
        <translation>файл .gguf</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="97"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>This backend is not installed.</source>
        <translation type="vanished">Этот бэкенд не установлен.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="106"/>
        <source>Tokens already in the context before each test, comma-separated. Depths beyond the model&apos;s context are skipped.</source>
        <translation>Сколько токенов уже в контексте перед каждым тестом, через запятую. Глубины больше контекста модели пропускаются.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="112"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="113"/>
        <source>Backends</source>
        <translation>Бэкенды</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="115"/>
        <source>Context depths</source>
        <translation>Глубины контекста</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="118"/>
        <source>Prompt tokens</source>
        <translation>Токенов промпта</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="119"/>
        <source>The &quot;pp&quot; test (prompt processing): how fast a prompt of this many tokens is read, before the first word of a reply.</source>
        <translation>Тест «pp» (обработка запроса): как быстро читается запрос из стольких токенов, до первого слова ответа.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="121"/>
        <source>Generated tokens</source>
        <translation>Токенов генерации</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="122"/>
        <source>The &quot;tg&quot; test (text generation): how fast this many tokens of a reply are written.</source>
        <translation>Тест «tg» (генерация текста): как быстро пишутся столько токенов ответа.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="124"/>
        <source>Repetitions</source>
        <translation>Повторов</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="125"/>
        <source>Each test is run this many times; the table shows the mean and the spread.</source>
        <translation>Каждый тест выполняется столько раз; в таблице — среднее и разброс.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="134"/>
        <source>Run benchmark</source>
        <translation>Запустить бенчмарк</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="137"/>
        <source>Cancel</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="148"/>
        <source>Measure for &quot;Automatic&quot;</source>
        <translation>Измерить для «Автоматически»</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="151"/>
        <source>Compares the ticked backends with this model at depth 0 and keeps the figures: &quot;Automatic&quot; then uses the faster one for models like it on this GPU.</source>
        <translation>Сравнивает отмеченные бэкенды на этой модели при глубине 0 и сохраняет результаты: затем «Автоматически» использует более быстрый для похожих моделей на этом GPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="164"/>
        <source>Past results</source>
        <translation>Прошлые результаты</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="166"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
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
        <translation type="vanished">Запуск… Сколько займёт прогон, будет оценено после первого замера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="438"/>
        <source>Saved: {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="443"/>
        <source>Copied: the results as a Markdown table.</source>
        <translation>Скопировано: результаты в виде таблицы Markdown.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="vanished">Экспорт в CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="vanished">Экспорт в JSON…</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation type="vanished">Экспорт в Markdown…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="177"/>
        <source>Copy as Markdown</source>
        <translation>Копировать как Markdown</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="234"/>
        <source>Model to benchmark</source>
        <translation>Модель для бенчмарка</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="235"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Модели GGUF (*.gguf);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="245"/>
        <source>Choose a model file to benchmark.</source>
        <translation>Выберите файл модели для бенчмарка.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="253"/>
        <source>Context depths are numbers separated by commas, such as 0,4096.</source>
        <translation>Глубины контекста — числа через запятую, например 0,4096.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="258"/>
        <source>Tick at least one backend.</source>
        <translation>Отметьте хотя бы один бэкенд.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="278"/>
        <source>No GPU was found: there is nothing to choose for.</source>
        <translation>GPU не найден: выбирать не для чего.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="281"/>
        <source>Tick two backends or more to compare them.</source>
        <translation>Отметьте два бэкенда или больше, чтобы сравнить их.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="299"/>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="300"/>
        <source>How long the run takes is estimated after its first measurement.</source>
        <translation>Длительность прогона будет оценена после первого замера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="308"/>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="331"/>
        <source>{backend}: loading the model…</source>
        <translation>{backend}: загрузка модели…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="335"/>
        <source>{backend}: {test} at depth {depth} done</source>
        <translation>{backend}: {test} на глубине {depth} готово</translation>
    </message>
    <message>
        <source>(about {n} s left)</source>
        <translation type="vanished">(осталось около {n} с)</translation>
    </message>
    <message>
        <source>(about {n} min left)</source>
        <translation type="vanished">(осталось около {n} мин)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="348"/>
        <source>The results could not be saved: {error}</source>
        <translation>Не удалось сохранить результаты: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="365"/>
        <source>The measurement could not be kept: {error}</source>
        <translation>Не удалось сохранить результаты измерения: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="368"/>
        <source>Cancelled: &quot;Automatic&quot; keeps its earlier choice.</source>
        <translation>Отменено: «Автоматически» сохраняет прежний выбор.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="375"/>
        <source>The benchmark could not run: {error}</source>
        <translation>Не удалось запустить бенчмарк: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="380"/>
        <source>Cancelled. The rows measured before are kept.</source>
        <translation>Отменено. Уже измеренные строки сохранены.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="382"/>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="428"/>
        <source>Export the benchmark</source>
        <translation>Экспорт бенчмарка</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/benchmark_page.py" line="435"/>
        <source>The file could not be written: {error}</source>
        <translation>Не удалось записать файл: {error}</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../../amdchat/ui/models/model_card.py" line="32"/>
        <source>Pick a repository to read its model card.</source>
        <translation>Выберите репозиторий, чтобы прочитать карточку модели.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/model_card.py" line="37"/>
        <source>Loading the model card of {repo}…</source>
        <translation>Загрузка карточки модели {repo}…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/model_card.py" line="47"/>
        <source>{repo} has no model card.</source>
        <translation>У {repo} нет карточки модели.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/model_card.py" line="51"/>
        <source>The model card could not be read: {error}</source>
        <translation>Не удалось прочитать карточку модели: {error}</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="119"/>
        <source>New chat</source>
        <translation>Новый чат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="135"/>
        <source>This message was not sent: your conversations are read-only ({path} is on a read-only disk, or its file or folder may not be written), so nothing new can be saved. Make them writable, then start amdchat again.</source>
        <translation>Сообщение не отправлено: ваши беседы доступны только для чтения ({path} находится на диске только для чтения, или в его файл либо папку нельзя записывать), поэтому ничего нового сохранить нельзя. Разрешите запись, затем снова запустите amdchat.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="144"/>
        <source>Image</source>
        <translation>Изображение</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="162"/>
        <source>No model is loaded. Press Load at the top to load {name} again, or choose another model in the Model list.</source>
        <translation>Модель не загружена. Нажмите «Загрузить» вверху, чтобы снова загрузить {name}, или выберите другую модель в списке «Модель».</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="370"/>
        <source>The reply could not be saved: the disk is full ({error}). It stays on screen, and amdchat saves it as soon as there is space: it tries again every few seconds and when you close the app. Free some space on the disk that holds {folder}.</source>
        <translation>Не удалось сохранить ответ: диск заполнен ({error}). Ответ остаётся на экране, и amdchat сохранит его, как только появится место: он пробует снова каждые несколько секунд и при закрытии приложения. Освободите место на диске, где находится {folder}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_controller.py" line="375"/>
        <source>The reply could not be saved ({error}). It stays on screen, and amdchat tries again every few seconds and when you close the app. Check the disk that holds {folder}.</source>
        <translation>Не удалось сохранить ответ ({error}). Ответ остаётся на экране, и amdchat пробует снова каждые несколько секунд и при закрытии приложения. Проверьте диск, где находится {folder}.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="45"/>
        <source>Temperature</source>
        <translation>Температура</translation>
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
        <translation>Штраф за повторы</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="50"/>
        <source>Max reply tokens</source>
        <translation>Макс. токенов в ответе</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="51"/>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="52"/>
        <source>Context length</source>
        <translation>Длина контекста</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="103"/>
        <source>System prompt and preset…</source>
        <translation>Системный промпт и пресет…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="108"/>
        <source>Show or hide the list of conversations</source>
        <translation>Показать или скрыть список разговоров</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="120"/>
        <source>Show or hide the live panel</source>
        <translation>Показать или скрыть панель мониторинга</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="149"/>
        <source>Use the app&apos;s system prompt</source>
        <translation>Промпт из настроек приложения</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="153"/>
        <source>Save as preset…</source>
        <translation>Сохранить как пресет…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="155"/>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="310"/>
        <source>Delete preset</source>
        <translation>Удалить пресет</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="174"/>
        <source>System prompt</source>
        <translation>Системный промпт</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="175"/>
        <source>Preset</source>
        <translation>Пресет</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="189"/>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="214"/>
        <source>No system prompt</source>
        <translation>Без системного промпта</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="192"/>
        <source>App settings</source>
        <translation>Настройки приложения</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="218"/>
        <source>System prompt: “{text}”</source>
        <translation>Системный промпт: «{text}»</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="221"/>
        <source>Preset: {name} (changed)</source>
        <translation>Пресет: {name} (изменён)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="222"/>
        <source>Preset: {name}</source>
        <translation>Пресет: {name}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="224"/>
        <source>Preset: this chat&apos;s own</source>
        <translation>Пресет: собственный для этого чата</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="226"/>
        <source>Preset: app settings</source>
        <translation>Пресет: из настроек</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="227"/>
        <source>temperature {t:g}, top-p {p:g}, up to {n} tokens, context {c}</source>
        <translation>температура {t:g}, top-p {p:g}, макс. токенов: {n}, контекст {c}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="288"/>
        <source>Save preset</source>
        <translation>Сохранить пресет</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="288"/>
        <source>Name of the preset (one of the same name is replaced):</source>
        <translation>Название пресета (пресет с тем же названием будет заменён):</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="311"/>
        <source>Delete the preset “{name}”? Conversations that use it keep their values.</source>
        <translation>Удалить пресет «{name}»? Беседы, в которых он используется, сохранят свои значения.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="76"/>
        <location filename="../../amdchat/ui/chat/chat_header.py" line="231"/>
        <source>automatic</source>
        <translation>автоматически</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="67"/>
        <source>Editing a sent message: Enter resends it and drops the replies after it. Esc cancels.</source>
        <translation>Правка отправленного сообщения: Enter отправит его заново и удалит ответы после него. Esc — отмена.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="78"/>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="79"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation type="vanished">Заново</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="193"/>
        <source>Waiting: the local API server is answering a request…</source>
        <translation>Ожидание: локальный API-сервер отвечает на запрос…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="195"/>
        <source>Waiting for the model to load…</source>
        <translation>Ожидание загрузки модели…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="197"/>
        <source>Waiting for the engine to finish its current job…</source>
        <translation>Ожидание, пока движок завершит текущую задачу…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="205"/>
        <source>Delete message</source>
        <translation>Удалить сообщение</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/pane.py" line="206"/>
        <source>Delete this message from the conversation? This cannot be undone.</source>
        <translation>Удалить это сообщение из беседы? Это действие нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../amdchat/ui/chat/message_input.py" line="131"/>
        <source>Send (Enter)</source>
        <translation>Отправить (Enter)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_input.py" line="132"/>
        <source>Stop the reply (Esc)</source>
        <translation>Остановить ответ (Esc)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_input.py" line="134"/>
        <source>Regenerate the last reply</source>
        <translation>Сгенерировать последний ответ заново</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="85"/>
        <source>Search titles</source>
        <translation>Поиск по названиям</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="97"/>
        <source>New chat</source>
        <translation>Новый чат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="99"/>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="101"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="150"/>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="157"/>
        <source>Rename chat</source>
        <translation>Переименовать чат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="158"/>
        <source>Title:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="173"/>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="181"/>
        <source>Delete chat</source>
        <translation>Удалить чат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/conversation_list.py" line="174"/>
        <source>Delete the conversation “{title}” and all its messages? This cannot be undone.</source>
        <translation>Удалить беседу «{title}» со всеми сообщениями? Это действие нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>DiagnosticsPage</name>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="74"/>
        <source>Is the GPU really used? Each line is one check; every warning or problem says how to fix it.</source>
        <translation>Работает ли GPU на самом деле? Каждая строка — одна проверка; у каждого предупреждения и каждой проблемы сказано, как их устранить.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="77"/>
        <source>Run the checks again</source>
        <translation>Проверить заново</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="79"/>
        <source>Copy report</source>
        <translation>Копировать отчёт</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="81"/>
        <source>Plain text for a bug report or a forum post, without your home folder, user name, host name or token</source>
        <translation>Обычный текст для отчёта об ошибке или сообщения на форуме — без вашей домашней папки, имени пользователя, имени компьютера и токена</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="92"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="92"/>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="92"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="126"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="126"/>
        <source>Warning</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="126"/>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="127"/>
        <source>Info</source>
        <translation>Сведения</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="127"/>
        <source>checking…</source>
        <translation>проверка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="163"/>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="198"/>
        <source>Fix: {fix}</source>
        <translation>Как исправить: {fix}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="223"/>
        <source>Problems: {problems} · warnings: {warnings}</source>
        <translation>Проблем: {problems} · предупреждений: {warnings}</translation>
    </message>
    <message>
        <source>{problems} problems, {warnings} warnings</source>
        <translation type="vanished">Проблем: {problems}, предупреждений: {warnings}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/diagnostics_page.py" line="250"/>
        <source>Report copied: paste it into a bug report or a forum post.</source>
        <translation>Отчёт скопирован: вставьте его в сообщение об ошибке или на форум.</translation>
    </message>
</context>
<context>
    <name>DownloadActions</name>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="30"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="31"/>
        <location filename="../../amdchat/ui/models/download_actions.py" line="56"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="32"/>
        <source>Cancel</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="33"/>
        <source>Load now</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/download_actions.py" line="56"/>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
</context>
<context>
    <name>DownloadList</name>
    <message>
        <location filename="../../amdchat/ui/models/downloads.py" line="50"/>
        <source>Downloads</source>
        <translation>Скачивания</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/downloads.py" line="57"/>
        <source>Clear finished</source>
        <translation>Убрать завершённые</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/downloads.py" line="95"/>
        <source>{quant} of {repo} is downloaded: “Load now” in its row loads it.</source>
        <translation>{quant} из {repo} скачана: кнопка «Загрузить» в её строке загрузит модель.</translation>
    </message>
</context>
<context>
    <name>DropOffer</name>
    <message>
        <source>The computer at {hosts} stopped answering while the model ran on it ({why}), so the engine stopped. The reply so far is kept. Start its sharing again, or use a button below: load the model without it for now, or remove it from the list.</source>
        <translation type="vanished">Компьютер {hosts} перестал отвечать, пока на нём работала модель ({why}), поэтому движок остановился. Полученная часть ответа сохранена. Снова включите на нём общий доступ или воспользуйтесь кнопкой ниже: загрузите модель пока без него или удалите его из списка.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="28"/>
        <source>The computer at {hosts} stopped answering while the model ran on it, so the engine stopped. {why} The reply so far is kept. Start its sharing again, or use a button below: load the model without it for now, or remove it from the list.</source>
        <translation>Компьютер {hosts} перестал отвечать, пока на нём работала модель, поэтому движок остановился. {why} Полученная часть ответа сохранена. Снова включите на нём общий доступ или воспользуйтесь кнопкой ниже: загрузите модель пока без него или удалите его из списка.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="50"/>
        <source>Remove it from the list</source>
        <translation>Удалить из списка</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="53"/>
        <source>Removes it from Settings &gt; Network&apos;s remote GPUs and loads the model without it.</source>
        <translation>Удаляет сервер из списка удалённых GPU в «Настройки &gt; Сеть» и загружает модель без него.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="81"/>
        <source>Load without {hosts}</source>
        <translation>Загрузить без {hosts}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/drop_offer.py" line="83"/>
        <source>Loads the model again on the devices that remain, for as long as the app runs; Settings &gt; Network keeps {hosts}, marked skipped, with a way to use it again.</source>
        <translation>Заново загружает модель на оставшихся устройствах (до перезапуска приложения); в «Настройки &gt; Сеть» {hosts} остаётся с пометкой «пропущен», и его можно вернуть кнопкой «Включить снова».</translation>
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
        <translation>Поддерживаемый GPU не найден, данных нет. amdchat получает данные GPU AMD через amdgpu (Linux) или счётчики производительности (Windows).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="53"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="60"/>
        <source>tok/s</source>
        <translation>ток/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="61"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="62"/>
        <source>W</source>
        <translation>Вт</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="65"/>
        <source>Tokens/s</source>
        <translation>Токенов/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="69"/>
        <source>Load</source>
        <translation>Нагрузка</translation>
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
        <translation>Темп.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="73"/>
        <source>Power</source>
        <translation>Мощность</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="115"/>
        <source>The model runs on another computer ({host}): its GPU is there. The figures below are this computer&apos;s GPU; Tokens/s is the remote model&apos;s speed.</source>
        <translation>Модель работает на другом компьютере ({host}): её GPU там. Цифры ниже относятся к GPU этого компьютера; токены/с — скорость удалённой модели.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="155"/>
        <location filename="../../amdchat/ui/gpu_panel.py" line="178"/>
        <source>no data</source>
        <translation>нет данных</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/gpu_panel.py" line="159"/>
        <source>0 % (asleep)</source>
        <translation>0 % (сон)</translation>
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
        <translation>О программе amdchat</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="53"/>
        <source>This copy of amdchat was installed without its documentation; its README is in the source package.</source>
        <translation>Эта копия amdchat установлена без документации; README есть в пакете с исходным кодом.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="61"/>
        <source>The log folder {folder} cannot be made: {error}</source>
        <translation>Не удаётся создать папку журналов {folder}: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="68"/>
        <source>Opened {place}</source>
        <translation>Открыто: {place}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="70"/>
        <source>No program here opens {place}; open it yourself.</source>
        <translation>Нет программы, которая открыла бы {place}; откройте вручную.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="80"/>
        <source>The diagnostics report was copied: paste it into a bug report or a forum post.</source>
        <translation>Отчёт диагностики скопирован: вставьте его в сообщение об ошибке или на форум.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="83"/>
        <source>Running the checks; the report is copied when they are done.</source>
        <translation>Идут проверки; отчёт будет скопирован, когда они закончатся.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="98"/>
        <source>Send it to {address}.</source>
        <translation>Отправьте его по адресу {address}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="99"/>
        <source>Send it to the people you got amdchat from (their issue tracker, forum or e-mail).</source>
        <translation>Отправьте его тем, от кого вы получили amdchat (в их трекер задач, на форум или по почте).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="101"/>
        <source>Report a problem</source>
        <translation>Сообщить о проблеме</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/help_menu.py" line="102"/>
        <source>The diagnostics report (your GPU, drivers, backends and their checks, without your user name, home folder or token) is copied to the clipboard once the checks are done.

Paste it into your report, with what you did, what you expected and what happened. {where}

The log files are in {logs}.</source>
        <translation>Отчёт диагностики (видеокарта, драйверы, бэкенды и их проверки, без имени пользователя, домашней папки и токена) копируется в буфер обмена, когда проверки закончатся.

Вставьте его в сообщение вместе с тем, что вы делали, чего ожидали и что произошло. {where}

Файлы журналов — в {logs}.</translation>
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
        <translation>Найти</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="65"/>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="30"/>
        <source>Search Hugging Face for GGUF models</source>
        <translation>Поиск моделей GGUF на Hugging Face</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="35"/>
        <source>Most downloaded</source>
        <translation>По скачиваниям</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="36"/>
        <source>Most liked</source>
        <translation>По лайкам</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="36"/>
        <source>Recent</source>
        <translation>Сначала новые</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="41"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="80"/>
        <source>Search cancelled.</source>
        <translation>Поиск отменён.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="97"/>
        <source>Repositories found: {n}</source>
        <translation>Найдено репозиториев: {n}</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="44"/>
        <location filename="../../amdchat/ui/live_panel.py" line="122"/>
        <source>– tok/s</source>
        <translation>– ток/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="59"/>
        <source>Generation</source>
        <translation>Генерация</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="62"/>
        <source>Expected</source>
        <translation>Ожидается</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="67"/>
        <source>First token</source>
        <translation>Первый токен</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="68"/>
        <source>Prompt</source>
        <translation>Промпт</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="69"/>
        <source>Reply tokens</source>
        <translation>Токенов ответа</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="70"/>
        <source>Context</source>
        <translation>Контекст</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="81"/>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="85"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="86"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="87"/>
        <source>Backend</source>
        <translation>Бэкенд</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="88"/>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="89"/>
        <source>Runs on</source>
        <translation>Работает на</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="111"/>
        <location filename="../../amdchat/ui/live_panel.py" line="133"/>
        <source>{tps:.1f} tok/s</source>
        <translation>{tps:.1f} ток/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="112"/>
        <location filename="../../amdchat/ui/live_panel.py" line="134"/>
        <source>{ms:.0f} ms</source>
        <translation>{ms:.0f} мс</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="115"/>
        <location filename="../../amdchat/ui/live_panel.py" line="154"/>
        <source>{n} tokens</source>
        <translation>токенов: {n}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="142"/>
        <source>Counted from the chunks received: the server did not say how many tokens it generated.</source>
        <translation>Подсчитано по полученным фрагментам: сервер не сообщил, сколько токенов он сгенерировал.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="145"/>
        <source>As the server counted them.</source>
        <translation>По подсчёту сервера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="158"/>
        <source>{tps:.0f} tok/s ({n} tokens)</source>
        <translation>{tps:.0f} ток/с (токенов: {n})</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="161"/>
        <source>{n} tokens, all kept from the last reply: none to read</source>
        <translation>токенов: {n}, все сохранены с прошлого ответа: читать нечего</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="163"/>
        <source>{tps:.0f} tok/s for {new} new tokens ({reused} kept from the last reply)</source>
        <translation>{tps:.0f} ток/с для новых токенов: {new} (сохранено с прошлого ответа: {reused})</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="219"/>
        <source>CPU only: {device} is a Vulkan device that the CPU emulates, so the model runs at CPU speed (the CPU backend is faster). Choose the CPU backend in Settings, or a real GPU if this computer has one.</source>
        <translation>Только ЦП: {device} — устройство Vulkan, которое эмулирует процессор, поэтому модель работает со скоростью ЦП (бэкенд CPU быстрее). Выберите в настройках бэкенд CPU или настоящую видеокарту, если она есть в этом компьютере.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="229"/>
        <source>this computer and others: {split}</source>
        <translation>этот компьютер и другие: {split}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="231"/>
        <source>{devices} and this computer</source>
        <translation>{devices} и этот компьютер</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="245"/>
        <source>remote server</source>
        <translation>удалённый сервер</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="247"/>
        <source>another computer ({host}): its GPU and memory are not shown here</source>
        <translation>другой компьютер ({host}): его GPU и память здесь не показаны</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="265"/>
        <source>The fastest generation this hardware allows for this model, set by memory bandwidth. Shown after a reply, when the bandwidth of the device the model runs on is known.</source>
        <translation>Самая высокая скорость генерации, которую это оборудование позволяет для этой модели; её задаёт пропускная способность памяти. Показывается после ответа, если пропускная способность устройства, на котором работает модель, известна.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="116"/>
        <location filename="../../amdchat/ui/live_panel.py" line="139"/>
        <source>{used} / {size} tokens</source>
        <translation>токенов: {used} / {size}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="177"/>
        <source>up to ~{limit:.0f} tok/s here ({percent:.0f} % reached)</source>
        <translation>здесь до ~{limit:.0f} ток/с (достигнуто {percent:.0f} %)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="181"/>
        <source>small model: bound by per-token costs, not by memory bandwidth</source>
        <translation>маленькая модель: скорость ограничена затратами на каждый токен, а не пропускной способностью памяти</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="189"/>
        <source>stopped</source>
        <translation>остановлен</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="189"/>
        <source>starting engine…</source>
        <translation>запуск движка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="190"/>
        <source>loading model…</source>
        <translation>загрузка модели…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="190"/>
        <source>ready</source>
        <translation>готов</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="191"/>
        <source>generating</source>
        <translation>генерация</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="128"/>
        <location filename="../../amdchat/ui/live_panel.py" line="214"/>
        <source>0 / {size} tokens</source>
        <translation>токенов: 0 / {size}</translation>
    </message>
    <message>
        <source>CPU only: {device} is a Vulkan device that the CPU emulates, so the model runs at CPU speed (the CPU backend is faster). Pick a real GPU in Settings.</source>
        <translation type="vanished">Только CPU: {device} — устройство Vulkan, которое эмулирует CPU, поэтому модель работает со скоростью CPU (бэкенд CPU быстрее). Выберите настоящий GPU в настройках.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="224"/>
        <source>CPU only: the {backend} backend found no usable GPU, so the model runs on the CPU and will be slow</source>
        <translation>Только CPU: бэкенд {backend} не нашёл подходящий GPU, поэтому модель работает на CPU и будет медленной</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="90"/>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="238"/>
        <source>Planned: {plan}</source>
        <translation>План: {plan}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_panel.py" line="256"/>
        <source>CPU {size} (experts of {n} layers)</source>
        <translation>CPU {size} (эксперты {n} слоёв)</translation>
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
        <translation>На этом компьютере</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="57"/>
        <source>Open in chat</source>
        <translation>Открыть в чате</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="59"/>
        <source>Import .gguf…</source>
        <translation>Импорт .gguf…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="61"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="64"/>
        <source>Rescan</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="112"/>
        <location filename="../../amdchat/ui/models/library.py" line="118"/>
        <source>Import a GGUF model</source>
        <translation>Импорт модели GGUF</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="114"/>
        <source>GGUF models (*.gguf)</source>
        <translation>Модели GGUF (*.gguf)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="119"/>
        <source>Copy the file into the models folder, or link to it where it is (no extra disk space; it must stay there)?</source>
        <translation>Скопировать файл в папку моделей или сослаться на него там, где он лежит (без лишнего места на диске, но файл должен оставаться на месте)?</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="122"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="123"/>
        <source>Link</source>
        <translation>Сослаться</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="132"/>
        <source>Importing {name}…</source>
        <translation>Импорт {name}…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="137"/>
        <source>Imported as {path}</source>
        <translation>Импортировано как {path}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="143"/>
        <source>Not imported: {error}</source>
        <translation>Не импортировано: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="155"/>
        <source>Delete model</source>
        <translation>Удалить модель</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="150"/>
        <source>{name} is loaded in the chat: unload it first (Unload, at the top), then delete it.</source>
        <translation>{name} загружена в чате: сначала выгрузите её (кнопка «Выгрузить» вверху), затем удалите.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/library.py" line="156"/>
        <source>Delete {path} from the disk?</source>
        <translation>Удалить {path} с диска?</translation>
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
        <translation>Чат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="145"/>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="146"/>
        <source>Diagnostics</source>
        <translation>Диагностика</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="147"/>
        <source>Benchmark</source>
        <translation>Бенчмарк</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="241"/>
        <source>Open a GGUF model</source>
        <translation>Открыть модель GGUF</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="242"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Модели GGUF (*.gguf);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="416"/>
        <source>Settings saved.</source>
        <translation>Настройки сохранены.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="422"/>
        <source>Settings could not be saved: {error}</source>
        <translation>Не удалось сохранить настройки: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/main_window.py" line="426"/>
        <source>The reply the full disk had refused is saved now.</source>
        <translation>Ответ, который не удалось записать на заполненный диск, теперь сохранён.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="112"/>
        <source>This looks like a base model, not made for chat: its file has no chat template, so the {architecture} format is used and replies may ramble or go on with your text. For chatting, choose an instruct or chat version (names with &quot;it&quot;, &quot;Instruct&quot; or &quot;Chat&quot;).</source>
        <translation>Похоже, это базовая модель, не предназначенная для чата: в её файле нет шаблона чата, поэтому используется формат {architecture}, и ответы могут быть бессвязными или продолжать ваш текст. Для чата выберите instruct- или chat-версию (в названии «it», «Instruct» или «Chat»).</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../amdchat/ui/chat/message_actions.py" line="20"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_actions.py" line="21"/>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_actions.py" line="22"/>
        <source>Regenerate</source>
        <translation>Заново</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/message_actions.py" line="24"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
</context>
<context>
    <name>MessageInput</name>
    <message>
        <location filename="../../amdchat/ui/chat/message_input.py" line="41"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>Введите сообщение. Enter — отправить, Shift+Enter — новая строка.</translation>
    </message>
</context>
<context>
    <name>ModelLoader</name>
    <message>
        <source>{name} does not fit entirely in {gpu}&apos;s free memory at this context: {n} of {m} layers go to the GPU, the rest runs on the CPU (slower). A smaller quantization or context would fit better.</source>
        <translation type="vanished">{name} при таком контексте не помещается целиком в свободную память {gpu}: слоёв на GPU — {n} из {m}, остальные работают на CPU (медленнее). Меньшая квантизация или более короткий контекст поместятся лучше.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_loading.py" line="71"/>
        <source>{name} cannot be opened: {error}</source>
        <translation>Не удаётся открыть {name}: {error}</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="71"/>
        <source>Choose a model on this computer…</source>
        <translation>Выберите модель на этом компьютере…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="79"/>
        <source>loading %p %</source>
        <translation>загрузка %p %</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="82"/>
        <source>Model:</source>
        <translation>Модель:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="126"/>
        <source>fit unknown</source>
        <translation>помещается ли — неизвестно</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="141"/>
        <source>checking fit…</source>
        <translation>проверка размера…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="142"/>
        <source>{name} — {quant}, {size}, {fit}</source>
        <translation>{name} — {quant}, {size}, {fit}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="146"/>
        <source>{entry} — opened from {folder}</source>
        <translation>{entry} — открыта из {folder}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="162"/>
        <source>● {entry} (loaded)</source>
        <translation>● {entry} (загружена)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="171"/>
        <source>● {entry} (remote)</source>
        <translation>● {entry} (удалённая)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="174"/>
        <source>Remote server…</source>
        <translation>Удалённый сервер…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_picker.py" line="210"/>
        <source>{model} on {host}</source>
        <translation>{model} на {host}</translation>
    </message>
</context>
<context>
    <name>ModelToolbar</name>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="25"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="30"/>
        <source>Open model…</source>
        <translation>Открыть модель…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="34"/>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="48"/>
        <source>No model</source>
        <translation>Нет модели</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="52"/>
        <source>not loaded</source>
        <translation>не загружена</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="56"/>
        <source>Unload</source>
        <translation>Выгрузить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="56"/>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="50"/>
        <source>starting engine…</source>
        <translation>запуск движка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="50"/>
        <source>loading…</source>
        <translation>загрузка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="51"/>
        <source>loaded</source>
        <translation>загружена</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/model_toolbar.py" line="53"/>
        <source>Model: {name} — {status}</source>
        <translation>Модель: {name} — {status}</translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <source>Pause</source>
        <translation type="vanished">Пауза</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="vanished">Продолжить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Отменить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/page.py" line="62"/>
        <source>Model card</source>
        <translation>Карточка модели</translation>
    </message>
    <message>
        <source>{n} repositories found</source>
        <translation type="vanished">Найдено репозиториев: {n}</translation>
    </message>
    <message>
        <source>{repo}: {n} quantizations</source>
        <translation type="vanished">{repo}: квантизаций: {n}</translation>
    </message>
</context>
<context>
    <name>QuantTable</name>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="96"/>
        <source>Quantizations</source>
        <translation>Квантизации</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="116"/>
        <source>Pick a repository to see its quantizations.</source>
        <translation>Выберите репозиторий, чтобы увидеть его квантизации.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="117"/>
        <source>Download</source>
        <translation>Скачать</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="221"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="161"/>
        <source>checking…</source>
        <translation>проверка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="232"/>
        <source>Pick a quantization to download.</source>
        <translation>Выберите квантизацию для скачивания.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="132"/>
        <source>Loading {repo}…</source>
        <translation>Загрузка {repo}…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="145"/>
        <source>{repo} · quantizations: {n}</source>
        <translation>{repo} · квантизаций: {n}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="249"/>
        <source>{quant} of {repo} and its vision projector {mmproj} added to the downloads.</source>
        <translation>{quant} из {repo} и визуальный проектор {mmproj} добавлены в загрузки.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="253"/>
        <source>{quant} of {repo} added to the downloads.</source>
        <translation>{quant} из {repo} поставлена в очередь на скачивание.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="149"/>
        <source>{repo} has no GGUF files.</source>
        <translation>В {repo} нет файлов GGUF.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="215"/>
        <source>The dry run failed: {why}</source>
        <translation>Пробный запуск не удался: {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="238"/>
        <source>{quant} cannot be downloaded: {why}</source>
        <translation>Нельзя скачать {quant}: {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/quant_table.py" line="242"/>
        <source>{quant} of {repo} is already downloaded, as {path}: load it from “On this computer” below.</source>
        <translation>{quant} из {repo} уже скачана в {path}: загрузите её из раздела «На этом компьютере» ниже.</translation>
    </message>
</context>
<context>
    <name>RemoteChat</name>
    <message>
        <location filename="../../amdchat/ui/remote_chat.py" line="59"/>
        <source>The key is used for this session only: this computer has no system keyring to keep it.</source>
        <translation>Ключ используется только в этом сеансе: на этом компьютере нет системного хранилища ключей, чтобы его сохранить.</translation>
    </message>
</context>
<context>
    <name>RemoteDevicesBox</name>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="38"/>
        <source>Remote devices</source>
        <translation>Удалённые устройства</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="49"/>
        <source>About: per computer, one round trip of the link per token (llama.cpp waits for each computer&apos;s result once per token) plus the token&apos;s bytes at the fastest rate the link has shown, read from the system&apos;s TCP figures of the connection (Linux). The remote computer&apos;s own compute time is not in it.</source>
        <translation>Приблизительно: для каждого компьютера — одна круговая задержка канала на токен (llama.cpp ждёт результат каждого компьютера один раз на токен) плюс передача данных токена на самой высокой скорости, которую показал канал; по TCP-статистике системы для этого соединения (Linux). Собственное время вычислений удалённого компьютера сюда не входит.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="64"/>
        <source>{n} layers · {size} used there</source>
        <translation>слоёв: {n} · занято памяти: {size}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="71"/>
        <source>Network: measured while a reply is written</source>
        <translation>Сеть: измеряется во время генерации ответа</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="82"/>
        <source>Network: {percent:.0f} % of each token (about {ms:.1f} ms of {token:.1f} ms)</source>
        <translation>Сеть: {percent:.0f}&#xa0;% времени каждого токена (около {ms:.1f}&#xa0;мс из {token:.1f}&#xa0;мс)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="91"/>
        <source>Network: not measured here (the system&apos;s TCP figures are read on Linux only)</source>
        <translation>Сеть: здесь не измеряется (TCP-статистика системы доступна только в Linux)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="93"/>
        <source>Network: not measured (the connection to the remote computers was not found)</source>
        <translation>Сеть: измерить не удалось (соединение с удалёнными компьютерами не найдено)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="99"/>
        <source>round trip {rtt} ms · network: {percent:.0f} % of each token (about {ms:.1f} ms)</source>
        <translation>круговая задержка {rtt}&#xa0;мс · сеть: {percent:.0f}&#xa0;% времени каждого токена (около {ms:.1f}&#xa0;мс)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="104"/>
        <source>{bytes} per token both ways; fastest rate seen {rate}/s; smoothed round trip {srtt:.1f} ms (it includes the computer&apos;s replies)</source>
        <translation>{bytes} на токен в обе стороны; самая высокая замеченная скорость {rate}/с; сглаженная круговая задержка {srtt:.1f} мс (включает время ответа компьютера)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/live_remote.py" line="110"/>
        <source>network: not measured (its connection was not found)</source>
        <translation>сеть: измерить не удалось (соединение не найдено)</translation>
    </message>
</context>
<context>
    <name>RemoteDialog</name>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="48"/>
        <source>Chat with a model on another computer</source>
        <translation>Чат с моделью на другом компьютере</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="60"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="61"/>
        <source>Keep the key in the system keyring</source>
        <translation>Хранить ключ в системном хранилище ключей</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="71"/>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="77"/>
        <source>Press Check to list the server&apos;s models.</source>
        <translation>Нажмите «Проверить», чтобы увидеть модели сервера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="80"/>
        <source>llama-server, vLLM, Ollama (…:11434/v1), LM Studio (…:1234/v1) or another amdchat (amdchat serve). The model runs on that computer; the chats are kept here.</source>
        <translation>llama-server, vLLM, Ollama (…:11434/v1), LM Studio (…:1234/v1) или другой amdchat (amdchat serve). Модель работает на том компьютере; чаты хранятся здесь.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="88"/>
        <source>Server URL</source>
        <translation>URL сервера</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="89"/>
        <source>API key</source>
        <translation>Ключ API</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="91"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="94"/>
        <source>Use</source>
        <translation>Использовать</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="122"/>
        <source>Asking {host} for its models…</source>
        <translation>Запрос списка моделей у {host}…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/remote_dialog.py" line="136"/>
        <source>{n} model(s) offered. Choose one and press Use.</source>
        <translation>Доступно моделей: {n}. Выберите одну и нажмите «Использовать».</translation>
    </message>
</context>
<context>
    <name>RemoteGpuList</name>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="77"/>
        <source>GPUs of other computers on which amdchat shares its GPU (&quot;Share this computer&apos;s GPU&quot; below, or amdchat share). A model loaded here then keeps some of its layers in their memory.</source>
        <translation>GPU других компьютеров, на которых amdchat предоставляет свой GPU («Предоставить GPU этого компьютера» ниже или amdchat share). Модель, загруженная здесь, размещает часть своих слоёв в их памяти.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="90"/>
        <source>host:port, for example 192.168.1.20:50052</source>
        <translation>хост:порт, например 192.168.1.20:50052</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="91"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="92"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="93"/>
        <source>Use again</source>
        <translation>Включить снова</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="95"/>
        <source>The selected server stopped answering and this run loads without it: use it again from the next load after you press OK.</source>
        <translation>Выбранный сервер перестал отвечать, и в этом запуске модель загружается без него: использовать его снова со следующей загрузки после нажатия OK.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="124"/>
        <source>used again from the next load once you press OK</source>
        <translation>будет использоваться снова со следующей загрузки после нажатия OK</translation>
    </message>
    <message>
        <source>The selected server stopped answering and this run loads without it: use it again from the next load.</source>
        <translation type="vanished">Выбранный сервер перестал отвечать, и до перезапуска приложения модель загружается без него. Эта кнопка снова включает его со следующей загрузки.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="127"/>
        <source>skipped: stopped answering at {time}</source>
        <translation>пропущен: перестал отвечать в {time}</translation>
    </message>
    <message>
        <source>not checked since the last start</source>
        <translation type="vanished">не проверялся с последнего запуска</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="186"/>
        <source>Checking {endpoint}…</source>
        <translation>Проверка {endpoint}…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="182"/>
        <source>Automatic ({count})</source>
        <translation>Автоматически ({count})</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="57"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Compare backends on this machine</source>
        <translation type="vanished">Сравнить бэкенды на этом компьютере</translation>
    </message>
    <message>
        <source>Runs the last model on every installed backend, one after the other, and shows their speeds here. Takes a minute or two.</source>
        <translation type="vanished">Запускает последнюю модель поочерёдно на каждом установленном бэкенде и показывает здесь их скорость. Занимает минуту-другую.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="79"/>
        <source>A new language shows at the next start.</source>
        <translation>Новый язык появится при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="86"/>
        <source>Benchmark the backends…</source>
        <translation>Бенчмарк бэкендов…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="89"/>
        <source>Opens the Benchmark page: each installed backend&apos;s prompt and generation speed on a model, measured the way llama-bench does.</source>
        <translation>Открывает страницу «Бенчмарк»: скорость обработки промпта и генерации каждого установленного бэкенда на модели, измеренная так же, как это делает llama-bench.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="107"/>
        <source>amdchat follows the system&apos;s colours and language.</source>
        <translation>amdchat использует цвета и язык системы.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="98"/>
        <source>Automatic (a GPU if one works, else CPU)</source>
        <translation>Авто (GPU, если работает, иначе CPU)</translation>
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
        <translation>{backend} (не установлен)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="113"/>
        <source>Backends not installed here are greyed out; hover one to see how to add it.</source>
        <translation>Неустановленные бэкенды показаны серым; наведите на такой бэкенд указатель, чтобы узнать, как его добавить.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="121"/>
        <source>Automatic (the backend&apos;s choice)</source>
        <translation>Авто (выбор бэкенда)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="125"/>
        <source>GPU {index} (not found now)</source>
        <translation>GPU {index} (сейчас не найден)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="130"/>
        <source>No GPU was found on this computer; the backend chooses (the CPU, or a Vulkan device it finds).</source>
        <translation>На этом компьютере не найден GPU; выбирает бэкенд (CPU или найденное им устройство Vulkan).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="134"/>
        <source>Which GPU the model runs on, when there are several.</source>
        <translation>На каком GPU работает модель, если их несколько.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="156"/>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="157"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="157"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="143"/>
        <source>The system&apos;s language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="147"/>
        <source>The app shows its texts in this language from its next start.</source>
        <translation>Приложение покажет тексты на этом языке после следующего запуска.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="146"/>
        <source>Other programs (editor assistants, Open WebUI, scripts using the openai package) can use the loaded model at http://127.0.0.1:&lt;port&gt;/v1, in turn with the chat. The live panel shows the address and each request.</source>
        <translation>Другие программы (ассистенты в редакторах, Open WebUI, скрипты с пакетом openai) могут обращаться к загруженной модели по адресу http://127.0.0.1:&lt;port&gt;/v1, по очереди с чатом. Адрес и каждый запрос видны на панели справа.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="164"/>
        <source>Warning: on the network, other computers could use the model. The server does not start without an API key: set one.</source>
        <translation>Внимание: в сети модель смогут использовать другие компьютеры. Без ключа API сервер не запустится: задайте ключ.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="168"/>
        <source>Warning: other computers on the network can use the model with the API key.</source>
        <translation>Внимание: другие компьютеры в сети могут использовать модель с ключом API.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="195"/>
        <source>Backend speeds: not measured on this machine yet.</source>
        <translation>Скорость бэкендов: на этом компьютере ещё не измерялась.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="197"/>
        <source>Measured here with {model} on {date}:</source>
        <translation>Измерено здесь с {model} {date}:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="202"/>
        <source>{backend}: failed ({error})</source>
        <translation>{backend}: ошибка ({error})</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="205"/>
        <source>{backend}: {tps:.1f} tok/s generation, runs on {runs_on} ({device})</source>
        <translation>{backend}: генерация {tps:.1f} ток/с, работает на {runs_on} ({device})</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="209"/>
        <source>optional: only for gated or private models</source>
        <translation>необязательно: нужен только для закрытых и частных моделей</translation>
    </message>
    <message>
        <source>{backend}: {generation_tps:.1f} tok/s, runs on {runs_on} ({device})</source>
        <translation type="vanished">{backend}: {generation_tps:.1f} tok/s, работает на {runs_on} ({device})</translation>
    </message>
    <message>
        <source>Open a model first: the comparison runs it.</source>
        <translation type="vanished">Сначала откройте модель: сравнение запускает именно её.</translation>
    </message>
    <message>
        <source>Comparing backends…</source>
        <translation type="vanished">Сравнение бэкендов…</translation>
    </message>
    <message>
        <source>The comparison failed: {error}</source>
        <translation type="vanished">Сравнение не удалось: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_dialog.py" line="226"/>
        <source>The settings were not saved: {error}</source>
        <translation>Настройки не сохранены: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="159"/>
        <source>Automatic (as much as fits)</source>
        <translation>Автоматически (сколько поместится)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="160"/>
        <source>Everything</source>
        <translation>Всё</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="161"/>
        <source>A number of layers</source>
        <translation>Заданное число слоёв</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_editors.py" line="162"/>
        <source>Experts of some layers in RAM</source>
        <translation>Эксперты части слоёв в RAM</translation>
    </message>
</context>
<context>
    <name>SparkChart</name>
    <message>
        <location filename="../../amdchat/ui/charts.py" line="88"/>
        <source>{s} s ago</source>
        <translation>{s} с назад</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/charts.py" line="90"/>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="82"/>
        <location filename="../../amdchat/ui/chat/start_page.py" line="171"/>
        <source>checking…</source>
        <translation>проверка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="83"/>
        <source>Download and load</source>
        <translation>Скачать и загрузить</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="103"/>
        <source>Chat with a language model on this computer</source>
        <translation>Общайтесь с языковой моделью на своём компьютере</translation>
    </message>
    <message>
        <source>Nothing leaves this computer: the model runs here, on your GPU when it fits. Start with one of these:</source>
        <translation type="vanished">Ничего не покидает этот компьютер: модель работает здесь, на вашем GPU, если помещается в него. Начните с одной из этих моделей:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="92"/>
        <source>Your conversations stay on this computer: the model runs here, on your GPU when it fits. Start with one of these:</source>
        <translation>Ваши разговоры остаются на этом компьютере: модель работает здесь, на GPU, если помещается. Начните с одной из этих:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="95"/>
        <source>Download a model that fits your GPU</source>
        <translation>Скачайте модель, которая помещается в ваш GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="97"/>
        <source>Your conversations stay on this computer: the model runs here, on the processor and its memory (no GPU was found). Start with one of these:</source>
        <translation>Ваши разговоры остаются на этом компьютере: модель работает здесь, на процессоре и в его памяти (видеокарта не найдена). Начните с одной из этих:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="100"/>
        <source>Download a model that fits this computer</source>
        <translation>Скачайте модель, подходящую этому компьютеру</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="128"/>
        <source>Check again</source>
        <translation>Проверить снова</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="133"/>
        <source>Open a .gguf file…</source>
        <translation>Открыть файл .gguf…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="136"/>
        <source>Or drop a .gguf file anywhere on this window. Models already on this computer are in the list at the top.</source>
        <translation>Или перетащите файл .gguf в любое место этого окна. Модели, которые уже есть на компьютере, — в списке вверху.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="194"/>
        <source>{quant}, {size}: {verdict}</source>
        <translation>{quant}, {size}: {verdict}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="204"/>
        <source>not checked</source>
        <translation>не проверено</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="209"/>
        <source>Cannot reach huggingface.co: no network? Check the connection, then Check again.</source>
        <translation>Нет связи с huggingface.co: нет сети? Проверьте подключение, затем нажмите «Проверить снова».</translation>
    </message>
    <message>
        <source>The Hugging Face Hub cannot be reached: {why}. Check the connection, then Check again.</source>
        <translation type="vanished">Не удаётся связаться с Hugging Face Hub: {why}. Проверьте подключение, затем нажмите «Проверить снова».</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="216"/>
        <source>cannot be checked now: {why}</source>
        <translation>сейчас не проверить: {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="227"/>
        <source>cannot be downloaded: {why}</source>
        <translation>скачать нельзя: {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="231"/>
        <source>already downloaded: loading…</source>
        <translation>уже скачана: загрузка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="237"/>
        <source>downloading…</source>
        <translation>скачивание…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="248"/>
        <source>downloaded: loading…</source>
        <translation>скачана: загрузка…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="252"/>
        <source>the download failed: {error}</source>
        <translation>скачать не удалось: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="253"/>
        <source>download cancelled</source>
        <translation>скачивание отменено</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="257"/>
        <source>paused: resume it on the Models page</source>
        <translation>пауза: продолжите на странице «Модели»</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/start_page.py" line="261"/>
        <source>downloading… {percent} %</source>
        <translation>скачивание… {percent} %</translation>
    </message>
</context>
<context>
    <name>StatusFeedback</name>
    <message>
        <location filename="../../amdchat/ui/feedback.py" line="32"/>
        <source>Copied to the clipboard.</source>
        <translation>Скопировано в буфер обмена.</translation>
    </message>
</context>
<context>
    <name>ThinkSwitch</name>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="18"/>
        <source>Think: on</source>
        <translation>Размышление: вкл.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="19"/>
        <source>Think: off</source>
        <translation>Размышление: выкл.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="21"/>
        <source>Reasoning: model&apos;s default</source>
        <translation>Рассуждение: как у модели</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="22"/>
        <source>Reasoning: low</source>
        <translation>Рассуждение: мало</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="23"/>
        <source>Reasoning: medium</source>
        <translation>Рассуждение: средне</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="24"/>
        <source>Reasoning: high</source>
        <translation>Рассуждение: много</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/think_switch.py" line="35"/>
        <source>How much this model thinks before it answers, in this chat (its chat template&apos;s own switch).</source>
        <translation>Сколько модель размышляет перед ответом в этом чате (переключатель её собственного шаблона чата).</translation>
    </message>
</context>
<context>
    <name>ThoughtBlock</name>
    <message>
        <location filename="../../amdchat/ui/chat/thought_block.py" line="60"/>
        <source>Thinking...</source>
        <translation>Размышляет...</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/thought_block.py" line="62"/>
        <source>Thoughts</source>
        <translation>Размышления</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/thought_block.py" line="64"/>
        <source>Thought for {seconds} s</source>
        <translation>Размышляла {seconds} с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/thought_block.py" line="67"/>
        <source>{n} tokens</source>
        <translation>токенов: {n}</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="82"/>
        <source>A new conversation: type a message below and press Enter. The reply appears here as the model writes it.</source>
        <translation>Новый разговор: введите сообщение ниже и нажмите Enter. Ответ появится здесь по мере того, как модель его пишет.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="267"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="315"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="315"/>
        <source>Assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript.py" line="316"/>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="84"/>
        <source>[stopped: you opened another chat]</source>
        <translation>[остановлено: вы открыли другой чат]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="85"/>
        <source>[stopped: the model was unloaded]</source>
        <translation>[остановлено: модель выгружена]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="86"/>
        <source>[stopped: the app was closed]</source>
        <translation>[остановлено: приложение закрыто]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="88"/>
        <source>[stopped by you]</source>
        <translation>[остановлено вами]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="90"/>
        <source>[interrupted: the engine stopped; partial reply kept]</source>
        <translation>[прервано: движок остановился; часть ответа сохранена]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="93"/>
        <source>[failed: {reason}]</source>
        <translation>[ошибка: {reason}]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="94"/>
        <source>no reply</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="100"/>
        <source>[stopped: the reply reached its length limit (max tokens)]</source>
        <translation>[остановлено: ответ достиг предельной длины (макс. токенов)]</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/reply_footer.py" line="111"/>
        <source>{tps:.1f} tok/s · {n} tokens · first token {ttft:.0f} ms · {where}</source>
        <translation>{tps:.1f} ток/с · токенов: {n} · первый токен за {ttft:.0f} мс · {where}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript_actions.py" line="88"/>
        <source>Copy message</source>
        <translation>Копировать сообщение</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript_actions.py" line="91"/>
        <source>Edit and resend</source>
        <translation>Изменить и отправить заново</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript_actions.py" line="94"/>
        <source>Regenerate</source>
        <translation>Сгенерировать заново</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/transcript_actions.py" line="96"/>
        <source>Delete message</source>
        <translation>Удалить сообщение</translation>
    </message>
</context>
<context>
    <name>UnsavedPrompt</name>
    <message>
        <location filename="../../amdchat/ui/chat/unsaved_prompt.py" line="26"/>
        <source>Replies not saved: {count}. The disk that holds {folder} is full or failing. Free some space, then press Retry. Closing now loses what is not saved.</source>
        <translation>Несохранённых ответов: {count}. Диск, где находится {folder}, заполнен или неисправен. Освободите место и нажмите «Повторить». Если закрыть сейчас, несохранённое будет потеряно.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/unsaved_prompt.py" line="30"/>
        <source>Replies not saved</source>
        <translation>Ответы не сохранены</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/chat/unsaved_prompt.py" line="36"/>
        <source>Close and lose them</source>
        <translation>Закрыть и потерять их</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <location filename="../../amdchat/ui/about.py" line="59"/>
        <source>built {date}</source>
        <translation>сборка {date}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="60"/>
        <source>in {folder}</source>
        <translation>в {folder}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="79"/>
        <source>Settings &gt; Backend asks for {kind}</source>
        <translation>в «Настройки &gt; Бэкенд» выбран {kind}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="81"/>
        <source>Automatic: it measured fastest for models like this one on this GPU (Benchmark)</source>
        <translation>автоматически: по замерам он самый быстрый для таких моделей на этом GPU (страница «Бенчмарк»)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="84"/>
        <source>Automatic: the GPU backend found no usable GPU, so the CPU one runs</source>
        <translation>автоматически: GPU-бэкенд не нашёл пригодного GPU, поэтому работает CPU-бэкенд</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="87"/>
        <source>Automatic: the first one installed of Vulkan, ROCm, then the CPU</source>
        <translation>автоматически: первый установленный в порядке Vulkan, ROCm, CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="90"/>
        <source>; of the CPU backends, the one with a library for each x86 level</source>
        <translation>; из CPU-бэкендов — тот, у которого есть библиотека для каждого уровня x86</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="98"/>
        <source>The chat uses a model on another computer ({remote}): no backend of this one runs it.</source>
        <translation>Чат использует модель на другом компьютере ({remote}): ни один бэкенд этого компьютера её не выполняет.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="101"/>
        <source>In use now: {kind} in {folder} ({why}).</source>
        <translation>Сейчас используется: {kind} из {folder} ({why}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="107"/>
        <source>No model is loaded, and no backend fits the setting &quot;{wanted}&quot;: see Diagnostics.</source>
        <translation>Модель не загружена, и ни один бэкенд не подходит под настройку «{wanted}»: см. Диагностику.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="109"/>
        <source>No model is loaded; the next load uses {kind} in {folder} ({why}).</source>
        <translation>Модель не загружена; при следующей загрузке будет использован {kind} из {folder} ({why}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="117"/>
        <source>amdchat {version}: chat with local GGUF models on AMD GPUs (Vulkan, ROCm or the CPU).</source>
        <translation>amdchat {version}: чат с локальными моделями GGUF на видеокартах AMD (Vulkan, ROCm или процессор).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="120"/>
        <source>Backends:</source>
        <translation>Бэкенды:</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/about.py" line="123"/>
        <source>none found: the app cannot load models (see Diagnostics).</source>
        <translation>не найдены: приложение не может загружать модели (см. «Диагностика»).</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../amdchat/ui/app.py" line="62"/>
        <source>amdchat cannot start</source>
        <translation>amdchat не может запуститься</translation>
    </message>
</context>
<context>
    <name>backend_choice</name>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="25"/>
        <source>up to 1 GiB</source>
        <translation>до 1 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="26"/>
        <source>1-4 GiB</source>
        <translation>1–4 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="27"/>
        <source>4-10 GiB</source>
        <translation>4–10 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="28"/>
        <source>10-24 GiB</source>
        <translation>10–24 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="29"/>
        <source>24-64 GiB</source>
        <translation>24–64 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="30"/>
        <source>over 64 GiB</source>
        <translation>более 64 GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="83"/>
        <source>{backend} did not finish ({detail}).</source>
        <translation>{backend} не завершился ({detail}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="87"/>
        <source>{backend} ran on the CPU, not the GPU.</source>
        <translation>{backend} работал на CPU, а не на GPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="90"/>
        <source>{backend} measured no generation speed.</source>
        <translation>Для {backend} скорость генерации не измерена.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="99"/>
        <source>{backend}: {tg:.1f} tok/s generating, {pp:.0f} tok/s prompt.</source>
        <translation>{backend}: генерация {tg:.1f} ток/с, промпт {pp:.0f} ток/с.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="111"/>
        <source>Nothing was measured.</source>
        <translation>Ничего не измерено.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="135"/>
        <source>Unknown: no backend finished the comparison. {why}</source>
        <translation>Неизвестно: ни один бэкенд не завершил сравнение. {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured.py" line="140"/>
        <source>{backend} is the fastest here. {figures}</source>
        <translation>Здесь быстрее всего {backend}. {figures}</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/measured_store.py" line="106"/>
        <source>Unknown: the kept backend measurements ({file}) cannot be read ({detail}); the file was probably edited by hand. Measure again on the Benchmark page, or delete the file.</source>
        <translation>Неизвестно: сохранённые измерения бэкендов ({file}) не читаются ({detail}); вероятно, файл правили вручную. Измерьте заново на странице «Бенчмарк» или удалите файл.</translation>
    </message>
</context>
<context>
    <name>backends</name>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="265"/>
        <source>The model was loaded on {device} (PCI {got}), not on the GPU chosen in Settings (PCI {wanted}): the backend numbers its GPUs in another order and amdchat could not match them. Choose the GPU again in Settings &gt; GPU, or report this with the diagnostics.</source>
        <translation>Модель загружена на {device} (PCI {got}), а не на GPU, выбранный в настройках (PCI {wanted}): бэкенд нумерует GPU в другом порядке, и amdchat не смог их сопоставить. Выберите GPU заново в «Настройки &gt; GPU» или сообщите об этом, приложив данные диагностики.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="153"/>
        <source>The rocm backend is not installed, and the installed app cannot compile one: on a system with AMD&apos;s ROCm {minimum} or newer (Debian 13&apos;s own ROCm 5.7 packages are too old for this llama.cpp), build it from a source checkout of amdchat (./setup.sh, then &apos;.venv/bin/amdchat backends build rocm --dest {folder}&apos;); the app finds it there at its next start.</source>
        <translation>Бэкенд rocm не установлен, а установленное приложение не может его собрать: на системе с ROCm от AMD версии {minimum} или новее (пакеты ROCm 5.7 из Debian 13 слишком стары для этой версии llama.cpp) соберите его из исходников amdchat (./setup.sh, затем &apos;.venv/bin/amdchat backends build rocm --dest {folder}&apos;); приложение найдёт его там при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="160"/>
        <source>The {kind} backend is not installed, and the installed app cannot compile one: build it from a source checkout of amdchat (./setup.sh, then &apos;.venv/bin/amdchat backends build {kind} --dest {folder}&apos;); the app finds it there at its next start.</source>
        <translation>Бэкенд {kind} не установлен, а установленное приложение не может его собрать: соберите его из исходников amdchat (./setup.sh, затем &apos;.venv/bin/amdchat backends build {kind} --dest {folder}&apos;); приложение найдёт его там при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="166"/>
        <source>The rocm backend is not installed: build it with &apos;amdchat backends build rocm&apos; on a system with AMD&apos;s ROCm {minimum} or newer (Debian 13&apos;s own ROCm 5.7 packages are too old for this llama.cpp), or put a rocm backend folder under {folder}.</source>
        <translation>Бэкенд rocm не установлен: соберите его командой &apos;amdchat backends build rocm&apos; на системе с ROCm от AMD версии {minimum} или новее (пакеты ROCm 5.7 из Debian 13 слишком стары для этой версии llama.cpp) или положите папку бэкенда rocm в {folder}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/registry.py" line="172"/>
        <source>The {kind} backend is not installed: build it with &apos;amdchat backends build {kind}&apos;, or put a {kind} backend folder under {folder}.</source>
        <translation>Бэкенд {kind} не установлен: соберите его командой «amdchat backends build {kind}» или положите папку бэкенда {kind} в {folder}.</translation>
    </message>
</context>
<context>
    <name>bench_chart</name>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="29"/>
        <source>pp{n}: prompt processing, reading a prompt of {n} tokens</source>
        <translation>pp{n}: обработка запроса, чтение запроса из {n} токенов</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="31"/>
        <source>tg{n}: text generation, writing {n} tokens of a reply</source>
        <translation>tg{n}: генерация текста, запись {n} токенов ответа</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="34"/>
        <source>, with {depth} tokens already in the context</source>
        <translation>, когда в контексте уже {depth} токенов</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_chart.py" line="45"/>
        <source>@ N: N tokens already in the context. t/s: tokens per second.</source>
        <translation>@ N: в контексте уже N токенов. ток/с: токенов в секунду.</translation>
    </message>
</context>
<context>
    <name>benchmark</name>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="26"/>
        <source>Backend</source>
        <translation>Бэкенд</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="27"/>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="29"/>
        <source>Runs on</source>
        <translation>Работает на</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="30"/>
        <source>Layers on GPU</source>
        <translation>Слои на GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="31"/>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="32"/>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="33"/>
        <source>Tokens/s</source>
        <translation>Токенов/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="34"/>
        <source>± s.d.</source>
        <translation>± ст. откл.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="35"/>
        <source>Of limit</source>
        <translation>От предела</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_table.py" line="37"/>
        <source>Driver</source>
        <translation>Драйвер</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="36"/>
        <source>This backend is not installed.</source>
        <translation>Этот бэкенд не установлен.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="38"/>
        <source>No GPU was found: ROCm runs only on an AMD GPU.</source>
        <translation>GPU не найден: ROCm работает только на GPU AMD.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="40"/>
        <source>No GPU was found: Vulkan would run on a CPU emulation (lavapipe), slower than the CPU backend. Tick it to measure that anyway.</source>
        <translation>GPU не найден: Vulkan работал бы через эмуляцию на CPU (lavapipe), медленнее CPU-бэкенда. Чтобы всё равно это измерить, отметьте Vulkan.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="112"/>
        <source>about {n} s</source>
        <translation>около {n} с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="114"/>
        <source>about {n} min</source>
        <translation>около {n} мин</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="115"/>
        <source>Estimate: {took}, from the model&apos;s size and this machine&apos;s memory speed and cores (rough; the measured time left follows the first measurement).</source>
        <translation>Оценка: {took} — по размеру модели, скорости памяти и числу ядер этой машины (приблизительно; после первого замера показывается оставшееся время по замерам).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="126"/>
        <source>(about {n} s left)</source>
        <translation>(осталось около {n} с)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/bench_backends.py" line="127"/>
        <source>(about {n} min left)</source>
        <translation>(осталось около {n} мин)</translation>
    </message>
</context>
<context>
    <name>diagnostics</name>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="53"/>
        <source>{n} CPU threads, one per physical performance core.</source>
        <translation>Потоков CPU: {n}, по одному на физическое производительное ядро.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="49"/>
        <source>{n} CPU threads, one per physical performance core; a measurement at load confirmed it ({at_rule:.1f} tok/s, {fewer:.1f} with one fewer).</source>
        <translation>Потоков CPU: {n}, по одному на физическое производительное ядро; замер при загрузке это подтвердил ({at_rule:.1f} ток/с, на один меньше — {fewer:.1f}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="45"/>
        <source>{n} CPU threads: this CPU has {rule} physical performance cores, but one thread fewer measured faster at load ({fewer:.1f} against {at_rule:.1f} tok/s): another program keeps a core busy.</source>
        <translation>Потоков CPU: {n}. У процессора {rule} физических производительных ядер, но при загрузке на один поток меньше оказалось быстрее ({fewer:.1f} против {at_rule:.1f} ток/с): другая программа занимает ядро.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="43"/>
        <source>{n} CPU threads, as set in Settings &gt; Performance.</source>
        <translation>Потоков CPU: {n}, как задано в Настройки &gt; Производительность.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="34"/>
        <source>The CPU code runs as {variant}: the best variant for this CPU.</source>
        <translation>Код для CPU работает как {variant}: лучший вариант для этого процессора.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="30"/>
        <source>The CPU code runs as {variant}: the best variant that passed its check on this CPU. Left out after a failed check: {left_out}.</source>
        <translation>Код для CPU работает как {variant}: лучший вариант, прошедший проверку на этом процессоре. Исключены после неудачной проверки: {left_out}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="26"/>
        <source>Rebuild the backend (&apos;amdchat backends build cpu&apos;) and run the checks again.</source>
        <translation>Пересоберите бэкенд (&apos;amdchat backends build cpu&apos;) и запустите проверки снова.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/cpu_backend.py" line="24"/>
        <source>No CPU variant library of this backend runs on this CPU ({left_out}).</source>
        <translation>Ни одна вариантная библиотека CPU этого бэкенда не работает на этом процессоре ({left_out}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="35"/>
        <source>No backend is installed: no model can run.</source>
        <translation>Не установлен ни один бэкенд: запускать модели нечем.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="36"/>
        <source>Reinstall amdchat (pip install amdchat), or build one: amdchat backends build vulkan.</source>
        <translation>Переустановите amdchat (pip install amdchat) или соберите бэкенд: amdchat backends build vulkan.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="44"/>
        <source>the llama-cpp-python wheel&apos;s own build</source>
        <translation>собственная сборка wheel llama-cpp-python</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="45"/>
        <source>not recorded</source>
        <translation>не записаны</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="47"/>
        <source>llama-cpp-python {version}, build flags: {flags}{targets}; in {folder}</source>
        <translation>llama-cpp-python {version}, флаги сборки: {flags}{targets}; в {folder}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="86"/>
        <source>The {kind} backend sees: {devices}.</source>
        <translation>Бэкенд {kind} видит: {devices}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="89"/>
        <source>The only {kind} device is a CPU posing as a GPU ({devices}): models would run on the CPU, slowly.</source>
        <translation>Единственное устройство {kind} — это CPU, выдающий себя за GPU ({devices}): модели будут работать на CPU, медленно.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="91"/>
        <source>Install the AMD Vulkan driver RADV (sudo apt install mesa-vulkan-drivers) and check the Permissions lines.</source>
        <translation>Установите драйвер Vulkan для AMD — RADV (sudo apt install mesa-vulkan-drivers) и посмотрите строки раздела «Права доступа».</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="95"/>
        <source>The {kind} backend sees no GPU (only the CPU), as expected: this machine has no AMD GPU.</source>
        <translation>Бэкенд {kind} не видит GPU (только CPU), как и ожидалось: на этом компьютере нет GPU AMD.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="97"/>
        <source>Models run on the CPU backend.</source>
        <translation>Модели работают на бэкенде CPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="99"/>
        <source>The {kind} backend sees no GPU (only the CPU).</source>
        <translation>Бэкенд {kind} не видит GPU (только CPU).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="100"/>
        <source>See the driver and permission lines; meanwhile models run on the CPU backend.</source>
        <translation>Посмотрите строки о драйвере и правах доступа; пока что модели работают на бэкенде CPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="135"/>
        <source>No GPU backend installed, so no GPU devices to list.</source>
        <translation>Не установлен ни один GPU-бэкенд, поэтому список GPU пуст.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/backends.py" line="144"/>
        <source>The {kind} backend&apos;s worker did not start: {error}</source>
        <translation>Рабочий процесс бэкенда {kind} не запустился: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="51"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="52"/>
        <source>amdgpu driver</source>
        <translation>драйвер amdgpu</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="53"/>
        <source>ROCm runtime</source>
        <translation>среда выполнения ROCm</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="54"/>
        <source>ROCm backend</source>
        <translation>бэкенд ROCm</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="55"/>
        <source>Vulkan loader</source>
        <translation>загрузчик Vulkan</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="56"/>
        <source>Vulkan drivers</source>
        <translation>драйверы Vulkan</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="57"/>
        <source>worker devices</source>
        <translation>устройства рабочего процесса</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="58"/>
        <source>backends</source>
        <translation>бэкенды</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="59"/>
        <source>where the model runs</source>
        <translation>где работает модель</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="60"/>
        <source>speed</source>
        <translation>скорость</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="64"/>
        <source>{kind} backend</source>
        <translation>бэкенд {kind}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="65"/>
        <source>{kind} worker devices</source>
        <translation>устройства рабочего процесса {kind}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="66"/>
        <source>{gpu}: ROCm build</source>
        <translation>{gpu}: сборка ROCm</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="141"/>
        <source>This check could not run: {reason}</source>
        <translation>Эту проверку не удалось выполнить: {reason}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="12"/>
        <source>ROCm (HIP) sees only the GPUs numbered {value}; amdchat replaces it when a GPU is chosen in Settings.</source>
        <translation>ROCm (HIP) видит только GPU с номерами {value}; amdchat заменяет это значение, когда GPU выбран в настройках.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="15"/>
        <source>The ROCm runtime sees only the GPUs {value}, before HIP_VISIBLE_DEVICES applies; amdchat leaves it as it is.</source>
        <translation>Среда выполнения ROCm видит только GPU {value}, ещё до HIP_VISIBLE_DEVICES; amdchat оставляет это значение как есть.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="18"/>
        <source>llama.cpp&apos;s Vulkan backend uses only the Vulkan devices numbered {value} (CPU-type devices included); amdchat replaces it when a GPU is chosen in Settings.</source>
        <translation>Бэкенд Vulkan в llama.cpp использует только устройства Vulkan с номерами {value} (включая устройства типа CPU); amdchat заменяет это значение, когда GPU выбран в настройках.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="21"/>
        <source>ROCm treats every GPU as the target {value} (the ROCm checks say whether that is right for this card); amdchat sets it itself only when a card needs it.</source>
        <translation>ROCm считает каждый GPU целью {value} (проверки ROCm покажут, подходит ли это для этой карты); amdchat сам задаёт это значение, только когда оно нужно карте.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="24"/>
        <source>The Vulkan loader uses only these drivers: {value}.</source>
        <translation>Загрузчик Vulkan использует только эти драйверы: {value}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="26"/>
        <source>The Vulkan loader (older ones) uses only these drivers: {value}.</source>
        <translation>Загрузчик Vulkan (старых версий) использует только эти драйверы: {value}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="28"/>
        <source>Picks the AMD Vulkan driver where both are installed: {value}.</source>
        <translation>Выбирает драйвер Vulkan для AMD, когда установлены оба: {value}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="38"/>
        <source>{name} is not set.</source>
        <translation>{name} не задана.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="42"/>
        <source>{name} is set but empty: the backend sees no GPU at all.</source>
        <translation>{name} задана, но пуста: бэкенд не видит ни одного GPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="45"/>
        <source>Unset it (unset {name}) or give a device number.</source>
        <translation>Удалите её (unset {name}) или укажите номер устройства.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/environment.py" line="49"/>
        <source>If you did not mean it, unset it (unset {name}).</source>
        <translation>Если это не было задумано, удалите её (unset {name}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="18"/>
        <source>GPU and driver</source>
        <translation>GPU и драйвер</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="20"/>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="21"/>
        <source>Permissions</source>
        <translation>Права доступа</translation>
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
        <translation>Устройства, видимые бэкендам</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="25"/>
        <source>Environment</source>
        <translation>Переменные окружения</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="26"/>
        <source>Truth</source>
        <translation>Как на самом деле</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="27"/>
        <source>Installed backends</source>
        <translation>Установленные бэкенды</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="38"/>
        <source>integrated</source>
        <translation>встроенный</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="39"/>
        <source>discrete</source>
        <translation>дискретный</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="42"/>
        <source>{name}: {kind}, {target}, VRAM {memory}, PCI {slot}</source>
        <translation>{name}: {kind}, {target}, VRAM {memory}, PCI {slot}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="49"/>
        <source>The kernel&apos;s compute topology (/sys/class/kfd) does not list this GPU, so ROCm cannot use it; Vulkan can. A kernel with amdgpu&apos;s KFD (CONFIG_HSA_AMD) fixes it for ROCm.</source>
        <translation>Этого GPU нет в вычислительной топологии ядра (/sys/class/kfd), поэтому ROCm не может его использовать, а Vulkan может. Для ROCm нужно ядро с KFD драйвера amdgpu (CONFIG_HSA_AMD).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="56"/>
        <source>An AMD GPU is on the PCI bus ({slots}) but no driver shows it.</source>
        <translation>На шине PCI есть GPU AMD ({slots}), но ни один драйвер его не показывает.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="58"/>
        <source>Load the amdgpu driver (sudo modprobe amdgpu) and install the firmware (Debian/Ubuntu: linux-firmware / firmware-amd-graphics).</source>
        <translation>Загрузите драйвер amdgpu (sudo modprobe amdgpu) и установите прошивку (Debian/Ubuntu: linux-firmware / firmware-amd-graphics).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="62"/>
        <source>No AMD GPU found: models run on the CPU.</source>
        <translation>GPU AMD не найден: модели работают на CPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="63"/>
        <source>If this machine has an AMD GPU, check that the amdgpu driver is loaded (lsmod | grep amdgpu).</source>
        <translation>Если в этом компьютере есть GPU AMD, проверьте, загружен ли драйвер amdgpu (lsmod | grep amdgpu).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="72"/>
        <source>The amdgpu kernel driver is not loaded (no AMD GPU seen).</source>
        <translation>Драйвер ядра amdgpu не загружен (GPU AMD не обнаружен).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="75"/>
        <source>The amdgpu kernel driver is not loaded.</source>
        <translation>Драйвер ядра amdgpu не загружен.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="76"/>
        <source>An AMD GPU needs it for ROCm and Vulkan: sudo modprobe amdgpu (and check dmesg for firmware errors).</source>
        <translation>Он нужен GPU AMD для ROCm и Vulkan: sudo modprobe amdgpu (и поищите в dmesg ошибки прошивки).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="80"/>
        <source>The amdgpu kernel driver {version} is loaded (AMD&apos;s DKMS module, not the kernel&apos;s own).</source>
        <translation>Загружен драйвер ядра amdgpu {version} (модуль DKMS от AMD, а не встроенный в ядро).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="85"/>
        <source>The amdgpu kernel driver is loaded: the one of Linux {release}.</source>
        <translation>Драйвер ядра amdgpu загружен: встроенный в Linux {release}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/gpu.py" line="89"/>
        <source>The amdgpu kernel driver is loaded (its version is unknown).</source>
        <translation>Драйвер ядра amdgpu загружен (версия неизвестна).</translation>
    </message>
    <message>
        <source>The amdgpu kernel driver is loaded{version}.</source>
        <translation type="vanished">Драйвер ядра amdgpu загружен{version}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="48"/>
        <source>{path} exists and this user can open it.</source>
        <translation>{path} существует, и этот пользователь может его открыть.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="51"/>
        <source>{path} exists but this user cannot open it (it belongs to the group &apos;{group}&apos;), so {what} cannot use the GPU.</source>
        <translation>{path} существует, но этот пользователь не может его открыть (файл принадлежит группе «{group}»), поэтому {what} не может использовать GPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="54"/>
        <source>Add yourself to the group: sudo usermod -aG {group} $USER, then log out and in again.</source>
        <translation>Добавьте себя в группу: sudo usermod -aG {group} $USER, затем выйдите из системы и войдите снова.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="63"/>
        <source>No AMD GPU: the device files are not checked.</source>
        <translation>GPU AMD нет: файлы устройств не проверяются.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="70"/>
        <source>/dev/kfd is missing: the kernel&apos;s compute interface is not there, so ROCm cannot run (Vulkan does not need it).</source>
        <translation>Нет /dev/kfd: вычислительного интерфейса ядра нет, поэтому ROCm не может работать (Vulkan он не нужен).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="72"/>
        <source>Use the Vulkan backend, or run a kernel whose amdgpu has KFD (CONFIG_HSA_AMD; in a container, pass --device=/dev/kfd).</source>
        <translation>Используйте бэкенд Vulkan или ядро, в котором amdgpu собран с KFD (CONFIG_HSA_AMD; в контейнере передайте --device=/dev/kfd).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="77"/>
        <source>No /dev/dri/renderD* device: neither ROCm nor Vulkan can reach the GPU.</source>
        <translation>Нет устройства /dev/dri/renderD*: ни ROCm, ни Vulkan не могут обратиться к GPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/permissions.py" line="80"/>
        <source>Check that amdgpu is loaded (in a container, pass --device=/dev/dri).</source>
        <translation>Проверьте, что amdgpu загружен (в контейнере передайте --device=/dev/dri).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="37"/>
        <source>No system ROCm in /opt/rocm (rocminfo not installed). amdchat&apos;s ROCm backend needs the ROCm runtime libraries; Vulkan does not.</source>
        <translation>Системного ROCm в /opt/rocm нет (rocminfo не установлен). Бэкенду ROCm в amdchat нужны библиотеки среды выполнения ROCm; Vulkan они не нужны.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="44"/>
        <source>rocminfo present</source>
        <translation>rocminfo есть</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="45"/>
        <source>rocminfo not installed</source>
        <translation>rocminfo не установлен</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="46"/>
        <source>ROCm {version} in /opt/rocm ({tools}).</source>
        <translation>ROCm {version} в /opt/rocm ({tools}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="55"/>
        <source>The ROCm backend has no code for {gfx} (built for {built}).</source>
        <translation>В бэкенде ROCm нет кода для {gfx} (собран для {built}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="60"/>
        <source>targets not recorded</source>
        <translation>цели не записаны</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="62"/>
        <source>The ROCm backend runs {gfx} ({built}).</source>
        <translation>Бэкенд ROCm работает с {gfx} ({built}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="72"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} is not a version (like 10.3.0).</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} — не номер версии (вида 10.3.0).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="74"/>
        <source>Unset it: amdchat sets it itself when a card needs it.</source>
        <translation>Удалите её: amdchat сам задаёт её, когда это нужно карте.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="77"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} is set but {gfx} needs no override.</source>
        <translation>Задано HSA_OVERRIDE_GFX_VERSION={value}, но {gfx} не нуждается в подмене.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="79"/>
        <source>Unset it; it can only hide a real problem.</source>
        <translation>Удалите её: она может лишь скрыть настоящую проблему.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="81"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} makes ROCm treat {gfx} as {target}, another GPU family: it will crash or compute garbage.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} заставляет ROCm считать {gfx} картой {target} из другого семейства GPU: это приведёт к сбою или к неверным результатам.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="83"/>
        <source>Unset HSA_OVERRIDE_GFX_VERSION: amdchat sets the right value itself when the card needs one.</source>
        <translation>Удалите HSA_OVERRIDE_GFX_VERSION: amdchat сам задаёт правильное значение, когда оно нужно карте.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="86"/>
        <source>HSA_OVERRIDE_GFX_VERSION={value} runs {gfx} as {target}, of the same family.</source>
        <translation>HSA_OVERRIDE_GFX_VERSION={value} запускает {gfx} как {target} из того же семейства.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/rocm.py" line="98"/>
        <source>No ROCm backend is installed: amdchat uses Vulkan on AMD GPUs.</source>
        <translation>Бэкенд ROCm не установлен: на GPU AMD amdchat использует Vulkan.</translation>
    </message>
    <message>
        <source>No ROCm backend is installed: amdchat uses Vulkan on AMD GPUs (build one with: amdchat backends build rocm --gpu-targets gfx1100).</source>
        <translation type="vanished">Бэкенд ROCm не установлен: amdchat использует Vulkan на GPU AMD (собрать ROCm: amdchat backends build rocm --gpu-targets gfx1100).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="28"/>
        <source>The model runs on {device} ({description}): {gpu_mib} MiB of weights in GPU memory, {host_mib} MiB on the host.</source>
        <translation>Модель работает на {device} ({description}): {gpu_mib} MiB весов в памяти GPU, {host_mib} MiB в памяти системы.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="32"/>
        <source>Partly on the GPU: {n} of {total} layers on {device}, {host_mib} MiB of weights on the host.</source>
        <translation>Частично на GPU: слоёв на {device} — {n} из {total}, {host_mib} MiB весов в памяти системы.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="34"/>
        <source>Choose a smaller quantization or a shorter context so that the whole model fits the GPU (the Models page says which fit).</source>
        <translation>Выберите меньшую квантизацию или более короткий контекст, чтобы модель целиком поместилась в GPU (на странице «Модели» видно, какие помещаются).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="38"/>
        <source>The {backend} backend runs the model on the CPU: no weights are in GPU memory.</source>
        <translation>Бэкенд {backend} выполняет модель на CPU: в памяти GPU весов нет.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="40"/>
        <source>See the devices and driver lines: the backend found no usable GPU.</source>
        <translation>Посмотрите строки об устройствах и драйвере: бэкенд не нашёл подходящий GPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="42"/>
        <source>The model runs on the CPU backend ({host_mib} MiB of weights).</source>
        <translation>Модель работает на бэкенде CPU ({host_mib} MiB весов).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="51"/>
        <source>Last reply: {measured:.1f} tok/s. This device&apos;s memory bandwidth is not in amdchat&apos;s table, so there is no expected speed to compare.</source>
        <translation>Последний ответ: {measured:.1f} ток/с. Пропускной способности памяти этого устройства нет в таблице amdchat, поэтому сравнить не с чем.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="61"/>
        <source>Last reply: {measured:.1f} tok/s. Memory bandwidth would allow ~{limit:.0f} tok/s, but a model this small is bound by per-token costs, so the share says nothing about where it runs.</source>
        <translation>Последний ответ: {measured:.1f} ток/с. Пропускная способность памяти позволила бы ~{limit:.0f} ток/с, но такую маленькую модель ограничивают затраты на каждый токен, так что эта доля ничего не говорит о том, где она работает.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="66"/>
        <source>Last reply: {measured:.1f} tok/s, {percent:.0f} % of the ~{limit:.0f} tok/s this hardware allows ({basis}).</source>
        <translation>Последний ответ: {measured:.1f} ток/с — {percent:.0f} % от ~{limit:.0f} ток/с, возможных на этом оборудовании ({basis}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="74"/>
        <source>No model is loaded. Load one and run the checks again: this line then says where it really runs and, after a reply, how its speed compares with what the hardware allows.</source>
        <translation>Модель не загружена. Загрузите её и запустите проверки снова: здесь будет сказано, где она на самом деле работает, а после ответа — как её скорость соотносится с возможностями оборудования.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/truth.py" line="79"/>
        <source>No model was given: &apos;amdchat doctor --model FILE.gguf&apos; loads one and says where it really runs and how its speed compares with what the hardware allows.</source>
        <translation>Модель не указана: &apos;amdchat doctor --model FILE.gguf&apos; загрузит её и скажет, где она на самом деле работает и как её скорость соотносится с возможностями оборудования.</translation>
    </message>
    <message>
        <source>No model is loaded here; the app&apos;s Diagnostics page shows where a loaded model runs and how its speed compares with what the hardware allows.</source>
        <translation type="vanished">Здесь модель не загружена; страница «Диагностика» в приложении показывает, где работает загруженная модель и как её скорость соотносится с возможностями оборудования.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="61"/>
        <source>The Vulkan loader (libvulkan.so.1) is installed.</source>
        <translation>Загрузчик Vulkan (libvulkan.so.1) установлен.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="64"/>
        <source>No Vulkan loader (libvulkan.so.1): the Vulkan backend cannot start.</source>
        <translation>Нет загрузчика Vulkan (libvulkan.so.1): бэкенд Vulkan не может запуститься.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="66"/>
        <source>Install it: sudo apt install libvulkan1 (Fedora: vulkan-loader).</source>
        <translation>Установите его: sudo apt install libvulkan1 (Fedora: vulkan-loader).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="73"/>
        <source>No Vulkan driver is installed (no ICD in /usr/share/vulkan/icd.d or /etc/vulkan/icd.d).</source>
        <translation>Не установлен ни один драйвер Vulkan (нет ICD в /usr/share/vulkan/icd.d и /etc/vulkan/icd.d).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="75"/>
        <source>Install Mesa&apos;s Vulkan drivers: sudo apt install mesa-vulkan-drivers (Fedora: mesa-vulkan-drivers).</source>
        <translation>Установите драйверы Vulkan из Mesa: sudo apt install mesa-vulkan-drivers (Fedora: mesa-vulkan-drivers).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="79"/>
        <source>The only Vulkan driver is a CPU one: {drivers}. The Vulkan backend would run on the CPU.</source>
        <translation>Единственный драйвер Vulkan работает на CPU: {drivers}. Бэкенд Vulkan будет работать на CPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="81"/>
        <source>Install the AMD driver RADV: sudo apt install mesa-vulkan-drivers.</source>
        <translation>Установите драйвер AMD RADV: sudo apt install mesa-vulkan-drivers.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="84"/>
        <source>Vulkan drivers: {drivers}.</source>
        <translation>Драйверы Vulkan: {drivers}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="87"/>
        <source>Both RADV and AMDVLK are installed: each AMD GPU appears twice to Vulkan, and the device numbers in Settings count both.</source>
        <translation>Установлены и RADV, и AMDVLK: каждый GPU AMD виден в Vulkan дважды, и номера устройств в настройках учитывают оба.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/vulkan.py" line="89"/>
        <source>Keep one (RADV is usually faster for llama.cpp), or pick one per run with AMD_VULKAN_ICD=RADV.</source>
        <translation>Оставьте один (для llama.cpp обычно быстрее RADV) или выбирайте при запуске через AMD_VULKAN_ICD=RADV.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="33"/>
        <source>Windows lists no GPU (only its software renderer): models run on the CPU.</source>
        <translation>Windows не показывает ни одного GPU (только программный рендерер): модели работают на CPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="35"/>
        <source>Install AMD&apos;s graphics driver (AMD Software: Adrenalin Edition).</source>
        <translation>Установите графический драйвер AMD (AMD Software: Adrenalin Edition).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="44"/>
        <source>{name}: PCI {vendor:04x}:{device:04x}, dedicated memory {memory}</source>
        <translation>{name}: PCI {vendor:04x}:{device:04x}, выделенная память {memory}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="47"/>
        <source>{name}: PCI {vendor:04x}:{device:04x}, dedicated memory {memory}, driver {driver}</source>
        <translation>{name}: PCI {vendor:04x}:{device:04x}, выделенная память {memory}, драйвер {driver}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="55"/>
        <source>The Vulkan loader (vulkan-1.dll) is installed.</source>
        <translation>Загрузчик Vulkan (vulkan-1.dll) установлен.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="57"/>
        <source>No Vulkan loader (vulkan-1.dll in System32): the Vulkan backend cannot start.</source>
        <translation>Нет загрузчика Vulkan (vulkan-1.dll в System32): бэкенд Vulkan не может запуститься.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="59"/>
        <source>Install or repair AMD&apos;s graphics driver; it installs the Vulkan loader.</source>
        <translation>Установите или восстановите графический драйвер AMD: он устанавливает загрузчик Vulkan.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="67"/>
        <source>AMD&apos;s HIP SDK is not installed (HIP_PATH unset or without amdhip64.dll): the ROCm backend needs it on Windows; Vulkan does not.</source>
        <translation>AMD HIP SDK не установлен (HIP_PATH не задана или в ней нет amdhip64.dll): он нужен бэкенду ROCm в Windows, а Vulkan — нет.</translation>
    </message>
    <message>
        <source>AMD&apos;s HIP SDK is installed in {folder}.</source>
        <translation type="vanished">AMD HIP SDK установлен в {folder}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/windows.py" line="79"/>
        <source>DXGI could not list the GPUs: {error}</source>
        <translation>DXGI не смог получить список GPU: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="67"/>
        <source>{gpu}: BAR</source>
        <translation>{gpu}: BAR</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="68"/>
        <source>{gpu}: memory</source>
        <translation>{gpu}: память</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="69"/>
        <source>{gpu}: ROCm</source>
        <translation>{gpu}: ROCm</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="72"/>
        <source>{gpu}: kernel for ROCm</source>
        <translation>{gpu}: ядро для ROCm</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/families.py" line="19"/>
        <source>GPU memory</source>
        <translation>Память GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="36"/>
        <source>Remove amdgpu-dkms and boot Linux {minimum} or newer with its own amdgpu; or use the Vulkan backend.</source>
        <translation>Удалите amdgpu-dkms и загрузите Linux {minimum} или новее с его собственным amdgpu, либо используйте бэкенд Vulkan.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="40"/>
        <source>AMD&apos;s DKMS amdgpu {version} is loaded: ROCm on {gfx} needs the kernel&apos;s own amdgpu, of Linux {minimum} or newer. Vulkan is not affected.</source>
        <translation>Загружен DKMS-модуль amdgpu {version} от AMD: ROCm на {gfx} нужен собственный amdgpu ядра Linux {minimum} или новее. Vulkan это не затрагивает.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="46"/>
        <source>The kernel&apos;s release is unknown ({release}): ROCm on {gfx} needs Linux {minimum} or newer.</source>
        <translation>Версия ядра неизвестна ({release}): ROCm на {gfx} нужен Linux {minimum} или новее.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="52"/>
        <source>Linux {release} is too old for ROCm on {gfx} (it needs {minimum} or newer). Vulkan is not affected.</source>
        <translation>Linux {release} слишком старый для ROCm на {gfx} (нужен {minimum} или новее). Vulkan это не затрагивает.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/kernel_rule.py" line="55"/>
        <source>Linux {release} with its own amdgpu runs ROCm on {gfx}.</source>
        <translation>Linux {release} со своим amdgpu запускает ROCm на {gfx}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="47"/>
        <source>Whether Resizable BAR is on is unknown: {reason}.</source>
        <translation>Неизвестно, включён ли Resizable BAR: {reason}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="52"/>
        <source>Resizable BAR is on: the CPU sees all {vram} of VRAM (BAR {bar}).</source>
        <translation>Resizable BAR включён: процессор видит все {vram} видеопамяти (BAR {bar}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="56"/>
        <source>{variable} is set in this environment, which gives back most of it.</source>
        <translation>В этом окружении задана {variable}, она возвращает бо́льшую часть скорости.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="59"/>
        <source>amdchat sets {variable}=1 for its Vulkan worker, which gives back most of it (the setting vulkan_small_bar_workaround turns it off).</source>
        <translation>amdchat задаёт {variable}=1 для своего процесса Vulkan, это возвращает бо́льшую часть скорости (настройка vulkan_small_bar_workaround отключает это).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="64"/>
        <source>The workaround ({variable}=1) is turned off in the settings (vulkan_small_bar_workaround).</source>
        <translation>Обходной путь ({variable}=1) отключён в настройках (vulkan_small_bar_workaround).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="67"/>
        <source>Resizable BAR is off: the CPU sees {bar} of {vram} VRAM, and Vulkan runs several times slower this way. {done}</source>
        <translation>Resizable BAR выключен: процессор видит {bar} из {vram} видеопамяти, и Vulkan так работает в несколько раз медленнее. {done}</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="69"/>
        <source>Turn on Above 4G Decoding and Resizable BAR (Smart Access Memory) in the BIOS.</source>
        <translation>Включите в BIOS Above 4G Decoding и Resizable BAR (Smart Access Memory).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="83"/>
        <source>The APU&apos;s memory is unknown: the driver shows no {file}.</source>
        <translation>Память APU неизвестна: драйвер не показывает {file}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="88"/>
        <source>The GTT limit is unknown: the kernel command line gives {options} more than once, with different values.</source>
        <translation>Предел GTT неизвестен: в командной строке ядра {options} задан несколько раз с разными значениями.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="91"/>
        <source>Keep one {option} on the kernel command line.</source>
        <translation>Оставьте в командной строке ядра один {option}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="93"/>
        <source>Carve-out (the BIOS&apos;s VRAM) {carve}, GTT (system memory the GPU may use) {gtt}: Vulkan can use both, {total}; ROCm, on many kernels, only the carve-out.</source>
        <translation>Выделенная память (VRAM из BIOS) {carve}, GTT (системная память, доступная GPU) {gtt}: Vulkan может использовать обе, {total}; ROCm на многих ядрах — только выделенную.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="101"/>
        <source>Both ttm.pages_limit and amdgpu.gttsize are set: remove amdgpu.gttsize from the kernel command line (ttm.pages_limit is the one that counts on current kernels).</source>
        <translation>Заданы и ttm.pages_limit, и amdgpu.gttsize: уберите amdgpu.gttsize из командной строки ядра (на современных ядрах действует ttm.pages_limit).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/memory.py" line="107"/>
        <source>To let the GPU use {size} of system memory, add {option} to the kernel command line (GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub, then sudo update-grub and reboot).</source>
        <translation>Чтобы GPU мог использовать {size} системной памяти, добавьте {option} в командную строку ядра (GRUB_CMDLINE_LINUX_DEFAULT в /etc/default/grub, затем sudo update-grub и перезагрузка).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/check.py" line="70"/>
        <source>{gpu}: Mesa</source>
        <translation>{gpu}: Mesa</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/mesa.py" line="55"/>
        <source>Mesa {mesa} is older than {minimum}, the first whose RADV supports {generation} ({gfx}): Vulkan may not see this card, or run it badly.</source>
        <translation>Mesa {mesa} старше {minimum} — первой версии, в которой RADV поддерживает {generation} ({gfx}): Vulkan может не увидеть эту карту или работать с ней плохо.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/mesa.py" line="58"/>
        <source>Update Mesa to {minimum} or newer (a newer release of the distribution, or its backports).</source>
        <translation>Обновите Mesa до {minimum} или новее (более новый выпуск дистрибутива или его backports).</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/mesa.py" line="62"/>
        <source>Mesa {mesa} supports {generation} ({gfx}): it needs {minimum} or newer.</source>
        <translation>Mesa {mesa} поддерживает {generation} ({gfx}): нужна {minimum} или новее.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/hip_sdk.py" line="37"/>
        <source>AMD&apos;s HIP SDK in {folder} lacks {missing}: the ROCm backend cannot run without it.</source>
        <translation>В HIP SDK от AMD в {folder} нет {missing}: без этого бэкенд ROCm не работает.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/hip_sdk.py" line="39"/>
        <source>Install the HIP SDK again with its libraries (hipBLAS, rocBLAS), or use the Vulkan backend.</source>
        <translation>Переустановите HIP SDK вместе с библиотеками (hipBLAS, rocBLAS) или используйте бэкенд Vulkan.</translation>
    </message>
    <message>
        <location filename="../../amdchat/diagnostics/hip_sdk.py" line="42"/>
        <source>AMD&apos;s HIP SDK is installed in {folder}, with hipBLAS, rocBLAS and rocBLAS kernels for {targets}.</source>
        <translation>HIP SDK от AMD установлен в {folder}, с hipBLAS, rocBLAS и ядрами rocBLAS для {targets}.</translation>
    </message>
</context>
<context>
    <name>fit</name>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="21"/>
        <source>no GPU found: CPU only</source>
        <translation>GPU не найден: только CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="21"/>
        <source>No GPU with known free memory was found, so the model would run on the CPU.</source>
        <translation>Не найден GPU с известным объёмом свободной памяти, поэтому модель будет работать на CPU.</translation>
    </message>
    <message>
        <source>{gpu}: {free:.1f} GiB free for models ({source}, 1 GiB kept free). At {ctx} tokens the whole model needs {need:.2f} GiB; the largest context that fits entirely is {max_ctx} tokens.</source>
        <translation type="vanished">{gpu}: свободно для моделей {free:.1f} GiB ({source}, 1 GiB оставлен в запасе). При длине контекста {ctx} модели целиком нужно {need:.2f} GiB; наибольшая длина контекста, при которой она помещается целиком, — {max_ctx}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="64"/>
        <source>fits ({room:.1f} GiB to spare)</source>
        <translation>помещается (запас {room:.1f} GiB)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="73"/>
        <source>partly: {n} of {m} layers on the GPU</source>
        <translation>частично: слоёв на GPU {n} из {m}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="76"/>
        <source>too large: CPU only</source>
        <translation>слишком большая: только CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="33"/>
        <source>{gpu}: {free:.1f} GiB free for models (1 GiB kept free)</source>
        <translation>{gpu}: свободно для моделей {free:.1f} GiB (1 GiB оставлен в запасе)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="36"/>
        <source>No GPU: the model runs on the CPU. System RAM: {free:.1f} GiB available for models (1 GiB kept free)</source>
        <translation>GPU нет: модель работает на CPU. Оперативная память: для моделей доступно {free:.1f} GiB (1 GiB оставлен в запасе)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="39"/>
        <source>Measured by llama.cpp (a dry run with the settings the app loads with).</source>
        <translation>Измерено llama.cpp (пробный запуск с теми настройками, с которыми приложение загружает модель).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="41"/>
        <source>Estimated from the file&apos;s header; a llama.cpp dry run replaces it.</source>
        <translation>Оценка по заголовку файла; пробный запуск llama.cpp её уточнит.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="42"/>
        <source>{where}. At {ctx} tokens the model needs {need:.2f} GiB (weights {weights:.2f}, KV cache {kv:.2f}, compute {compute:.2f}); the largest context that fits entirely is {max_ctx} tokens. {how}</source>
        <translation>{where}. При длине контекста {ctx} модели нужно {need:.2f} GiB (веса {weights:.2f}, KV-кэш {kv:.2f}, вычисления {compute:.2f}); наибольшая длина контекста, при которой она помещается целиком, — {max_ctx}. {how}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="51"/>
        <source>With a q8_0 KV cache and flash attention (Settings) it would fit, up to {max_ctx} tokens.</source>
        <translation>С KV-кэшем q8_0 и flash attention (в настройках) она поместится при длине контекста до {max_ctx}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="66"/>
        <source>CPU only: fits in RAM ({room:.1f} GiB to spare)</source>
        <translation>CPU: в RAM, запас {room:.1f} GiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="68"/>
        <source>does not fit as chosen</source>
        <translation>не помещается с выбранными настройками</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="78"/>
        <source>too large for RAM</source>
        <translation>слишком большая для RAM</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="80"/>
        <source>{verdict}, {speed}</source>
        <translation>{verdict}, {speed}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="92"/>
        <source>On this computer alone: {verdict}</source>
        <translation>Только на этом компьютере: {verdict}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="107"/>
        <source>~{tps} tok/s</source>
        <translation>~{tps} ток/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="109"/>
        <source>Expected generation speed: ~{tps} tok/s on the CPU, the limit set by the system memory&apos;s measured bandwidth at a full context.</source>
        <translation>Ожидаемая скорость генерации: ~{tps} ток/с на CPU — предел, который задаёт измеренная пропускная способность системной памяти при полном контексте.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="112"/>
        <source>Expected generation speed: ~{tps} tok/s, since the other layers run on the CPU, at the speed of system memory (the limit at a full context).</source>
        <translation>Ожидаемая скорость генерации: ~{tps} ток/с, так как остальные слои работают на CPU со скоростью системной памяти (предел при полном контексте).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="116"/>
        <source>Expected generation speed: ~{tps} tok/s on this card, the limit set by its memory bandwidth at a full context.</source>
        <translation>Ожидаемая скорость генерации: ~{tps} ток/с на этой карте — предел, который задаёт пропускная способность её памяти при полном контексте.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/fit_texts.py" line="70"/>
        <source>fits: experts of {k} layers in RAM</source>
        <translation>помещается: эксперты {k} слоёв в RAM</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="45"/>
        <source>{hosts} would take no layers (too little free memory beyond the margin): {split}</source>
        <translation>{hosts} не получит ни одного слоя (слишком мало свободной памяти сверх запаса): {split}</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="48"/>
        <source>fits with {hosts}: {split}</source>
        <translation>помещается вместе с {hosts}: {split}</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="49"/>
        <source>too large even with {hosts}: {split}</source>
        <translation>слишком большая даже вместе с {hosts}: {split}</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="56"/>
        <source>{endpoint}: its figures are from its last check, {when}.</source>
        <translation>{endpoint}: данные взяты из последней проверки, {when}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="62"/>
        <source>{endpoint} did not answer now; its figures are from its last check, {when}. {why}</source>
        <translation>{endpoint} сейчас не ответил; его данные взяты из последней проверки ({when}). {why}</translation>
    </message>
    <message>
        <source>{endpoint} did not answer now ({why}); its figures are from its last check, {when}.</source>
        <translation type="vanished">{endpoint} сейчас не ответил ({why}); его данные взяты из последней проверки ({when}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_fit.py" line="68"/>
        <source>{endpoint} is left out: {why}</source>
        <translation>{endpoint} не учитывается: {why}</translation>
    </message>
    <message>
        <location filename="../../amdchat/fit/remote_servers.py" line="142"/>
        <source>never checked: add it again in Settings &gt; Network</source>
        <translation>ещё не проверялся: добавьте его снова в Настройки &gt; Сеть</translation>
    </message>
</context>
<context>
    <name>images</name>
    <message>
        <location filename="../../amdchat/images.py" line="61"/>
        <source>The image is {size}; images of up to {limit} are accepted. Make it smaller and try again.</source>
        <translation>Размер изображения — {size}; принимаются изображения до {limit}. Уменьшите его и попробуйте снова.</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="70"/>
        <source>The image has far more than {limit} megapixels, the most accepted. Scale it down and try again.</source>
        <translation>В изображении намного больше {limit} мегапикселей — это предел. Уменьшите его и попробуйте снова.</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="74"/>
        <source>This file is not an image amdchat can read: use a PNG, JPEG or WebP image.</source>
        <translation>Этот файл — не изображение, которое amdchat может прочитать: используйте PNG, JPEG или WebP.</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="77"/>
        <source>The image is {width} x {height} pixels ({mp} megapixels); images of up to {limit} megapixels are accepted. Scale it down and try again.</source>
        <translation>Изображение имеет размер {width} x {height} пикселей ({mp} мегапикселей); принимаются изображения до {limit} мегапикселей. Уменьшите его и попробуйте снова.</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="86"/>
        <source>The {format} image is damaged or cut short: it cannot be decoded. Save it again and retry.</source>
        <translation>Изображение {format} повреждено или обрезано: его не удаётся декодировать. Сохраните его заново и повторите.</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="110"/>
        <source>An image URL must be a data URL (data:image/png;base64,...).</source>
        <translation>URL изображения должен быть data URL (data:image/png;base64,...).</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="114"/>
        <source>The image type {mime} is not supported: use image/png, image/jpeg or image/webp.</source>
        <translation>Тип изображения {mime} не поддерживается: используйте image/png, image/jpeg или image/webp.</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="117"/>
        <source>The image is over {limit}; make it smaller and try again.</source>
        <translation>Изображение больше {limit}; уменьшите его и попробуйте снова.</translation>
    </message>
    <message>
        <location filename="../../amdchat/images.py" line="122"/>
        <source>The image&apos;s data URL is not valid base64.</source>
        <translation>data URL изображения — некорректный base64.</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="78"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="79"/>
        <source>&amp;New chat</source>
        <translation>&amp;Новый чат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="81"/>
        <source>&amp;Open model…</source>
        <translation>&amp;Открыть модель…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="84"/>
        <source>&amp;Settings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="88"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="90"/>
        <location filename="../../amdchat/ui/menus.py" line="103"/>
        <source>&amp;Chat</source>
        <translation>&amp;Чат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="91"/>
        <source>S&amp;top reply</source>
        <translation>&amp;Остановить ответ</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="93"/>
        <source>Stops the reply being written; while editing a message, cancels the edit.</source>
        <translation>Останавливает генерацию ответа; при правке сообщения отменяет правку.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="96"/>
        <source>&amp;Rename chat…</source>
        <translation>&amp;Переименовать чат…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="98"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="100"/>
        <source>Search &amp;chats</source>
        <translation>Поис&amp;к по чатам</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="102"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="105"/>
        <source>&amp;Models</source>
        <translation>&amp;Модели</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="107"/>
        <source>&amp;Diagnostics</source>
        <translation>&amp;Диагностика</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="109"/>
        <source>&amp;Benchmark</source>
        <translation>&amp;Бенчмарк</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="117"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="118"/>
        <source>Read the &amp;documentation</source>
        <translation>Читать &amp;документацию</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="121"/>
        <source>Open the &amp;log folder</source>
        <translation>Открыть папку &amp;журналов</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="124"/>
        <source>&amp;Copy a diagnostics report</source>
        <translation>&amp;Копировать отчёт диагностики</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="126"/>
        <source>&amp;Report a problem…</source>
        <translation>Сообщить о &amp;проблеме…</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/menus.py" line="129"/>
        <source>&amp;About amdchat</source>
        <translation>&amp;О программе amdchat</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="27"/>
        <source>This model&apos;s architecture ({arch}) is not supported by the llama.cpp build in use. Update amdchat, or pick a model of a supported architecture.</source>
        <translation>Архитектура этой модели ({arch}) не поддерживается используемой сборкой llama.cpp. Обновите amdchat или выберите модель с поддерживаемой архитектурой.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="34"/>
        <source>Not enough memory to load this model. Lower the GPU layers or the context length in Settings, or pick a smaller quantization.</source>
        <translation>Недостаточно памяти для загрузки этой модели. Уменьшите число слоёв на GPU или длину контекста в настройках либо выберите меньшую квантизацию.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="44"/>
        <source>The conversation does not fit in the context window.</source>
        <translation>Беседа не помещается в окно контекста.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="47"/>
        <source>The chosen backend cannot run the model here.</source>
        <translation>Выбранный бэкенд не может запустить модель на этом компьютере.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="75"/>
        <source>The engine process stopped unexpectedly ({how}). Any partial reply was kept. The next message starts a fresh engine and reloads the model.</source>
        <translation>Процесс движка неожиданно завершился ({how}). Уже полученная часть ответа сохранена. Следующее сообщение запустит движок заново и перезагрузит модель.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="81"/>
        <source>Its last words: {cause}</source>
        <translation>Последнее, что он сообщил: {cause}</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/protocol.py" line="519"/>
        <source>No model is loaded. Open a .gguf model first.</source>
        <translation>Модель не загружена. Сначала откройте модель .gguf.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="50"/>
        <source>The engine reported an error.</source>
        <translation>Движок сообщил об ошибке.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="86"/>
        <source>The model replied with nothing. Its prompt format may not fit: choose another chat template in Settings.</source>
        <translation>Модель ничего не ответила. Возможно, ей не подходит формат промпта: выберите другой шаблон чата в настройках.</translation>
    </message>
    <message>
        <source>The {backend} backend found no usable GPU, so amdchat uses the CPU backend instead (faster than {backend} without a GPU). Check the GPU driver, or pick a GPU in Settings &gt; GPU device.</source>
        <translation type="vanished">Бэкенд {backend} не нашёл подходящий GPU, поэтому amdchat использует бэкенд CPU (он быстрее, чем {backend} без GPU). Проверьте драйвер GPU или выберите GPU в «Настройки &gt; Бэкенд и GPU».</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="99"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="100"/>
        <source>partly GPU, partly CPU</source>
        <translation>частично GPU, частично CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="101"/>
        <source>CPU only</source>
        <translation>только CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/messages.py" line="106"/>
        <source>empty reply</source>
        <translation>пустой ответ</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="97"/>
        <source>The GPU&apos;s gfx target is unknown (no kfd topology): ROCm may or may not run it.</source>
        <translation>Цель gfx этого GPU неизвестна (нет топологии kfd): ROCm может как справиться с ним, так и нет.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="105"/>
        <source>This ROCm build has no {gfx} code; amdchat runs it as {base} (HSA_OVERRIDE_GFX_VERSION={version}), which works for this family.</source>
        <translation>В этой сборке ROCm нет кода для {gfx}; amdchat запускает его как {base} (HSA_OVERRIDE_GFX_VERSION={version}), для этого семейства это работает.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="118"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend.</source>
        <translation>Эта сборка ROCm не поддерживает {gfx} (в ней есть {built}). Используйте бэкенд Vulkan.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="121"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend, or rebuild it with {base} (amdchat backends build rocm --gpu-targets {base}) and the override {version}.</source>
        <translation>Эта сборка ROCm не поддерживает {gfx} (в ней есть {built}). Используйте бэкенд Vulkan или пересоберите ROCm с {base} (amdchat backends build rocm --gpu-targets {base}) и подменой {version}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/tensor_overrides.py" line="71"/>
        <source>This {architecture} model is a mixture of experts, but amdchat does not recognise the names of its expert tensors, so it cannot keep them in system RAM: it splits the model by whole layers instead.</source>
        <translation>Модель {architecture} — это смесь экспертов (MoE), но amdchat не распознаёт имена её тензоров экспертов и не может держать их в системной памяти: вместо этого модель делится по целым слоям.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/tensor_overrides.py" line="76"/>
        <source>This {architecture} model has no expert tensors (it is not a mixture of experts), so there are no experts to keep in system RAM: it splits the model by whole layers instead.</source>
        <translation>У модели {architecture} нет тензоров экспертов (это не смесь экспертов), поэтому держать в системной памяти нечего: вместо этого модель делится по целым слоям.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/templates.py" line="177"/>
        <source>This model&apos;s chat template failed: {error} amdchat uses the {name} format instead; pick another in Settings &gt; Chat template.</source>
        <translation>Шаблон чата этой модели дал сбой: {error} Вместо него amdchat использует формат {name}; другой можно выбрать в «Настройки &gt; Модель &gt; Шаблон чата».</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/templates.py" line="181"/>
        <source>This model&apos;s chat template did not finish: {error} amdchat uses the {name} format instead; pick another in Settings &gt; Chat template.</source>
        <translation>Шаблон чата этой модели не завершился: {error} Вместо него amdchat использует формат {name}; другой можно выбрать в «Настройки &gt; Модель &gt; Шаблон чата».</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="20"/>
        <source>{name}: the file does not exist. It may have been moved or deleted; open it again.</source>
        <translation>{name}: файл не существует. Возможно, его переместили или удалили; откройте его заново.</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="22"/>
        <source>{name}: this is a folder, not a model file. Choose a .gguf file.</source>
        <translation>{name}: это папка, а не файл модели. Выберите файл .gguf.</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="24"/>
        <source>{name}: this is not a regular file but {detail}, so it cannot hold a model. Choose a .gguf file.</source>
        <translation>{name}: это не обычный файл, а {detail}, поэтому модели в нём быть не может. Выберите файл .gguf.</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="26"/>
        <source>{name}: this is a symbolic link that leads back to itself, so it names no file. Delete the link, or point it at a .gguf file.</source>
        <translation>{name}: это символическая ссылка, указывающая сама на себя, то есть ни на какой файл. Удалите ссылку или направьте её на файл .gguf.</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="28"/>
        <source>{name}: the file cannot be read ({detail}). Check its permissions.</source>
        <translation>{name}: файл не читается ({detail}). Проверьте права доступа к нему.</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="30"/>
        <source>{name}: the file is incomplete ({detail}). The download was probably cut short; download it again.</source>
        <translation>{name}: файл неполный ({detail}). Вероятно, скачивание прервалось; скачайте его заново.</translation>
    </message>
    <message>
        <location filename="../../amdchat/modelfile.py" line="32"/>
        <source>{name}: this is not a usable GGUF model ({detail}). amdchat runs .gguf files, as found on Hugging Face under &apos;GGUF&apos;.</source>
        <translation>{name}: это не пригодная модель GGUF ({detail}). amdchat запускает файлы .gguf — такие, как на Hugging Face с меткой «GGUF».</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="34"/>
        <source>ROCm does not support RDNA1 ({gfx}), and running it as gfx1030 (HSA_OVERRIDE_GFX_VERSION=10.3.0) is unreliable there: use the Vulkan backend.</source>
        <translation>ROCm не поддерживает RDNA1 ({gfx}), а запуск как gfx1030 (HSA_OVERRIDE_GFX_VERSION=10.3.0) на нём ненадёжен: используйте бэкенд Vulkan.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="41"/>
        <source>ROCm dropped the Vega APUs ({gfx}): use the Vulkan backend.</source>
        <translation>ROCm прекратил поддержку APU Vega ({gfx}): используйте бэкенд Vulkan.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="56"/>
        <location filename="../../amdchat/backends/rocm.py" line="74"/>
        <source>amdchat knows no ROCm rule for {gfx}: the Vulkan backend runs every AMD GPU.</source>
        <translation>amdchat не знает правила ROCm для {gfx}: бэкенд Vulkan работает на любом GPU AMD.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="62"/>
        <source>ROCm {since} or newer supports {gfx} ({family}) natively.</source>
        <translation>ROCm {since} и новее поддерживает {gfx} ({family}) напрямую.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="66"/>
        <source>ROCm supports {gfx} ({family}) natively.</source>
        <translation>ROCm поддерживает {gfx} ({family}) напрямую.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="70"/>
        <source>ROCm runs {gfx} ({family}) as {base} with HSA_OVERRIDE_GFX_VERSION={version}; amdchat sets it when the build lacks {gfx}.</source>
        <translation>ROCm запускает {gfx} ({family}) как {base} с HSA_OVERRIDE_GFX_VERSION={version}; amdchat задаёт её, когда в сборке нет {gfx}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/backends/rocm.py" line="113"/>
        <source>ROCm does not support {gfx} in this build (it has {built}). Use the Vulkan backend, or rebuild it with {gfx} (ROCm {since} or newer: amdchat backends build rocm --gpu-targets {gfx}).</source>
        <translation>Эта сборка ROCm не поддерживает {gfx} (в ней {built}). Используйте бэкенд Vulkan или пересоберите её с {gfx} (ROCm {since} или новее: amdchat backends build rocm --gpu-targets {gfx}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/hardware/pci_bar.py" line="101"/>
        <source>Resizable BAR is off on {cards}: amdchat runs Vulkan with {variable}=1, which gives back most of the speed (Settings can turn it off).</source>
        <translation>На {cards} выключен Resizable BAR: amdchat запускает Vulkan с {variable}=1, это возвращает бо́льшую часть скорости (можно отключить в настройках).</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/spec.py" line="128"/>
        <source>The {backend} backend found no usable GPU: the model runs on the CPU, slower than with the CPU backend. Check the GPU driver, or use the CPU backend.</source>
        <translation>Бэкенд {backend} не нашёл пригодного GPU: модель работает на CPU, медленнее, чем с бэкендом CPU. Проверьте драйвер GPU или используйте бэкенд CPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/spec.py" line="135"/>
        <source>The {backend} backend found no usable GPU, so amdchat uses the CPU backend instead (faster than {backend} without a GPU). If this computer has a GPU, check its driver: the Diagnostics page says what is missing.</source>
        <translation>Бэкенд {backend} не нашёл пригодной видеокарты, поэтому amdchat использует вместо него бэкенд CPU (он быстрее, чем {backend} без видеокарты). Если в этом компьютере есть видеокарта, проверьте её драйвер: страница «Диагностика» покажет, чего не хватает.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/context_check.py" line="28"/>
        <source>The context length {n_ctx} is not valid: give a number of tokens of at least 1 (or 0 for the model&apos;s own, {trained}).</source>
        <translation>Длина контекста {n_ctx} недопустима: укажите число токенов не меньше 1 (или 0 — собственная длина модели, {trained}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/context_check.py" line="33"/>
        <source>The context length {n_ctx:,} is longer than this model was trained for ({trained:,} tokens): it would not follow its text past that. Choose at most {trained:,}.</source>
        <translation>Длина контекста {n_ctx:,} больше той, на которой обучена эта модель ({trained:,} токенов): дальше она не сможет следить за текстом. Выберите не больше {trained:,}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/context_check.py" line="43"/>
        <source>A context of {n_ctx:,} tokens needs {need_gib:.1f} GiB for its cache alone, more than this computer&apos;s memory and GPUs hold together ({have_gib:.1f} GiB). Choose a shorter context.</source>
        <translation>Контексту в {n_ctx:,} токенов нужно {need_gib:.1f} ГиБ только на кэш — больше, чем вместе вмещают память и GPU этого компьютера ({have_gib:.1f} ГиБ). Выберите контекст короче.</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="36"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="95"/>
        <source>loaded</source>
        <translation>загружена</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="96"/>
        <source>downloaded</source>
        <translation>скачана</translation>
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
        <translation>Репозиторий</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="133"/>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="134"/>
        <source>Downloads</source>
        <translation>Скачивания</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="135"/>
        <source>Likes</source>
        <translation>Лайки</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="137"/>
        <source>Updated</source>
        <translation>Обновлено</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="140"/>
        <source>Licence</source>
        <translation>Лицензия</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="141"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="294"/>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="142"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="298"/>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation type="vanished">На компьютере</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="150"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="222"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="302"/>
        <source>Quantization</source>
        <translation>Квантизация</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="151"/>
        <source> (vision add-on)</source>
        <translation> (модуль зрения)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="153"/>
        <location filename="../../amdchat/ui/models/table_models.py" line="309"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="154"/>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="155"/>
        <source>Fits your GPU</source>
        <translation>Поместится в GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="173"/>
        <source>Fits this computer</source>
        <translation>Подходит этому компьютеру</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="200"/>
        <source>queued</source>
        <translation>в очереди</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="201"/>
        <source>downloading</source>
        <translation>скачивается</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="202"/>
        <source>paused</source>
        <translation>пауза</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="203"/>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="204"/>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="205"/>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="224"/>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="228"/>
        <source>Bytes</source>
        <translation>Байты</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="233"/>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="235"/>
        <source>stalled, retrying</source>
        <translation>зависло, повтор</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="242"/>
        <source>Time left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="243"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="244"/>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="260"/>
        <source>imported</source>
        <translation>импортирована</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="261"/>
        <source>opened from its folder</source>
        <translation>открыта из своей папки</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="284"/>
        <source>{model} — loaded</source>
        <translation>{model} — загружена</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="289"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="291"/>
        <source> (+ vision add-on)</source>
        <translation> (+ модуль зрения)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="295"/>
        <source>unreadable</source>
        <translation>не читается</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="306"/>
        <source>Context</source>
        <translation>Контекст</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="310"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/table_models.py" line="312"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/models/hub_search.py" line="117"/>
        <source>Cannot reach huggingface.co: no network? Check the connection and try again (the details are in the log folder: Help &gt; Open the log folder).</source>
        <translation>Нет связи с huggingface.co: нет сети? Проверьте подключение и попробуйте снова (подробности — в папке журналов: Справка &gt; Открыть папку журналов).</translation>
    </message>
</context>
<context>
    <name>plan</name>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="112"/>
        <source> (counted for ROCm: the carve-out and GTT, up to the {rocm} this kernel gives ROCm; {free} free)</source>
        <translation> (учтено для ROCm: выделенная память (carve-out) и GTT, в пределах {rocm}, которые это ядро даёт ROCm; свободно {free})</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="105"/>
        <source> (counted for ROCm: only the free carve-out, {carve}: this kernel gives ROCm no GTT; Vulkan could use {gtt} more)</source>
        <translation> (учтено для ROCm: только свободная выделенная память (carve-out), {carve}: это ядро не даёт ROCm памяти GTT; Vulkan мог бы использовать ещё {gtt})</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="100"/>
        <source> (counted for ROCm: only the free carve-out, {carve}: how much memory this kernel gives ROCm could not be read)</source>
        <translation> (учтено для ROCm: только свободная выделенная память (carve-out), {carve}: сколько памяти это ядро даёт ROCm, прочитать не удалось)</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="87"/>
        <source> (counted for Vulkan: the free carve-out, {carve}, and the free GTT, {gtt} of its {limit} limit)</source>
        <translation> (учтено для Vulkan: свободная выделенная память (carve-out), {carve}, и свободная GTT, {gtt} из предела {limit})</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="83"/>
        <source> (counted for Vulkan: only the free carve-out, {carve}: the GTT size could not be read)</source>
        <translation> (учтено для Vulkan: только свободная выделенная память (carve-out), {carve}: размер GTT прочитать не удалось)</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/budget.py" line="67"/>
        <source> (counted: {free}, what both Vulkan and ROCm can use on this APU, the backend not being chosen yet)</source>
        <translation> (учтено: {free} — столько могут использовать и Vulkan, и ROCm на этом APU, пока бэкенд не выбран)</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="52"/>
        <source>does not fit in system RAM: the part left there needs {ram}, and {available} is available</source>
        <translation>не помещается в системную память: остающейся в ней части нужно {ram}, а доступно {available}</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="56"/>
        <source>{gpu}&apos;s free memory cannot be read: all {m} layers are offered to it, as llama.cpp does (it needs {vram}; the load fails if that is not free)</source>
        <translation>свободную память {gpu} прочитать не удалось: ей отдаются все {m} слоёв, как это делает llama.cpp (нужно {vram}; если столько не свободно, загрузка не удастся)</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="61"/>
        <source>does not fit: this choice needs {vram} on {gpu}, which has {budget} for models (the margin kept free taken off)</source>
        <translation>не помещается: этому выбору нужно {vram} на {gpu}, а для моделей там {budget} (за вычетом оставляемого свободным запаса)</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="65"/>
        <source>fits: {m}/{m} layers on {gpu} ({vram} of {budget})</source>
        <translation>помещается: {m}/{m} слоёв на {gpu} ({vram} из {budget})</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="68"/>
        <source>fits: {m}/{m} layers on {gpu} ({vram}), experts of {k} layers in system RAM ({experts})</source>
        <translation>помещается: {m}/{m} слоёв на {gpu} ({vram}), эксперты {k} слоёв в системной памяти ({experts})</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="73"/>
        <source>partly: {n} of {m} layers on {gpu} ({vram}) without their experts; the rest and every expert in system RAM ({ram}), run by the CPU</source>
        <translation>частично: {n} из {m} слоёв на {gpu} ({vram}) без их экспертов; остальное и все эксперты в системной памяти ({ram}), их считает CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="77"/>
        <source>partly: {n} of {m} layers on {gpu} ({vram}), the rest in system RAM ({ram}), run by the CPU</source>
        <translation>частично: {n} из {m} слоёв на {gpu} ({vram}), остальное в системной памяти ({ram}), его считает CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="81"/>
        <source>does not fit in system RAM: needs {ram}, {budget} available</source>
        <translation>не помещается в системную память: нужно {ram}, доступно {budget}</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="84"/>
        <source>runs on the CPU, as chosen, in system RAM ({ram})</source>
        <translation>работает на CPU, как выбрано, в системной памяти ({ram})</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="87"/>
        <source>too large for {gpu}: runs on the CPU, in system RAM ({ram})</source>
        <translation>слишком велика для {gpu}: работает на CPU, в системной памяти ({ram})</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="89"/>
        <source>runs on the CPU, in system RAM ({ram})</source>
        <translation>работает на CPU, в системной памяти ({ram})</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="95"/>
        <source>, about {tps} tok/s expected</source>
        <translation>, ожидается около {tps} ток/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="102"/>
        <source>; context shortened to {n_ctx} tokens to fit</source>
        <translation>; контекст сокращён до {n_ctx} токенов, чтобы поместиться</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="109"/>
        <source> (a guess: the GPU&apos;s free memory cannot be read, so its total less the margin was assumed free)</source>
        <translation> (предположение: свободную память GPU прочитать не удалось, поэтому свободным считается весь её объём за вычетом запаса)</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="116"/>
        <source> (this model has no experts to keep in system RAM: every layer is offered to the GPU)</source>
        <translation> (у этой модели нет экспертов, которых можно держать в системной памяти: все слои отдаются GPU)</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/words.py" line="121"/>
        <source> (a mixture-of-experts model whose expert tensors amdchat does not recognise: whole layers are split instead)</source>
        <translation> (модель со смесью экспертов, тензоры экспертов которой amdchat не распознаёт: вместо этого делятся целые слои)</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/placing.py" line="186"/>
        <source>{name}: {plan}. Automatic would give: {automatic}. Loading it as you chose; llama.cpp fails the load, or the driver spills into system memory (slow), if it does not fit.</source>
        <translation>{name}: {plan}. Автоматически было бы: {automatic}. Загружается, как вы выбрали; если не поместится, llama.cpp не загрузит модель или драйвер вытеснит её в системную память (медленно).</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/placing.py" line="193"/>
        <source>{name}: {plan}.</source>
        <translation>{name}: {plan}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/remote_split.py" line="71"/>
        <source>{n} on {host}</source>
        <translation>{n} на {host}</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/remote_split.py" line="75"/>
        <source>0 remote</source>
        <translation>0 на удалённых</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/remote_split.py" line="77"/>
        <source>{first}, {then}</source>
        <translation>{first}, {then}</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/remote_split.py" line="79"/>
        <source>{here} layers here, {remote}</source>
        <translation>слоёв здесь: {here}, {remote}</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/remote_placing.py" line="67"/>
        <source>{name}: {split}.</source>
        <translation>{name}: {split}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/remote_placing.py" line="71"/>
        <source>{name}: {split}; {network}.</source>
        <translation>{name}: {split}; {network}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/link_cost.py" line="67"/>
        <source>over this link each token waits ~{ms} ms on the network (round trips per token: {trips}), more than it computes: expect at most {tps} tok/s</source>
        <translation>по этому каналу каждый токен ждёт сеть ~{ms} мс (обменов туда и обратно на токен: {trips}) — дольше, чем длятся вычисления: ожидайте не более {tps} ток/с</translation>
    </message>
    <message>
        <location filename="../../amdchat/plan/link_cost.py" line="71"/>
        <source>the network adds ~{ms} ms to each token (round trips per token: {trips}; at most {tps} tok/s)</source>
        <translation>сеть добавляет к каждому токену ~{ms} мс (обменов туда и обратно на токен: {trips}; не более {tps} ток/с)</translation>
    </message>
</context>
<context>
    <name>remote</name>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="13"/>
        <source>a web page (HTML)</source>
        <translation>веб-страницу (HTML)</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="14"/>
        <source>text that is not JSON</source>
        <translation>текст не в формате JSON</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="15"/>
        <source>JSON that is not a chat reply</source>
        <translation>JSON, который не является ответом чата</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="16"/>
        <source>JSON that is not a list of models</source>
        <translation>JSON, который не является списком моделей</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="20"/>
        <source>a compressed answer ({encoding})</source>
        <translation>сжатый ответ ({encoding})</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="25"/>
        <source>an answer of type &quot;{type}&quot;</source>
        <translation>ответ типа «{type}»</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="30"/>
        <source>over {mib} MiB</source>
        <translation>больше {mib} MiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="34"/>
        <source>a line over {mib} MiB</source>
        <translation>строка длиннее {mib} MiB</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="38"/>
        <source>no answer in {seconds:.0f} s</source>
        <translation>нет ответа за {seconds:.0f} с</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="42"/>
        <source>still streaming after {hours:g} h</source>
        <translation>передача всё ещё идёт через {hours:g} ч</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="70"/>
        <source>The server at {host} refused the key (HTTP {status}). Check the API key, or leave it empty if the server needs none.</source>
        <translation>Сервер {host} отклонил ключ (HTTP {status}). Проверьте ключ API или оставьте поле пустым, если сервер не требует ключа.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="76"/>
        <source>The host name {host} could not be found (it does not resolve). Check the spelling of the address, or use the computer&apos;s IP address.</source>
        <translation>Имя узла {host} не найдено (не разрешается). Проверьте написание адреса или укажите IP-адрес компьютера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="82"/>
        <source>Could not connect to {host}: {why}. Check that the server is running, listens on that port and is not blocked by a firewall.</source>
        <translation>Не удалось подключиться к {host}: {why}. Проверьте, что сервер запущен, слушает этот порт и не заблокирован брандмауэром.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="89"/>
        <source>The server at {host} answered {what}, not the OpenAI API. Check the URL: it is the API&apos;s base, which often ends in /v1.</source>
        <translation>Сервер {host} прислал не ответ OpenAI API, а {what}. Проверьте URL: это базовый адрес API, часто он оканчивается на /v1.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="95"/>
        <source>The server at {host} has no {path} (HTTP 404). Check the URL: it is the API&apos;s base, which often ends in /v1.</source>
        <translation>На сервере {host} нет {path} (HTTP 404). Проверьте URL: это базовый адрес API, часто он оканчивается на /v1.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="101"/>
        <source>The server at {host} answered with an error (HTTP {status}): {message}</source>
        <translation>Сервер {host} ответил ошибкой (HTTP {status}): {message}</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="107"/>
        <source>The server at {host} sent nothing new for {seconds:.0f} s, so amdchat stopped waiting. The reply so far is kept; try again, or check the server.</source>
        <translation>Сервер {host} ничего нового не присылал {seconds:.0f} с, и amdchat перестал ждать. Полученная часть ответа сохранена; попробуйте ещё раз или проверьте сервер.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="114"/>
        <source>The server at {host} sent more than any real answer ({what}), so amdchat stopped reading. The reply so far is kept.</source>
        <translation>Сервер {host} прислал больше, чем бывает в настоящем ответе ({what}), и amdchat перестал читать. Полученная часть ответа сохранена.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="120"/>
        <source>The server at {host} closed the connection in the middle of the reply. The reply so far is kept; try again, or check the server.</source>
        <translation>Сервер {host} закрыл соединение посреди ответа. Полученная часть ответа сохранена; попробуйте ещё раз или проверьте сервер.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="126"/>
        <source>The server at {host} offers no model. Load one there first.</source>
        <translation>Сервер {host} не предлагает ни одной модели. Сначала загрузите модель на нём.</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/errors.py" line="132"/>
        <source>{url} is not a server address. Write it as http://host:port/v1 (or https://...).</source>
        <translation>{url} — не адрес сервера. Укажите его в виде http://host:port/v1 (или https://...).</translation>
    </message>
    <message>
        <location filename="../../amdchat/remote/keys.py" line="19"/>
        <source>This computer has no system keyring (such as GNOME Keyring, KWallet or the Windows Credential Manager), so the key cannot be saved: it is used for this session only and asked for again next time.</source>
        <translation>На этом компьютере нет системного хранилища ключей (например, GNOME Keyring, KWallet или диспетчера учётных данных Windows), поэтому ключ нельзя сохранить: он используется только в этом сеансе и будет запрошен снова в следующий раз.</translation>
    </message>
</context>
<context>
    <name>rpc</name>
    <message>
        <location filename="../../amdchat/engine/rpc_client.py" line="100"/>
        <source>{endpoint} passed the check, then stopped answering while llama.cpp added it (nothing for {seconds} s): it is stalled, or not a real rpc-server. Restart sharing on that computer, or leave it out.</source>
        <translation>{endpoint} прошёл проверку, но перестал отвечать, пока llama.cpp его добавлял (ни одного ответа за {seconds} с): он завис или это не настоящий rpc-server. Перезапустите общий доступ на том компьютере или исключите его.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_client.py" line="129"/>
        <source>This backend has no RPC library ({reason}).</source>
        <translation>В этом бэкенде нет библиотеки RPC ({reason}).</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="89"/>
        <source>&apos;{given}&apos; is an IPv6 address: llama.cpp&apos;s RPC reaches servers over IPv4 only. Give the computer&apos;s IPv4 address or its name.</source>
        <translation>&apos;{given}&apos; — это адрес IPv6: RPC llama.cpp подключается к серверам только по IPv4. Укажите IPv4-адрес компьютера или его имя.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="93"/>
        <source>&apos;{given}&apos; is not a server address: write it as HOST:PORT, for example 192.168.1.20:50052.</source>
        <translation>«{given}» — не адрес сервера: укажите его как ХОСТ:ПОРТ, например 192.168.1.20:50052.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="99"/>
        <source>&apos;{given}&apos; has no valid port: write it as HOST:PORT with a port from 1 to 65535.</source>
        <translation>В «{given}» нет допустимого порта: укажите ХОСТ:ПОРТ с портом от 1 до 65535.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="130"/>
        <source>The name {host} did not resolve within {seconds} s: check the name, or give the computer&apos;s IP address.</source>
        <translation>Имя {host} не разрешилось за {seconds} с: проверьте имя или укажите IP-адрес компьютера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="134"/>
        <source>The name {host} does not resolve ({reason}): check the name, or give the computer&apos;s IP address.</source>
        <translation>Имя {host} не разрешается ({reason}): проверьте имя или укажите IP-адрес компьютера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="151"/>
        <source>{endpoint} accepted the connection but did not answer in time: it may be busy with another client, stalled, or not an rpc-server.</source>
        <translation>{endpoint} принял соединение, но не ответил вовремя: он занят другим клиентом, завис или это не rpc-server.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="164"/>
        <source>{endpoint} answered as a web server (HTTP), not as llama.cpp&apos;s rpc-server: the port is another program&apos;s (an API server?). Use the port that &apos;amdchat share&apos; prints there.</source>
        <translation>{endpoint} ответил как веб-сервер (HTTP), а не как rpc-server llama.cpp: этот порт занят другой программой (API-сервером?). Укажите порт, который выводит «amdchat share» на том компьютере.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="171"/>
        <source>{endpoint} answered, but not as llama.cpp&apos;s rpc-server does (a reply of {size} bytes where {expected} were due): it is another program, or an rpc-server of another llama.cpp version.</source>
        <translation>{endpoint} ответил не так, как rpc-server llama.cpp (ответ в {size} байт вместо {expected}): это другая программа или rpc-server другой версии llama.cpp.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="183"/>
        <source>{endpoint} closed the connection during the hello ({reason}): it is an rpc-server of another llama.cpp version (older ones close here), or not an rpc-server.</source>
        <translation>{endpoint} закрыл соединение при приветствии ({reason}): это rpc-server другой версии llama.cpp (старые закрывают здесь) или не rpc-server.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="213"/>
        <source>{endpoint} did not accept a connection within {seconds} s: the computer is off, unreachable, or a firewall drops the port.</source>
        <translation>{endpoint} не принял соединение за {seconds} с: компьютер выключен, недоступен или брандмауэр блокирует порт.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="218"/>
        <source>{endpoint} refused the connection ({reason}): no rpc-server listens on that port (start one with &apos;amdchat share&apos; there).</source>
        <translation>{endpoint} отклонил соединение ({reason}): на этом порту не работает rpc-server (запустите там «amdchat share»).</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="235"/>
        <source>{endpoint} speaks RPC protocol {theirs}, this app&apos;s llama.cpp speaks {ours}: llama.cpp refuses the pair. Run the same amdchat version (or a llama.cpp of the same protocol) on both computers.</source>
        <translation>{endpoint} использует протокол RPC {theirs}, а llama.cpp этого приложения — {ours}: llama.cpp не соединяет их. Запустите одну и ту же версию amdchat (или llama.cpp с тем же протоколом) на обоих компьютерах.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="245"/>
        <source>{endpoint} offers {count} devices: nothing to place layers on.</source>
        <translation>{endpoint} предлагает устройств: {count}; слои размещать негде.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_probe.py" line="255"/>
        <source>{endpoint} offers 0 bytes of free memory: nothing fits there. Free memory on that computer, or share another device.</source>
        <translation>{endpoint} предлагает 0 байт свободной памяти: туда ничего не поместится. Освободите память на том компьютере или предоставьте другое устройство.</translation>
    </message>
    <message>
        <source>The computer at {hosts} stopped answering while the model ran on it ({why}), so the engine stopped. The reply so far is kept. The next request loads the model without it.</source>
        <translation type="vanished">Компьютер {hosts} перестал отвечать, пока на нём работала модель ({why}), поэтому движок остановился. Полученная часть ответа сохранена. Следующий запрос загрузит модель без него.</translation>
    </message>
    <message>
        <source>The computer at {hosts} stopped answering while the model ran on it ({why}), so the engine stopped. The reply so far is kept. Start its sharing again, or load the model without it (remove it from Settings &gt; Network, or from --rpc).</source>
        <translation type="vanished">Компьютер {hosts} перестал отвечать, пока на нём работала модель ({why}), поэтому движок остановился. Полученная часть ответа сохранена. Снова включите на нём общий доступ или загрузите модель без него (удалите его в «Настройки &gt; Сеть» или из --rpc).</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="177"/>
        <source>{endpoint} is in the list already.</source>
        <translation>{endpoint} уже есть в списке.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="181"/>
        <source>amdchat uses at most {count} remote computers: remove one from the list before adding {endpoint}.</source>
        <translation>amdchat использует не более {count} удалённых компьютеров: удалите один из списка, прежде чем добавлять {endpoint}.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="218"/>
        <source>{endpoint} added.</source>
        <translation>{endpoint} добавлен.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="247"/>
        <source>not checked yet</source>
        <translation>ещё не проверялся</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="248"/>
        <source>{offer} (last checked {when})</source>
        <translation>{offer} (последняя проверка {when})</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="254"/>
        <source>{free} free of {total}</source>
        <translation>свободно {free} из {total}</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="257"/>
        <source>{devices}; protocol {version}, {ms} ms</source>
        <translation>{devices}; протокол {version}, {ms} мс</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_listen.py" line="32"/>
        <source>&apos;{host}&apos; is not an IPv4 address: llama.cpp&apos;s RPC server listens on a numeric IPv4 address only (it does not look names up). Use 127.0.0.1 (this computer only, for an SSH tunnel), 0.0.0.0 (every network) or one of this computer&apos;s IPv4 addresses.</source>
        <translation>&apos;{host}&apos; — не IPv4-адрес: RPC-сервер llama.cpp принимает соединения только на числовом IPv4-адресе (имена он не разрешает). Укажите 127.0.0.1 (только этот компьютер, для SSH-туннеля), 0.0.0.0 (все сети) или один из IPv4-адресов этого компьютера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_listen.py" line="38"/>
        <source>&apos;{host}&apos; is an IPv6 address: llama.cpp&apos;s RPC server listens over IPv4 only (its client connects over IPv4 too). Use 127.0.0.1 (this computer only, for an SSH tunnel), 0.0.0.0 (every network) or one of this computer&apos;s IPv4 addresses.</source>
        <translation>&apos;{host}&apos; — IPv6-адрес: RPC-сервер llama.cpp принимает соединения только по IPv4 (и его клиент тоже подключается только по IPv4). Укажите 127.0.0.1 (только этот компьютер, для SSH-туннеля), 0.0.0.0 (все сети) или один из IPv4-адресов этого компьютера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/rpc_listen.py" line="44"/>
        <source>&apos;{host}&apos; is the broadcast address, which cannot be listened on. Use 127.0.0.1, 0.0.0.0 or one of this computer&apos;s IPv4 addresses.</source>
        <translation>&apos;{host}&apos; — широковещательный адрес, на нём нельзя принимать соединения. Укажите 127.0.0.1, 0.0.0.0 или один из IPv4-адресов этого компьютера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/remote_placing.py" line="132"/>
        <source>The computer at {hosts} stopped answering while the model ran on it, so the engine stopped. {why} The reply so far is kept. Start its sharing again, or load the model without it (remove it from Settings &gt; Network, or from --rpc).</source>
        <translation>Компьютер {hosts} перестал отвечать, пока на нём работала модель, поэтому движок остановился. {why} Полученная часть ответа сохранена. Снова включите на нём общий доступ или загрузите модель без него (удалите его в «Настройки &gt; Сеть» или из --rpc).</translation>
    </message>
    <message>
        <location filename="../../amdchat/session/remote_placing.py" line="143"/>
        <source>The computer at {hosts} stopped answering while the model ran on it, so the engine stopped. {why} The reply so far is kept. The next request loads the model without it.</source>
        <translation>Компьютер {hosts} перестал отвечать, пока на нём работала модель, поэтому движок остановился. {why} Полученная часть ответа сохранена. Следующий запрос загрузит модель без него.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/worker.py" line="172"/>
        <source>The computer at {endpoint} has not answered for {seconds:.0f} s while the model ran on it (its sharing may be frozen, or its network gone), so the engine stopped. Start its sharing again, or load the model without it.</source>
        <translation>Компьютер {endpoint} не отвечал {seconds:.0f} с, пока на нём работала модель (возможно, общий доступ на нём завис или пропала сеть), поэтому движок остановился. Снова включите на нём общий доступ или загрузите модель без него.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="69"/>
        <source>Performance</source>
        <translation>Производительность</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="55"/>
        <source>CPU threads</source>
        <translation>Потоки CPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="159"/>
        <source>CPU threads for the model&apos;s work on the CPU (0: automatic, the physical performance cores, fewer if a measurement at load finds fewer faster).</source>
        <translation>Потоки процессора для работы модели на CPU (0: автоматически — по числу физических производительных ядер, меньше, если замер при загрузке покажет, что так быстрее).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="95"/>
        <source>Path of the last model loaded; loaded again at start.</source>
        <translation>Путь к последней загруженной модели; она загружается снова при запуске.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="97"/>
        <source>Model files opened lately, newest first, so that one opened from outside the models folder can be chosen again.</source>
        <translation>Недавно открытые файлы моделей, новые первыми, чтобы модель, открытую не из папки моделей, можно было выбрать снова.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="102"/>
        <source>Base URL of the remote OpenAI-compatible server chosen last.</source>
        <translation>Базовый URL последнего выбранного удалённого OpenAI-совместимого сервера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="104"/>
        <source>The model chosen last on the remote server.</source>
        <translation>Модель, выбранная последней на удалённом сервере.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="106"/>
        <source>Load the last model when the app starts.</source>
        <translation>Загружать последнюю модель при запуске приложения.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="108"/>
        <source>Inference backend: auto, vulkan, rocm or cpu.</source>
        <translation>Бэкенд вывода: auto, vulkan, rocm или cpu.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="110"/>
        <source>On the first load of a kind of model on a GPU that runs both Vulkan and ROCm, offer to measure which is faster (about 20 seconds); &quot;auto&quot; then uses the faster one.</source>
        <translation>При первой загрузке модели какого-либо типа на GPU, который работает и с Vulkan, и с ROCm, предлагать измерить, какой из них быстрее (около 20 секунд); затем &quot;auto&quot; использует более быстрый.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="114"/>
        <source>Which GPU the backend uses, by its index (-1: the backend&apos;s own choice).</source>
        <translation>Какой GPU использует бэкенд, по номеру (-1: на выбор бэкенда).</translation>
    </message>
    <message>
        <source>Layers to offload to the GPU (-1: as many as fit the GPU&apos;s free memory).</source>
        <translation type="vanished">Сколько слоёв переносить на GPU (-1: сколько поместится в свободную память GPU).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="140"/>
        <source>KV cache type: f16, or q8_0 / q4_0 to fit a longer context (V is quantized only with flash attention).</source>
        <translation>Тип KV-кэша: f16 или q8_0 / q4_0, чтобы поместился более длинный контекст (V квантуется только с flash attention).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="144"/>
        <source>Flash attention: less compute memory, and needed to quantize the V cache.</source>
        <translation>Flash attention: меньше памяти на вычисления; нужен для квантования V-кэша.</translation>
    </message>
    <message>
        <source>Models page: measure each quantization&apos;s fit with a llama.cpp dry run of its header (a second or two each, remembered), after the first estimate.</source>
        <translation type="vanished">Страница «Модели»: после первой оценки проверять, помещается ли каждая квантизация, пробным запуском llama.cpp по её заголовку (секунда-две на каждую, результат запоминается).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="147"/>
        <source>Measure each quantization&apos;s fit with a llama.cpp dry run of its header (a second or two each, remembered), after the first estimate: on the Models page and in amdchat fit.</source>
        <translation>После первой оценки измерять, помещается ли каждая квантизация, пробным запуском llama.cpp по её заголовку (секунда-две на каждую, результат запоминается): на странице «Модели» и в amdchat fit.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="151"/>
        <source>Full-size cache for sliding-window layers (Gemma 2/3 and others): much more memory, so that going back further than the window keeps the cached prompt.</source>
        <translation>Полноразмерный кэш для слоёв со скользящим окном (Gemma 2/3 и другие): намного больше памяти, зато при возврате дальше окна закэшированный промпт сохраняется.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="163"/>
        <source>Sampling temperature (0: greedy).</source>
        <translation>Температура сэмплирования (0: жадный выбор).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="166"/>
        <source>Nucleus sampling: keep tokens up to this probability mass.</source>
        <translation>Ядерное сэмплирование (top-p): оставлять токены, пока их суммарная вероятность не достигнет этого значения.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="169"/>
        <source>Keep only the k most likely tokens (0: off).</source>
        <translation>Оставлять только k самых вероятных токенов (0: выключено).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="172"/>
        <source>Drop tokens below this fraction of the top probability.</source>
        <translation>Отбрасывать токены, вероятность которых ниже этой доли от вероятности самого вероятного.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="175"/>
        <source>Penalty for repeating recent tokens (1: off).</source>
        <translation>Штраф за повтор недавних токенов (1: выключено).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="178"/>
        <source>Longest reply in tokens.</source>
        <translation>Наибольшая длина ответа в токенах.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="181"/>
        <source>Random seed (-1: a new one each reply).</source>
        <translation>Зерно генератора случайных чисел (-1: новое для каждого ответа).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="184"/>
        <source>Instructions placed before every conversation.</source>
        <translation>Инструкции, которые ставятся перед каждой беседой.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="186"/>
        <source>Prompt format: auto uses the model&apos;s own template, else one by architecture.</source>
        <translation>Формат промпта: auto — собственный шаблон модели, иначе шаблон по архитектуре.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="189"/>
        <source>Folder for downloaded models (empty: the app&apos;s data folder).</source>
        <translation>Папка для скачанных моделей (пусто: папка данных приложения).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="191"/>
        <source>Colours: system (follow the system), light or dark.</source>
        <translation>Цвета: system (как в системе), light (светлая) или dark (тёмная).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="194"/>
        <source>Hugging Face access token, for gated or private repos (never logged).</source>
        <translation>Токен доступа Hugging Face для закрытых и частных репозиториев (никогда не пишется в журнал).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="197"/>
        <source>Serve the loaded model to other programs through an OpenAI-compatible API.</source>
        <translation>Предоставлять загруженную модель другим программам через API, совместимый с OpenAI.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="200"/>
        <source>Other computers whose GPUs take layers of the model too (host:port of an &apos;amdchat share&apos; or rpc-server of the same llama.cpp), placed by their free memory.</source>
        <translation>Другие компьютеры, чьи GPU тоже берут слои модели (хост:порт «amdchat share» или rpc-server той же llama.cpp), по их свободной памяти.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="204"/>
        <source>Address that sharing this computer&apos;s GPU listens on (127.0.0.1: this computer only, for an SSH tunnel; the RPC protocol has no password and no encryption).</source>
        <translation>Адрес, на котором работает общий доступ к GPU этого компьютера (127.0.0.1: только этот компьютер, для SSH-туннеля; у протокола RPC нет пароля и шифрования).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="207"/>
        <source>Port that sharing listens on.</source>
        <translation>Порт общего доступа.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="209"/>
        <source>Port of the local API server.</source>
        <translation>Порт локального API-сервера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="212"/>
        <source>Let other computers on the network use the API (needs an API key).</source>
        <translation>Разрешить другим компьютерам в сети пользоваться API (нужен ключ API).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="215"/>
        <source>Key that API clients must send (Authorization: Bearer KEY); empty: none, on this computer only.</source>
        <translation>Ключ, который должны передавать клиенты API (Authorization: Bearer KEY); пусто: без ключа, только на этом компьютере.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="218"/>
        <source>Allow web pages in a browser to call the API (CORS).</source>
        <translation>Разрешить веб-страницам в браузере обращаться к API (CORS).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="220"/>
        <source>Let API clients send images as http(s) links, which amdchat then downloads (at most 20 MB, 10 s); off: data URLs only.</source>
        <translation>Разрешить клиентам API присылать изображения ссылками http(s), которые amdchat скачивает (не больше 20 МБ, 10 с); выключено: только data URL.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="223"/>
        <source>Language of the app: system (the desktop&apos;s language), en (English), ja (Japanese) or ru (Russian). Applied at the next start.</source>
        <translation>Язык приложения: system (язык рабочего стола), en (английский), ja (японский) или ru (русский). Применяется при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="21"/>
        <source>Load last model at start</source>
        <translation>Загружать последнюю модель при запуске</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="22"/>
        <source>Backend</source>
        <translation>Бэкенд</translation>
    </message>
    <message>
        <source>GPU layers (-1: as many as fit)</source>
        <translation type="vanished">Слои на GPU (-1: сколько влезет)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="18"/>
        <source>Remote GPUs</source>
        <translation>Удалённые GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="19"/>
        <source>Share on address</source>
        <translation>Адрес общего доступа</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="20"/>
        <source>Share on port</source>
        <translation>Порт общего доступа</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="23"/>
        <source>Offer to measure</source>
        <translation>Предлагать измерение</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="30"/>
        <source>Context length</source>
        <translation>Длина контекста</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="31"/>
        <source>Temperature</source>
        <translation>Температура</translation>
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
        <translation>Штраф за повторы</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="36"/>
        <source>Max reply tokens</source>
        <translation>Макс. токенов в ответе</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="37"/>
        <source>Seed (-1: random)</source>
        <translation>Зерно (-1: случайное)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="38"/>
        <source>System prompt</source>
        <translation>Системный промпт</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="39"/>
        <source>Chat template</source>
        <translation>Шаблон чата</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="40"/>
        <source>Models folder</source>
        <translation>Папка моделей</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="41"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="48"/>
        <source>Download images sent as links</source>
        <translation>Скачивать изображения, присланные ссылками</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="49"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="50"/>
        <source>KV cache type</source>
        <translation>Тип KV-кэша</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="51"/>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="52"/>
        <source>Full-size sliding-window cache</source>
        <translation>Полный кэш скользящего окна</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="53"/>
        <source>Measure fit with a dry run</source>
        <translation>Проверка размера пробным запуском</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="54"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="63"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="66"/>
        <source>Backend and GPU</source>
        <translation>Бэкенд и GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="70"/>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="73"/>
        <source>Downloads</source>
        <translation>Скачивание</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="77"/>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="78"/>
        <source>Appearance</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>GPU device (-1: auto)</source>
        <translation type="vanished">Устройство GPU (-1: авто)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="42"/>
        <source>Hugging Face token</source>
        <translation>Токен Hugging Face</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="43"/>
        <location filename="../../amdchat/ui/settings_pages.py" line="74"/>
        <source>Local API server</source>
        <translation>Локальный API-сервер</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="44"/>
        <source>API port</source>
        <translation>Порт API</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="45"/>
        <source>Listen on the network</source>
        <translation>Доступ из сети</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="46"/>
        <source>API key</source>
        <translation>Ключ API</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="47"/>
        <source>Allow browser pages (CORS)</source>
        <translation>Разрешить веб-страницы (CORS)</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="155"/>
        <source>When a card&apos;s Resizable BAR is off, run Vulkan with GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1, which gives back most of the speed lost.</source>
        <translation>Когда на карте выключен Resizable BAR, запускать Vulkan с GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1: это возвращает бо́льшую часть потерянной скорости.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="56"/>
        <source>Vulkan workaround for a small BAR</source>
        <translation>Обход малого BAR для Vulkan</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="117"/>
        <source>What goes to the GPU: auto (as much as fits: every layer, else a mixture-of-experts model&apos;s experts of some layers in system RAM, else fewer layers), all, a number of layers, or the experts of a number of layers in system RAM.</source>
        <translation>Что идёт на GPU: автоматически (сколько поместится: все слои, иначе эксперты части слоёв модели со смесью экспертов в системной памяти, иначе меньше слоёв), всё, заданное число слоёв или всё, кроме экспертов заданного числа слоёв, которые остаются в системной памяти.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="123"/>
        <source>With GPU offload on layers: how many layers go to the GPU (the last ones).</source>
        <translation>При выгрузке на GPU по слоям: сколько слоёв идёт на GPU (последние).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="126"/>
        <source>With GPU offload on experts: the experts of this many layers stay in system RAM (llama.cpp&apos;s --n-cpu-moe).</source>
        <translation>При выгрузке на GPU без экспертов: эксперты стольких слоёв остаются в системной памяти (--n-cpu-moe в llama.cpp).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="130"/>
        <source>Memory kept free on the GPU, in MiB, for the desktop and other programs (llama.cpp keeps 1024).</source>
        <translation>Память на GPU, оставляемая свободной для рабочего стола и других программ, в MiB (llama.cpp оставляет 1024).</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="133"/>
        <source>Context length automatic: the longest that fits with the model on the GPU (up to 32768 tokens or the model&apos;s own length, down to 4096), as llama.cpp&apos;s --fit does.</source>
        <translation>Длина контекста автоматически: самая длинная, при которой модель помещается на GPU (до 32768 токенов или собственной длины модели, не меньше 4096), как это делает --fit в llama.cpp.</translation>
    </message>
    <message>
        <location filename="../../amdchat/config.py" line="137"/>
        <source>Context window in tokens, when not automatic.</source>
        <translation>Окно контекста в токенах, когда оно задано не автоматически.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="24"/>
        <source>GPU offload</source>
        <translation>Выгрузка на GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="26"/>
        <source>Layers on the GPU</source>
        <translation>Слоёв на GPU</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="27"/>
        <source>Layers with experts in RAM</source>
        <translation>Слоёв с экспертами в RAM</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="28"/>
        <source>Memory kept free on the GPU (MiB)</source>
        <translation>Оставлять свободным на GPU (MiB)</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_pages.py" line="29"/>
        <source>Automatic context length</source>
        <translation>Автоматическая длина контекста</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="299"/>
        <source>Warning: sharing could not be tied to the app; if the app is killed, sharing goes on until this computer restarts or you end it.</source>
        <translation>Внимание: не удалось привязать общий доступ к приложению; если приложение будет принудительно завершено, общий доступ продолжится до перезагрузки компьютера или пока вы не завершите его сами.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="381"/>
        <source>llama.cpp&apos;s RPC protocol has no password and no encryption: anyone who reaches the port can use the GPU and read what it computes. Keep 127.0.0.1 and use an SSH tunnel (ssh -N -L {port}:127.0.0.1:{port} you@this-computer on the other computer), or share on a private network only.</source>
        <translation>У протокола RPC llama.cpp нет пароля и шифрования: любой, кто достигнет порта, может использовать GPU и читать то, что он вычисляет. Оставьте 127.0.0.1 и используйте SSH-туннель (ssh -N -L {port}:127.0.0.1:{port} you@this-computer на другом компьютере) или предоставляйте доступ только в частной сети.</translation>
    </message>
    <message>
        <location filename="../../amdchat/ui/settings_network.py" line="396"/>
        <source>Share this computer&apos;s GPU</source>
        <translation>Предоставить GPU этого компьютера</translation>
    </message>
    <message>
        <source>llama.cpp&apos;s RPC protocol has no password and no encryption: anyone who reaches the port can use the GPU and read what it computes. Keep 127.0.0.1 and use an SSH tunnel (ssh -N -L 50052:127.0.0.1:50052 you@this-computer on the other computer), or share on a private network only.</source>
        <translation type="vanished">У протокола RPC llama.cpp нет пароля и шифрования: любой, кто достигнет порта, может использовать GPU и читать то, что он вычисляет. Оставьте 127.0.0.1 и используйте SSH-туннель (ssh -N -L 50052:127.0.0.1:50052 you@this-computer на другом компьютере) или предоставляйте доступ только в частной сети.</translation>
    </message>
    <message>
        <source>The installed app cannot share its GPU yet: run &apos;amdchat share&apos; from a source checkout (./setup.sh) on this computer.</source>
        <translation type="vanished">Установленное приложение пока не может делиться GPU: запустите &apos;amdchat share&apos; из исходного кода (./setup.sh) на этом компьютере.</translation>
    </message>
</context>
<context>
    <name>speed</name>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="138"/>
        <source>No weights are in GPU memory: the {backend} backend runs the model on the CPU.</source>
        <translation>В памяти GPU нет весов: бэкенд {backend} выполняет модель на CPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="142"/>
        <source>Only {n} of {total} layers are on the GPU: the others run on the CPU, at the speed of system memory.</source>
        <translation>На GPU только часть слоёв ({n} из {total}): остальные работают на CPU, со скоростью системной памяти.</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="134"/>
        <source>The Vulkan device used ({device}) is a CPU emulating a GPU, not a GPU.</source>
        <translation>Используемое устройство Vulkan ({device}) — не GPU, а CPU, эмулирующий GPU.</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="148"/>
        <source>The integrated GPU was picked while a discrete one ({gpu}) is present: choose it in Settings &gt; GPU.</source>
        <translation>Выбран встроенный GPU, хотя есть дискретный ({gpu}): выберите его в «Настройки &gt; Бэкенд и GPU».</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="166"/>
        <source>The placement shows no cause: other programs may be busy on the processor&apos;s cores, or it runs at a low clock (power saving).</source>
        <translation>Размещение не объясняет причину: возможно, ядра процессора заняты другими программами или он работает на пониженной частоте (энергосбережение).</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="169"/>
        <source>The placement shows no cause: another program may be using the GPU, or its clock is held low (power saving).</source>
        <translation>Распределение слоёв не объясняет причину: возможно, GPU занят другой программой или его частота занижена (энергосбережение).</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="176"/>
        <source>{measured:.1f} tok/s is {percent:.0f} % of the ~{limit:.0f} tok/s this computer&apos;s memory allows.</source>
        <translation>{measured:.1f} ток/с — это {percent:.0f} % от ~{limit:.0f} ток/с, которые позволяет память этого компьютера.</translation>
    </message>
    <message>
        <location filename="../../amdchat/speed/roofline.py" line="181"/>
        <source>{measured:.1f} tok/s is {percent:.0f} % of the ~{limit:.0f} tok/s this hardware allows: probably running on the CPU or partly offloaded.</source>
        <translation>{measured:.1f} ток/с — это {percent:.0f} % от ~{limit:.0f} ток/с, возможных на этом оборудовании: вероятно, модель работает на CPU или лишь частично на GPU.</translation>
    </message>
</context>
<context>
    <name>vision</name>
    <message>
        <location filename="../../amdchat/engine/worker_vision.py" line="65"/>
        <source>The vision projector {name} is missing: download the model&apos;s mmproj file again.</source>
        <translation>Визуальный проектор {name} не найден: скачайте файл mmproj модели снова.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/worker_vision.py" line="71"/>
        <source>This llama.cpp build has no libmtmd, so images cannot be used: {error}</source>
        <translation>В этой сборке llama.cpp нет libmtmd, поэтому изображения недоступны: {error}</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/worker_vision.py" line="85"/>
        <source>The vision projector {name} does not fit this model (llama.cpp&apos;s log says why): download the mmproj file made for it.</source>
        <translation>Визуальный проектор {name} не подходит к этой модели (причина — в журнале llama.cpp): скачайте файл mmproj, сделанный для неё.</translation>
    </message>
    <message>
        <location filename="../../amdchat/engine/worker_vision.py" line="187"/>
        <source>This model cannot see images: it was loaded without a vision projector. Download its mmproj file (the Models page offers it beside the model&apos;s quantizations) into the model&apos;s folder, then load the model again.</source>
        <translation>Эта модель не видит изображения: она загружена без визуального проектора. Скачайте её файл mmproj (страница «Модели» предлагает его рядом с квантованиями) в папку модели, затем загрузите модель снова.</translation>
    </message>
</context>
</TS>
