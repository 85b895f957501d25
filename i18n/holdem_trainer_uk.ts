<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hold&apos;em Dealer Trainer</source>
        <translation>Про Тренажер дилера холдему</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Тренажер дилера холдему</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Версія {version}</translation>
    </message>
    <message>
        <source>An offline trainer for casino dealers: Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker and no-limit Texas Hold&apos;em.</source>
        <translation>Офлайн-тренажер для дилерів казино: Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker і техаський холдем без ліміту.</translation>
    </message>
    <message>
        <source>Fonts: the Noto Sans family (Google), under the SIL Open Font License 1.1.</source>
        <translation>Шрифти: родина Noto Sans (Google), за ліцензією SIL Open Font License 1.1.</translation>
    </message>
</context>
<context>
    <name>AnswerPanel</name>
    <message>
        <source>Click a spot on the table, or press Alt and the seat&apos;s number, to go to its field.</source>
        <translation>Клацніть ставку на столі або натисніть Alt і номер місця, щоб перейти до відповідного поля.</translation>
    </message>
    <message>
        <source>Or pay it in chips:</source>
        <translation>Або виплатіть фішками:</translation>
    </message>
    <message>
        <source>Take back a chip</source>
        <translation>Забрати фішку</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистити</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>Виплатити фішки</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>Відповісти (Enter)</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Місце {seat}</translation>
    </message>
    <message>
        <source>Type a few words of the call</source>
        <translation>Введіть кілька слів оголошення</translation>
    </message>
    <message>
        <source>The list offers every call that has those words: choose one, or press Enter when one is left.</source>
        <translation>У списку — усі оголошення з цими словами: виберіть одне або натисніть Enter, коли лишиться одне.</translation>
    </message>
    <message>
        <source>+ paid, - taken</source>
        <translation>+ виплачено, - забрано</translation>
    </message>
    <message>
        <source>seat number</source>
        <translation>номер місця</translation>
    </message>
    <message>
        <source>seat numbers</source>
        <translation>номери місць</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>скільки</translation>
    </message>
    <message>
        <source>No chips yet.</source>
        <translation>Фішок ще немає.</translation>
    </message>
    <message numerus="yes">
        <source>{chips} = {total} (%n chip(s))</source>
        <translation>
            <numerusform>{chips} = {total} (%n фішка)</numerusform>
            <numerusform>{chips} = {total} (%n фішки)</numerusform>
            <numerusform>{chips} = {total} (%n фішок)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <source>Dealer qualifies: {hand}.</source>
        <translation>Дилер кваліфікується: {hand}.</translation>
    </message>
    <message>
        <source>Dealer does not qualify.</source>
        <translation>Дилер не кваліфікується.</translation>
    </message>
    <message>
        <source>Dealer does not qualify: ante pays {n} to 1, call pushes.</source>
        <translation>Дилер не кваліфікується: анте платить {n} до 1, колл повертається.</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pays {n} to 1.</source>
        <translation>Гравець виграє: {hand}. Анте платить {n} до 1.</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pushes.</source>
        <translation>Гравець виграє: {hand}. Анте повертається.</translation>
    </message>
    <message>
        <source>Dealer wins: {hand}.</source>
        <translation>Дилер виграє: {hand}.</translation>
    </message>
    <message>
        <source>Push.</source>
        <translation>Ставки повертаються.</translation>
    </message>
    <message>
        <source>AA Bonus pays {n} to 1: {line}.</source>
        <translation>Бонус AA платить {n} до 1: {line}.</translation>
    </message>
    <message>
        <source>AA Bonus loses.</source>
        <translation>Бонус AA програє.</translation>
    </message>
    <message>
        <source>Bonus pays {n} to 1: {line}.</source>
        <translation>Бонус платить {n} до 1: {line}.</translation>
    </message>
    <message>
        <source>Bonus loses.</source>
        <translation>Бонус програє.</translation>
    </message>
    <message>
        <source>The dealer turns up the cards. What do you say?</source>
        <translation>Дилер відкриває карти. Що ви оголошуєте?</translation>
    </message>
    <message>
        <source>You settle the player. What do you say?</source>
        <translation>Ви розраховуєте гравця. Що ви оголошуєте?</translation>
    </message>
    <message>
        <source>You settle the bonus bet. What do you say?</source>
        <translation>Ви розраховуєте бонусну ставку. Що ви оголошуєте?</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Call</source>
        <translation>Зробити колл</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Поставити</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Зробити чек</translation>
    </message>
</context>
<context>
    <name>ClassLink</name>
    <message>
        <source>No class answers at {address}. Check the address on the projector, and that this PC is on the school&apos;s network.</source>
        <translation>За адресою {address} жодна група не відповідає. Перевірте адресу на проєкторі та чи цей ПК у мережі школи.</translation>
    </message>
    <message>
        <source>The join code is not this class&apos;s. Check it on the projector and type it again.</source>
        <translation>Код входу не цієї групи. Перевірте його на проєкторі та введіть знову.</translation>
    </message>
    <message>
        <source>The class refused the name {name}: another trainee has it, or it is not a name. Try another.</source>
        <translation>Група не прийняла ім&apos;я {name}: його має інший стажер, або це не ім&apos;я. Спробуйте інше.</translation>
    </message>
    <message>
        <source>The instructor let another PC in as {name}: this PC is no longer in the class.</source>
        <translation>Інструктор впустив інший ПК як {name}: цей ПК більше не в групі.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>Група заповнена.</translation>
    </message>
    <message>
        <source>Too many tries to join from this PC; wait a minute and try again.</source>
        <translation>Забагато спроб приєднатися з цього ПК; зачекайте хвилину і спробуйте знову.</translation>
    </message>
    <message>
        <source>The instructor removed you from the class.</source>
        <translation>Інструктор вилучив вас із групи.</translation>
    </message>
    <message>
        <source>Type the class&apos;s address as the projector shows it, such as 192.168.1.20:8765.</source>
        <translation>Введіть адресу групи так, як її показує проєктор, напр. 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>Type the join code the projector shows.</source>
        <translation>Введіть код входу, який показує проєктор.</translation>
    </message>
    <message>
        <source>The class server at {address} refused the host key.</source>
        <translation>Сервер групи за адресою {address} не прийняв ключ інструктора.</translation>
    </message>
    <message>
        <source>The class server said: {message}</source>
        <translation>Сервер групи повідомив: {message}</translation>
    </message>
    <message>
        <source>No class server answers at {address}. Check that it is running and that the address and its port are the ones it showed when it started.</source>
        <translation>За адресою {address} жоден сервер групи не відповідає. Перевірте, що він запущений і що адреса та порт ті, які він показав під час запуску.</translation>
    </message>
    <message>
        <source>The class server is busy; wait a moment and try again.</source>
        <translation>Сервер групи зайнятий; зачекайте трохи і спробуйте знову.</translation>
    </message>
    <message>
        <source>The class server did not understand the request: is it this app&apos;s version?</source>
        <translation>Сервер групи не зрозумів запит: чи він тієї ж версії, що й ця програма?</translation>
    </message>
    <message>
        <source>The request is too large for the class server.</source>
        <translation>Запит завеликий для сервера групи.</translation>
    </message>
    <message>
        <source>The class has moved on: that cannot be done now.</source>
        <translation>Група вже пішла далі: зараз цього зробити не можна.</translation>
    </message>
    <message>
        <source>The class server has no such trainee or question (any more).</source>
        <translation>На сервері групи (вже) немає такого стажера чи питання.</translation>
    </message>
    <message>
        <source>The instructor&apos;s PC could not save it; try again.</source>
        <translation>ПК інструктора не зміг це зберегти; спробуйте знову.</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>За вправами</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Вправа</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Відповіді</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Правильно</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>Останні 30</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Медіанний час</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Норма</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>рівень {level}</translation>
    </message>
    <message>
        <source>Right: of every answer. Last 30 and the median time: over the last 30 answers of the drill. Mastered: 90% right over the last 30 within the target time. Needs work: under 75% right lately. Slow: the median time over the target.</source>
        <translation>Правильно: з усіх відповідей. Останні 30 і медіанний час: за останні 30 відповідей вправи. Засвоєно: 90% правильно з останніх 30 у межах норми часу. Треба тренувати: останнім часом менше 75% правильно. Повільно: медіанний час понад норму.</translation>
    </message>
    <message>
        <source>Weakest areas</source>
        <translation>Найслабші місця</translation>
    </message>
    <message>
        <source>Every drill practised is mastered.</source>
        <translation>Усі вправи, які тренувалися, засвоєно.</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} a question (target {target})</source>
        <translation>{drill}: останнім часом {right}% правильно, {seconds} на питання (норма {target})</translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>Випадки з найбільшою кількістю помилок останнім часом:</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s)</source>
        <translation>
            <numerusform>{case}: %n помилка</numerusform>
            <numerusform>{case}: %n помилки</numerusform>
            <numerusform>{case}: %n помилок</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>{correct} з {answered} відповідей правильні</translation>
    </message>
    <message>
        <source>{correct} of {questions} right, {percent}% to pass</source>
        <translation>{correct} з {questions} правильно, для складання {percent}%</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>повторна (спроба {n})</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Іспити</translation>
    </message>
    <message>
        <source>No exams sat.</source>
        <translation>Іспитів не складав.</translation>
    </message>
    <message numerus="yes">
        <source>and %n older exam(s)</source>
        <translation>
            <numerusform>і ще %n давніший іспит</numerusform>
            <numerusform>і ще %n давніші іспити</numerusform>
            <numerusform>і ще %n давніших іспитів</numerusform>
        </translation>
    </message>
    <message>
        <source>Results of {name}</source>
        <translation>Результати: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) from {first} to {last}</source>
        <translation>
            <numerusform>%n відповідь з {first} по {last}</numerusform>
            <numerusform>%n відповіді з {first} по {last}</numerusform>
            <numerusform>%n відповідей з {first} по {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer · class results</source>
        <translation>Hold&apos;em Dealer Trainer · результати групи</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>mastered</source>
        <translation>засвоєно</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>вивчає</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>повільно</translation>
    </message>
    <message>
        <source>needs work</source>
        <translation>треба тренувати</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>складено</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не складено</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>перервано</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>не завершено</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>served</source>
        <translation>подано групі</translation>
    </message>
    <message>
        <source>self-study</source>
        <translation>самостійно</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) to a question the exam code does not deal (or deals once, answered already).</source>
        <translation>
            <numerusform>%n відповідь на питання, якого код іспиту не дає (або дає один раз, і на нього вже відповіли).</numerusform>
            <numerusform>%n відповіді на питання, якого код іспиту не дає (або дає один раз, і на нього вже відповіли).</numerusform>
            <numerusform>%n відповідей на питання, якого код іспиту не дає (або дає один раз, і на нього вже відповіли).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) that cannot be read as the app writes an answer.</source>
        <translation>
            <numerusform>%n відповідь, яку не можна прочитати так, як застосунок записує відповідь.</numerusform>
            <numerusform>%n відповіді, які не можна прочитати так, як застосунок записує відповідь.</numerusform>
            <numerusform>%n відповідей, які не можна прочитати так, як застосунок записує відповідь.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose key is not the one the exam code gives (edited, or sat on another version of the app).</source>
        <translation>
            <numerusform>%n відповідь, ключ якої не той, що дає код іспиту (змінено, або іспит складали в іншій версії застосунку).</numerusform>
            <numerusform>%n відповіді, ключ яких не той, що дає код іспиту (змінено, або іспит складали в іншій версії застосунку).</numerusform>
            <numerusform>%n відповідей, ключ яких не той, що дає код іспиту (змінено, або іспит складали в іншій версії застосунку).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose mark in the file is not the mark the answer gets when marked again.</source>
        <translation>
            <numerusform>%n відповідь, оцінка якої у файлі не та, яку відповідь отримує під час повторної перевірки.</numerusform>
            <numerusform>%n відповіді, оцінка яких у файлі не та, яку відповідь отримує під час повторної перевірки.</numerusform>
            <numerusform>%n відповідей, оцінка яких у файлі не та, яку відповідь отримує під час повторної перевірки.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answers refused, in the order answered: {answers}.</source>
        <translation>Відхилені відповіді в порядку, в якому на них відповідали: {answers}.</translation>
    </message>
    <message>
        <source>Not marked again: this PC cannot read the exam code, so whether it was passed is not known.</source>
        <translation>Не перевірено повторно: цей ПК не може прочитати код іспиту, тож невідомо, чи іспит складено.</translation>
    </message>
    <message>
        <source>Marking a self-study exam again catches an edited mark, status or checksum, a question swapped for another and an edited key. It cannot catch an edited answer (the right one typed into the file) or a trainee who works the answers out with the app. The results to rely on are served exams, read from this PC&apos;s class; a file that says an exam was served is marked again like any other.</source>
        <translation>Повторна перевірка самостійного іспиту виявляє змінену оцінку, статус чи контрольну суму, питання, замінене іншим, і змінений ключ. Вона не може виявити змінену відповідь (правильну, вписану у файл) або стажера, який обчислює відповіді за допомогою застосунку. Покладатися можна на іспити, подані групі, прочитані з групи цього ПК; файл, у якому сказано, що іспит подано групі, перевіряється повторно, як і будь-який інший.</translation>
    </message>
    <message>
        <source>Served by this PC&apos;s class: marked here as each answer came, the keys never sent. A result to rely on.</source>
        <translation>Подано групою цього ПК: кожну відповідь перевірено тут, щойно вона надійшла, ключі не надсилалися. На цей результат можна покластися.</translation>
    </message>
    <message>
        <source>The file says this exam was served by a class; a file cannot prove it, so it was marked again from its code as a self-study exam.</source>
        <translation>У файлі сказано, що цей іспит подано групі; файл не може цього довести, тож його перевірено повторно за кодом як самостійний іспит.</translation>
    </message>
    <message>
        <source>Practice answers carry no exam code, so they cannot be marked again here: they are the trainee&apos;s own record. Exam answers are marked again from their code.</source>
        <translation>Тренувальні відповіді не мають коду іспиту, тож тут їх не можна перевірити повторно: це власний запис стажера. Відповіді іспитів перевіряються повторно за їхнім кодом.</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <source>Class results</source>
        <translation>Результати групи</translation>
    </message>
    <message>
        <source>&amp;This PC&apos;s class</source>
        <translation>&amp;Група цього ПК</translation>
    </message>
    <message>
        <source>Reads this PC&apos;s own progress file: the exams its class served (the results to rely on), the practice its joined trainees sent, and this PC&apos;s own trainees.</source>
        <translation>Читає власний файл прогресу цього ПК: іспити, подані його групою (результати, на які можна покластися), тренування, надіслані приєднаними стажерами, і власних стажерів цього ПК.</translation>
    </message>
    <message>
        <source>Add &amp;files...</source>
        <translation>Додати &amp;файли...</translation>
    </message>
    <message>
        <source>Add f&amp;older...</source>
        <translation>Додати &amp;теку...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Прибрати</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>&amp;Експорт CSV...</translation>
    </message>
    <message>
        <source>&amp;PDF per trainee...</source>
        <translation>&amp;Звіт PDF на кожного стажера...</translation>
    </message>
    <message>
        <source>Writes one PDF report per trainee into a folder you choose.</source>
        <translation>Записує по одному звіту PDF на кожного стажера в теку, яку ви виберете.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>Stops reading the files; the class stays as it was.</source>
        <translation>Зупиняє читання файлів; група залишається такою, як була.</translation>
    </message>
    <message>
        <source>Files read:</source>
        <translation>Прочитані файли:</translation>
    </message>
    <message>
        <source>The class&apos;s weakest drills and cases:</source>
        <translation>Найслабші вправи й випадки групи:</translation>
    </message>
    <message>
        <source>Exams by code:</source>
        <translation>Іспити за кодом:</translation>
    </message>
    <message>
        <source>Code / trainee</source>
        <translation>Код / стажер</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Склали</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Спроби</translation>
    </message>
    <message>
        <source>Sat as</source>
        <translation>Як складено</translation>
    </message>
    <message>
        <source>Each cell: the share of all answers that were right, and the median time over the last 30. {mastered}: 90% right over the last 30 within the target time; {learning}; {slow}: the median time over the target; {needs_work}: under 75% right lately.</source>
        <translation>У кожній клітинці: частка правильних відповідей з усіх і медіанний час за останні 30. {mastered}: 90% правильно з останніх 30 у межах норми часу; {learning}; {slow}: медіанний час понад норму; {needs_work}: останнім часом менше 75% правильно.</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n стажер</numerusform>
            <numerusform>%n стажери</numerusform>
            <numerusform>%n стажерів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n відповідь</numerusform>
            <numerusform>%n відповіді</numerusform>
            <numerusform>%n відповідей</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the trainees&apos; CSV exports (Progress tab, Export...), or a folder that holds them, such as a shared network folder.</source>
        <translation>Додайте CSV-експорти стажерів (вкладка «Прогрес», «Експорт...») або теку з ними, наприклад спільну мережеву теку.</translation>
    </message>
    <message>
        <source>This PC&apos;s class</source>
        <translation>Група цього ПК</translation>
    </message>
    <message>
        <source>{file}: refused. {reason}</source>
        <translation>{file}: відхилено. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n answer(s)</source>
        <translation>
            <numerusform>{file}: %n відповідь</numerusform>
            <numerusform>{file}: %n відповіді</numerusform>
            <numerusform>{file}: %n відповідей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n already read from another file)</source>
        <translation>
            <numerusform>(%n уже прочитано з іншого файлу)</numerusform>
            <numerusform>(%n уже прочитано з іншого файлу)</numerusform>
            <numerusform>(%n уже прочитано з іншого файлу)</numerusform>
        </translation>
    </message>
    <message>
        <source>{trainee} has not practised this drill.</source>
        <translation>{trainee}: цю вправу ще не тренували.</translation>
    </message>
    <message>
        <source>{trainee}, {drill}: {word}
{right} of {answers} right ({accuracy}%), the last 30: {recent}%
median time {median} over the last 30, target {target} at level {level}</source>
        <translation>{trainee}, {drill}: {word}
{right} з {answers} правильно ({accuracy}%), останні 30: {recent}%
медіанний час {median} за останні 30, норма {target} на рівні {level}</translation>
    </message>
    <message>
        <source>Drills, weakest first:</source>
        <translation>Вправи, спершу найслабші:</translation>
    </message>
    <message numerus="yes">
        <source>{drill}: {right}% right, answered by %n trainee(s)</source>
        <translation>
            <numerusform>{drill}: {right}% правильно, відповідав %n стажер</numerusform>
            <numerusform>{drill}: {right}% правильно, відповідали %n стажери</numerusform>
            <numerusform>{drill}: {right}% правильно, відповідали %n стажерів</numerusform>
        </translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>Випадки з найбільшою кількістю помилок останнім часом:</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s), by {trainees}</source>
        <translation>
            <numerusform>{case}: помилок %n, у {trainees}</numerusform>
            <numerusform>{case}: помилок %n, у {trainees}</numerusform>
            <numerusform>{case}: помилок %n, у {trainees}</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>{correct} з {answered} відповідей правильні</translation>
    </message>
    <message>
        <source>{correct} of {questions} right</source>
        <translation>{correct} з {questions} правильно</translation>
    </message>
    <message>
        <source>{passed} of {ended} ({rate}%)</source>
        <translation>{passed} з {ended} ({rate}%)</translation>
    </message>
    <message>
        <source>Reading this PC&apos;s class...</source>
        <translation>Читання групи цього ПК...</translation>
    </message>
    <message>
        <source>Add trainees&apos; results</source>
        <translation>Додати результати стажерів</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файли CSV (*.csv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Add every CSV file of a folder</source>
        <translation>Додати всі файли CSV з теки</translation>
    </message>
    <message>
        <source>The folder {folder} holds no CSV files.</source>
        <translation>У теці {folder} немає файлів CSV.</translation>
    </message>
    <message>
        <source>Reading the files...</source>
        <translation>Читання файлів...</translation>
    </message>
    <message>
        <source>Reading file {file} of {files}: {done} of {size} MB...</source>
        <translation>Читання файлу {file} з {files}: {done} з {size} МБ...</translation>
    </message>
    <message>
        <source>Putting the class together...</source>
        <translation>Зведення результатів групи...</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>Зупинка...</translation>
    </message>
    <message>
        <source>Stopped; the class is as it was before.</source>
        <translation>Зупинено; група така сама, як і до того.</translation>
    </message>
    <message>
        <source>The files could not be read (internal error: {name}); the class is as it was before.</source>
        <translation>Не вдалося прочитати файли (внутрішня помилка: {name}); група така сама, як і до того.</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>Експорт таблиці групи</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Експорт</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) written to {path}.</source>
        <translation>
            <numerusform>%n рядок записано у файл {path}.</numerusform>
            <numerusform>%n рядки записано у файл {path}.</numerusform>
            <numerusform>%n рядків записано у файл {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a folder: one PDF report per trainee is written into it</source>
        <translation>Виберіть теку: у неї буде записано по одному звіту PDF на кожного стажера</translation>
    </message>
    <message>
        <source>PDF reports</source>
        <translation>Звіти PDF</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) written to {folder}.</source>
        <translation>
            <numerusform>%n звіт записано в теку {folder}.</numerusform>
            <numerusform>%n звіти записано в теку {folder}.</numerusform>
            <numerusform>%n звітів записано в теку {folder}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassWords</name>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>Вашу відповідь надіслано інструктору. Правильна відповідь з&apos;явиться тут, коли інструктор її покаже.</translation>
    </message>
    <message>
        <source>The instructor closed the question. Next question goes on with practice.</source>
        <translation>Інструктор закрив питання. «Наступне питання» продовжує тренування.</translation>
    </message>
    <message>
        <source>You have answered every question of the class exam. Your mark comes when the instructor releases the marks.</source>
        <translation>Ви відповіли на всі питання іспиту групи. Оцінку буде видно, коли інструктор оприлюднить оцінки.</translation>
    </message>
    <message>
        <source>The class exam is over. Your mark comes when the instructor releases the marks.</source>
        <translation>Іспит групи завершено. Оцінку буде видно, коли інструктор оприлюднить оцінки.</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Склали</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Не склали</translation>
    </message>
    <message>
        <source>Class exam: {right} of {total} right.</source>
        <translation>Іспит групи: правильно {right} з {total}.</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>Питання {n} з {total}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>the app&apos;s log (it could not be written)</source>
        <translation>журнал програми (його не вдалося записати)</translation>
    </message>
    <message>
        <source>Something went wrong, and the app could not finish what it was doing. The details are in {path}. Your progress is saved.</source>
        <translation>Щось пішло не так, і програма не змогла завершити розпочату дію. Подробиці: {path}. Ваш прогрес збережено.</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Тренажер дилера холдему</translation>
    </message>
    <message>
        <source>{text} is not a card (write it like &apos;As&apos; or &apos;Td&apos;)</source>
        <translation>{text} — не карта (пишіть так: &apos;As&apos; або &apos;Td&apos;)</translation>
    </message>
    <message>
        <source>the card {card} appears twice</source>
        <translation>карта {card} трапляється двічі</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n пара</numerusform>
            <numerusform>%n пари</numerusform>
            <numerusform>%n пар</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} або {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} і {second}</translation>
    </message>
    <message>
        <source>the game {game} has no house rules</source>
        <translation>у гри {game} немає правил казино</translation>
    </message>
    <message>
        <source>unknown house rule {key} for {game}</source>
        <translation>невідоме правило казино {key} для гри {game}</translation>
    </message>
    <message>
        <source>{key} must be one of {allowed}, not {value}</source>
        <translation>{key} має бути одним із: {allowed}, а не {value}</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be one of {games}, not {value}</source>
        <translation>&apos;game&apos; має бути одним із: {games}, а не {value}</translation>
    </message>
    <message>
        <source>the file holds no hand</source>
        <translation>у файлі немає жодної роздачі</translation>
    </message>
    <message>
        <source>a table has at most {most} seats; the file has {count} hands</source>
        <translation>за столом щонайбільше {most} місць, а роздач у файлі: {count}</translation>
    </message>
    <message>
        <source>hand {hand}: {reason}</source>
        <translation>роздача {hand}: {reason}</translation>
    </message>
    <message>
        <source>hand {hand}: the table shows {games} hands</source>
        <translation>роздача {hand}: стіл показує лише роздачі {games}</translation>
    </message>
    <message>
        <source>hand {hand}: &apos;{key}&apos; differs from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>роздача {hand}: &apos;{key}&apos; відрізняється від роздачі 1; у місць одного столу спільні гра, карти дилера, спільні карти й правила</translation>
    </message>
    <message>
        <source>hand {hand}: the rules differ from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>роздача {hand}: правила відрізняються від роздачі 1; у місць одного столу спільні гра, карти дилера, спільні карти й правила</translation>
    </message>
    <message>
        <source>hand {hand}: the card {card} is also seat {seat}&apos;s card</source>
        <translation>роздача {hand}: карта {card} є також у місця {seat}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: a table has {least} to {most} seats, not {count}</source>
        <translation>&apos;seats&apos;: за столом від {least} до {most} місць, а не {count}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat} is {kind}; use one of {kinds}</source>
        <translation>&apos;seats&apos;: місце {seat} має значення {kind}; допустимі: {kinds}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat}&apos;s name must be text of at most {most} characters</source>
        <translation>&apos;seats&apos;: імʼя на місці {seat} має бути текстом щонайбільше з {most} символів</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: at least {least} seats must have a player</source>
        <translation>&apos;seats&apos;: гравці мають бути принаймні на {least} місцях</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: the trainee can sit in one seat only</source>
        <translation>&apos;seats&apos;: стажер може сидіти лише на одному місці</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is at most {most} chips</source>
        <translation>&apos;{key}&apos; — щонайбільше {most} фішок</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be empty or a whole number up to {most}</source>
        <translation>&apos;{key}&apos; має бути порожнім або цілим числом до {most}</translation>
    </message>
    <message>
        <source>&apos;pause_ms&apos; must be 0 to {most} milliseconds</source>
        <translation>&apos;pause_ms&apos; має бути від 0 до {most} мілісекунд</translation>
    </message>
    <message>
        <source>&apos;asks&apos;: unknown question {ask}; use {asks}</source>
        <translation>&apos;asks&apos;: невідоме питання {ask}; допустимі: {asks}</translation>
    </message>
    <message>
        <source>the table set-up is not valid JSON</source>
        <translation>налаштування столу — некоректний JSON</translation>
    </message>
    <message>
        <source>the table set-up must be a JSON object</source>
        <translation>налаштування столу мають бути обʼєктом JSON</translation>
    </message>
    <message>
        <source>unknown table set-up field &apos;{key}&apos;</source>
        <translation>невідоме поле налаштувань столу &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list of [kind, name] pairs</source>
        <translation>&apos;seats&apos; має бути списком пар [kind, name]</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number</source>
        <translation>&apos;{key}&apos; має бути цілим числом</translation>
    </message>
    <message>
        <source>&apos;asks&apos; must be a list</source>
        <translation>&apos;asks&apos; має бути списком</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips</source>
        <translation>&apos;{key}&apos; має бути цілою кількістю фішок</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be true or false</source>
        <translation>&apos;{key}&apos; має бути true або false</translation>
    </message>
    <message>
        <source>{label} must be a list of cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>{label} має бути списком карт на кшталт [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>{label}: {reason}</source>
        <translation>{label}: {reason}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; needs one pair of cards per seat: {seats} seats, {got}</source>
        <translation>&apos;hole_cards&apos; потребує по одній парі карт на кожне місце: місць — {seats}, отримано {got}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; seat {seat}</source>
        <translation>&apos;hole_cards&apos;, місце {seat}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos;: seat {seat} needs 2 cards, not {count}</source>
        <translation>&apos;hole_cards&apos;: місцю {seat} потрібні 2 карти, а не {count}</translation>
    </message>
    <message>
        <source>action {index} ({action}) must be one of {forms}</source>
        <translation>дія {index} ({action}) має бути однією з форм: {forms}</translation>
    </message>
    <message>
        <source>action {index} ({kind}): write [&quot;{kind}&quot;, TO] with TO the whole number of chips the seat&apos;s wager on this street comes to</source>
        <translation>дія {index} ({kind}): пишіть [&quot;{kind}&quot;, TO], де TO — ціла кількість фішок, до якої доходить ставка місця на цій вулиці</translation>
    </message>
    <message>
        <source>action {index} ({kind} to {amount}): the amount must be positive</source>
        <translation>дія {index} ({kind} до {amount}): сума має бути додатною</translation>
    </message>
    <message>
        <source>action {index} ({kind}) takes no amount: write [&quot;{kind}&quot;]</source>
        <translation>дія {index} ({kind}) пишеться без суми: [&quot;{kind}&quot;]</translation>
    </message>
    <message>
        <source>unknown field &apos;{key}&apos;</source>
        <translation>невідоме поле &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;</source>
        <translation>бракує поля &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; must be a list of chip counts, one per seat</source>
        <translation>&apos;stacks&apos; має бути списком кількостей фішок, по одній на кожне місце</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list like [[&quot;raise&quot;, 30], [&quot;call&quot;]]</source>
        <translation>&apos;actions&apos; має бути списком на кшталт [[&quot;raise&quot;, 30], [&quot;call&quot;]]</translation>
    </message>
    <message>
        <source>after action {index}</source>
        <translation>після дії {index}</translation>
    </message>
    <message>
        <source>before any action</source>
        <translation>ще до жодної дії</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; (one pair of cards per seat)</source>
        <translation>&apos;hole_cards&apos; (по одній парі карт на кожне місце)</translation>
    </message>
    <message>
        <source>{count} &apos;board&apos; cards (it has {given})</source>
        <translation>карти &apos;board&apos; — {count} (зараз їх {given})</translation>
    </message>
    <message>
        <source>the hand reaches the showdown {when}, so it needs {missing}</source>
        <translation>роздача доходить до відкриття карт {when}, тож потрібні {missing}</translation>
    </message>
    <message>
        <source>a no-limit hand is a JSON object with {pair}</source>
        <translation>роздача без ліміту — це обʼєкт JSON із {pair}</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over after action {previous}</source>
        <translation>дія {index} ({action}): роздача вже завершилася після дії {previous}</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over before any action</source>
        <translation>дія {index} ({action}): роздача завершилася ще до першої дії</translation>
    </message>
    <message>
        <source>action {index} (seat {seat}, {action}): {reason}</source>
        <translation>дія {index} (місце {seat}, {action}): {reason}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds 0, 3, 4 or 5 cards (the flop, turn and river), not {given}</source>
        <translation>&apos;board&apos; містить 0, 3, 4 або 5 карт (флоп, терн і рівер), а не {given}</translation>
    </message>
    <message>
        <source>&apos;names&apos; must be a list of names, one per seat, like [&quot;Ana&quot;, &quot;Bohdan&quot;], not {value}</source>
        <translation>&apos;names&apos; має бути списком імен, по одному на місце, як-от [&quot;Ana&quot;, &quot;Bohdan&quot;], а не {value}</translation>
    </message>
    <message>
        <source>&apos;names&apos; must list one name for each of the {seats} seats, not {count}</source>
        <translation>&apos;names&apos; має містити по одному імені для кожного з {seats} місць, а не {count}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name must be text in quotes, not {value}</source>
        <translation>&apos;names&apos;: імʼя на місці {seat} має бути текстом у лапках, а не {value}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name has {count} characters; a name has at most {most}</source>
        <translation>&apos;names&apos;: імʼя на місці {seat} має {count} символів; імʼя має щонайбільше {most}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name holds a control character ({code})</source>
        <translation>&apos;names&apos;: імʼя на місці {seat} містить керівний символ ({code})</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; needs {least} to {most} seats, not {count}</source>
        <translation>&apos;stacks&apos; потребує від {least} до {most} місць, а не {count}</translation>
    </message>
    <message>
        <source>&apos;stacks&apos;: seat {seat} has {value}; every stack must be a positive whole number of chips, at most {most}</source>
        <translation>&apos;stacks&apos;: у місця {seat} — {value}; кожен стек має бути додатною цілою кількістю фішок, не більше {most}</translation>
    </message>
    <message>
        <source>&apos;button&apos; must be a seat from 0 to {last}, not {value}</source>
        <translation>&apos;button&apos; має бути місцем від 0 до {last}, а не {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a positive whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos; має бути додатною цілою кількістю фішок, а не {value}</translation>
    </message>
    <message>
        <source>&apos;small_blind&apos; ({small}) cannot be more than &apos;big_blind&apos; ({big})</source>
        <translation>&apos;small_blind&apos; ({small}) не може бути більшим за &apos;big_blind&apos; ({big})</translation>
    </message>
    <message>
        <source>&apos;ante&apos; must be a whole number of chips, 0 or more, not {value}</source>
        <translation>&apos;ante&apos; має бути цілою кількістю фішок, 0 або більше, а не {value}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds at most 5 cards, not {count}</source>
        <translation>&apos;board&apos; містить щонайбільше 5 карт, а не {count}</translation>
    </message>
    <message>
        <source>the pay table has no multiplier for the {line} line</source>
        <translation>у таблиці виплат немає множника для рядка «{line}»</translation>
    </message>
    <message>
        <source>the {line} line must be a whole number from {low} to {high}, not {value}</source>
        <translation>рядок «{line}» має бути цілим числом від {low} до {high}, а не {value}</translation>
    </message>
    <message numerus="yes">
        <source>the pay table has %n line(s): {count} multipliers are too many</source>
        <translation>
            <numerusform>у таблиці виплат %n рядок: {count} множників — забагато</numerusform>
            <numerusform>у таблиці виплат %n рядки: {count} множників — забагато</numerusform>
            <numerusform>у таблиці виплат %n рядків: {count} множників — забагато</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown {key} {value} (known: {known})</source>
        <translation>невідоме значення {key} {value} (відомі: {known})</translation>
    </message>
    <message>
        <source>{key} {value} is not a pay table of this game: {reason}</source>
        <translation>{key} {value} — не таблиця виплат цієї гри: {reason}</translation>
    </message>
    <message>
        <source>a hand must be a JSON object like {example}</source>
        <translation>роздача має бути обʼєктом JSON на кшталт {example}</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (a comma before the closing &apos;]&apos;)</source>
        <translation>рядок {line} — некоректний JSON (кома перед закривальною &apos;]&apos;)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (expecting &apos;,&apos; or &apos;]&apos; after the hand before it)</source>
        <translation>рядок {line} — некоректний JSON (після попередньої роздачі очікується &apos;,&apos; або &apos;]&apos;)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (the list that starts there is not closed with &apos;]&apos;)</source>
        <translation>рядок {line} — некоректний JSON (список, що там починається, не закрито знаком &apos;]&apos;)</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8: 0x{byte} at column {column}</source>
        <translation>байт, що не належить до UTF-8: 0x{byte} у стовпці {column}</translation>
    </message>
    <message>
        <source>{problem} at column {column}</source>
        <translation>{problem} у стовпці {column}</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>надто глибока вкладеність</translation>
    </message>
    <message>
        <source>a number is too long</source>
        <translation>задовге число</translation>
    </message>
    <message>
        <source>line {line}: the hand is nested too deeply (more than {levels} levels)</source>
        <translation>рядок {line}: у роздачі надто глибока вкладеність (понад {levels} рівнів)</translation>
    </message>
    <message>
        <source>line {line}: {what} is not UTF-8 text (the byte 0x{byte})</source>
        <translation>рядок {line}: {what} — не текст UTF-8 (байт 0x{byte})</translation>
    </message>
    <message>
        <source>line {line}: {what} is not valid text (it holds a lone surrogate, a \uD800-\uDFFF escape that is half a character)</source>
        <translation>рядок {line}: {what} — некоректний текст (містить одиночний сурогат, екранування \uD800-\uDFFF, що є лише половиною символу)</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>очікується значення</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>очікується назва поля в подвійних лапках</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>очікується роздільник &apos;:&apos;</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>очікується роздільник &apos;,&apos;</translation>
    </message>
    <message>
        <source>Unterminated string starting</source>
        <translation>незакритий рядок, що починається</translation>
    </message>
    <message>
        <source>Invalid control character</source>
        <translation>недопустимий керівний символ</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>зайва кома перед кінцем обʼєкта</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>зайва кома перед кінцем масиву</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason})</source>
        <translation>рядок {line} — некоректний JSON ({reason})</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason}); the hand starts on line {first}</source>
        <translation>рядок {line} — некоректний JSON ({reason}); роздача починається в рядку {first}</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>the field name {name}</source>
        <translation>назва поля {name}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {count} cards are needed</source>
        <translation>бракує поля &apos;{key}&apos; (потрібно карт: {count})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a list of {count} cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>&apos;{key}&apos; має бути списком із {count} карт на кшталт [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; needs {count} cards, not {given}</source>
        <translation>для &apos;{key}&apos; потрібно карт: {count}, а не {given}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos;: {reason}</source>
        <translation>&apos;{key}&apos;: {reason}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: a whole number of chips</source>
        <translation>бракує поля &apos;{key}&apos; (ціла кількість фішок)</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos; має бути цілою кількістю фішок, а не {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; cannot be negative ({value})</source>
        <translation>&apos;{key}&apos; не може бути відʼємним ({value})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is larger than any table allows (at most {most})</source>
        <translation>&apos;{key}&apos; більше, ніж дозволяє будь-який стіл (щонайбільше {most})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be at least {least}</source>
        <translation>&apos;{key}&apos; має бути не менше {least}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {choices}</source>
        <translation>бракує поля &apos;{key}&apos; ({choices})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be {choices}, not {value}</source>
        <translation>&apos;{key}&apos; має бути {choices}, а не {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is below the table minimum of {least}</source>
        <translation>&apos;{key}&apos; {amount} менше за мінімум столу {least}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is above the table maximum of {most}</source>
        <translation>&apos;{key}&apos; {amount} більше за максимум столу {most}</translation>
    </message>
    <message>
        <source>Type an amount first (0 if nothing is paid).</source>
        <translation>Спершу введіть суму (0, якщо нічого не виплачується).</translation>
    </message>
    <message>
        <source>Only digits, please: 1000, 1 000 and 1,000 are all fine.</source>
        <translation>Лише цифри, будь ласка: 1000, 1 000 і 1,000 — усе підходить.</translation>
    </message>
    <message>
        <source>Chips are whole numbers: no decimals.</source>
        <translation>Фішки — цілі числа: без дробів.</translation>
    </message>
    <message>
        <source>A payout is never negative: type 0 if nothing is paid.</source>
        <translation>Виплата не буває відʼємною: введіть 0, якщо нічого не виплачується.</translation>
    </message>
    <message>
        <source>That number is far larger than any payout here.</source>
        <translation>Це число значно більше за будь-яку можливу тут виплату.</translation>
    </message>
    <message>
        <source>Choose an answer first (the letters work too).</source>
        <translation>Спершу виберіть відповідь (працюють і клавіші з літерами).</translation>
    </message>
    <message>
        <source>Type seat numbers from the table, each once: 1 3 4 or 134.</source>
        <translation>Введіть номери місць за столом, кожен один раз: 1 3 4 або 134.</translation>
    </message>
    <message>
        <source>That is not one of the dealer&apos;s calls: type a few words of it and choose the call from the list.</source>
        <translation>Такого оголошення дилера немає: введіть кілька його слів і виберіть оголошення зі списку.</translation>
    </message>
    <message>
        <source>A field is not answered yet: every field needs an answer.</source>
        <translation>Одне з полів ще без відповіді: відповідь потрібна в кожному полі.</translation>
    </message>
    <message>
        <source>Not answered: {field}. Type a number there, 0 if there is none.</source>
        <translation>Без відповіді: {field}. Введіть туди число (0, якщо нічого немає).</translation>
    </message>
    <message>
        <source>Not answered: {field}. Every field needs an answer.</source>
        <translation>Без відповіді: {field}. Відповідь потрібна в кожному полі.</translation>
    </message>
    <message>
        <source>This exam code has a typo: please check it against the one you were given.</source>
        <translation>У цьому коді іспиту помилка: звірте його з тим, який вам дали.</translation>
    </message>
    <message>
        <source>An exam&apos;s questions must be from {low} to {high}, not {value}.</source>
        <translation>Кількість питань іспиту має бути від {low} до {high}, а не {value}.</translation>
    </message>
    <message>
        <source>An exam&apos;s minutes must be from {low} to {high}, not {value}.</source>
        <translation>Тривалість іспиту в хвилинах має бути від {low} до {high}, а не {value}.</translation>
    </message>
    <message>
        <source>An exam&apos;s pass percent must be from {low} to {high}, not {value}.</source>
        <translation>Прохідний бал іспиту (%) має бути від {low} до {high}, а не {value}.</translation>
    </message>
    <message>
        <source>An exam&apos;s level must be from {low} to {high}, not {value}.</source>
        <translation>Рівень іспиту має бути від {low} до {high}, а не {value}.</translation>
    </message>
    <message>
        <source>An exam needs 1 to {most} drills.</source>
        <translation>Для іспиту потрібно від 1 до {most} вправ.</translation>
    </message>
    <message>
        <source>An exam&apos;s drills must be named, each only once.</source>
        <translation>Вправи іспиту мають бути названі, кожна лише один раз.</translation>
    </message>
    <message>
        <source>An exam&apos;s seed must be from 0 to {most}.</source>
        <translation>Номер набору питань іспиту має бути від 0 до {most}.</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules: {reason}</source>
        <translation>Правила казино іспиту: {reason}</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules must be listed as a house profile lists them.</source>
        <translation>Правила казино іспиту мають бути перелічені так, як їх перелічує профіль казино.</translation>
    </message>
    <message>
        <source>An exam&apos;s {field} does not fit in a code.</source>
        <translation>Поле іспиту {field} не вміщується в код.</translation>
    </message>
    <message>
        <source>An exam code must be text.</source>
        <translation>Код іспиту має бути текстом.</translation>
    </message>
    <message>
        <source>Please type the exam code.</source>
        <translation>Введіть код іспиту.</translation>
    </message>
    <message>
        <source>An exam code cannot contain {char}: please check it.</source>
        <translation>Код іспиту не може містити {char}: перевірте його.</translation>
    </message>
    <message>
        <source>This exam uses a pay table of the instructor&apos;s own: import the instructor&apos;s house profile on this PC (Instructor &gt; Settings), then type the code again.</source>
        <translation>Цей іспит використовує власну таблицю виплат інструктора: імпортуйте профіль казино інструктора на цьому ПК (Інструктор &gt; Налаштування), а потім введіть код знову.</translation>
    </message>
    <message>
        <source>This exam code is too short: please check it against the one you were given.</source>
        <translation>Цей код іспиту закороткий: звірте його з тим, який вам дали.</translation>
    </message>
    <message>
        <source>This exam code was made by a newer version of the app: please update the app.</source>
        <translation>Цей код іспиту створено новішою версією програми: оновіть програму.</translation>
    </message>
    <message>
        <source>This exam uses a drill that this version of the app does not have: please update the app.</source>
        <translation>Цей іспит містить вправу, якої немає в цій версії програми: оновіть програму.</translation>
    </message>
    <message>
        <source>This exam code cannot tell the drills {drills} apart: please choose other drills for the exam.</source>
        <translation>Цей код іспиту не розрізняє вправи {drills}: виберіть для іспиту інші вправи.</translation>
    </message>
    <message>
        <source>the file cannot be written ({detail})</source>
        <translation>не вдається записати файл ({detail})</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>файл або його папка доступні лише для читання</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнено</translation>
    </message>
    <message>
        <source>the file is from a newer version of the app, so it is left as it is</source>
        <translation>файл створено новішою версією програми, тому його залишено без змін</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>файл використовує інша програма</translation>
    </message>
    <message>
        <source>Nothing was saved, because the app tried to save a wrong value; the details are in its log, and everything saved before is safe.</source>
        <translation>Нічого не збережено, бо програма спробувала зберегти неправильне значення; подробиці є в її журналі, а все збережене раніше в безпеці.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot be empty.</source>
        <translation>Імʼя стажера не може бути порожнім.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name can have at most {most} characters.</source>
        <translation>Імʼя стажера може мати щонайбільше {most} символів.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot contain line breaks or control characters.</source>
        <translation>Імʼя стажера не може містити розривів рядка чи керівних символів.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be opened ({reason}).</source>
        <translation>Не вдається відкрити файл прогресу {path} ({reason}).</translation>
    </message>
    <message>
        <source>The progress file {path} is damaged again after a new one was started.</source>
        <translation>Файл прогресу {path} знову пошкоджено після того, як було розпочато новий.</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of the app; please update the app to open it.</source>
        <translation>Файл прогресу {path} записано новішою версією програми; оновіть програму, щоб його відкрити.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({reason}).</source>
        <translation>Не вдається записати файл прогресу {path} ({reason}).</translation>
    </message>
    <message>
        <source>The progress file {path} kept changing while it was opened.</source>
        <translation>Файл прогресу {path} весь час змінювався, поки його відкривали.</translation>
    </message>
    <message>
        <source>The damaged progress file {path} could not be moved aside ({reason}).</source>
        <translation>Не вдалося відкласти пошкоджений файл прогресу {path} ({reason}).</translation>
    </message>
    <message>
        <source>The progress file could not be saved ({reason}).</source>
        <translation>Не вдалося зберегти файл прогресу ({reason}).</translation>
    </message>
    <message>
        <source>The progress could not be kept ({reason}).</source>
        <translation>Прогрес не вдалося зберегти навіть у памʼяті ({reason}).</translation>
    </message>
    <message>
        <source>The progress file could not be read ({reason}).</source>
        <translation>Не вдалося прочитати файл прогресу ({reason}).</translation>
    </message>
    <message>
        <source>The progress file is damaged ({reason}).</source>
        <translation>Файл прогресу пошкоджено ({reason}).</translation>
    </message>
    <message>
        <source>There is already a trainee called {name}.</source>
        <translation>Стажер на імʼя {name} уже є.</translation>
    </message>
    <message>
        <source>There is no trainee profile number {number}.</source>
        <translation>Профілю стажера з номером {number} немає.</translation>
    </message>
    <message>
        <source>The last trainee cannot be removed; add another one first.</source>
        <translation>Останнього стажера видалити не можна: спершу додайте іншого.</translation>
    </message>
    <message>
        <source>A tag cannot be empty or contain a semicolon.</source>
        <translation>Мітка не може бути порожньою чи містити крапку з комою.</translation>
    </message>
    <message>
        <source>There is no exam number {number} for this trainee.</source>
        <translation>У цього стажера немає іспиту з номером {number}.</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <translation>В іспиті має бути принаймні одне питання.</translation>
    </message>
    <message>
        <source>There is no unfinished exam number {number}.</source>
        <translation>Незавершеного іспиту з номером {number} немає.</translation>
    </message>
    <message>
        <source>An exam of {questions} questions cannot have {correct} correct answers.</source>
        <translation>Іспит, у якому питань: {questions}, не може мати правильних відповідей: {correct}.</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, more than the app reads; none of it was used.</source>
        <translation>Файл більший за {most} МБ — стільки програма не читає; з нього нічого не використано.</translation>
    </message>
    <message>
        <source>the file is open in another program, or read-only; close it there, or choose another name</source>
        <translation>файл відкрито в іншій програмі або він доступний лише для читання; закрийте його там або виберіть іншу назву</translation>
    </message>
    <message>
        <source>{path} is a folder; name a file in it.</source>
        <translation>{path} — це тека; вкажіть файл у ній.</translation>
    </message>
    <message>
        <source>{path} is a device or a pipe, not a file; name a file.</source>
        <translation>{path} — це пристрій або канал, а не файл; вкажіть файл.</translation>
    </message>
    <message>
        <source>{path} already exists and is not a {suffix} file; it was left as it is.</source>
        <translation>{path} уже існує і не є файлом {suffix}; його залишено без змін.</translation>
    </message>
    <message>
        <source>The results could not be written to {path} ({reason}).</source>
        <translation>Не вдалося записати результати в {path} ({reason}).</translation>
    </message>
    <message>
        <source>the worked example {name} is not one hand</source>
        <translation>приклад роздачі {name} — не одна роздача</translation>
    </message>
    <message>
        <source>no worked example is called {name}</source>
        <translation>прикладу роздачі з назвою {name} немає</translation>
    </message>
    <message>
        <source>a picture of more than 52 cards</source>
        <translation>зображення, на якому понад 52 карти</translation>
    </message>
    <message>
        <source>{page}, line {number}: {reason}</source>
        <translation>{page}, рядок {number}: {reason}</translation>
    </message>
    <message>
        <source>no slot is called {name}</source>
        <translation>заповнювача з назвою {name} немає</translation>
    </message>
    <message>
        <source>the slot {name} belongs on a game&apos;s page</source>
        <translation>заповнювач {name} має стояти на сторінці гри</translation>
    </message>
    <message>
        <source>no drill is called {name}</source>
        <translation>вправи з назвою {name} немає</translation>
    </message>
    <message>
        <source>no worked examples here</source>
        <translation>тут немає прикладів роздач</translation>
    </message>
    <message>
        <source>{name} has no stated strategy</source>
        <translation>{name} не має заявленої стратегії</translation>
    </message>
    <message>
        <source>Chip values are whole numbers above zero with commas between them, not {value}.</source>
        <translation>Номінали фішок — цілі числа, більші за нуль, через кому, а не {value}.</translation>
    </message>
    <message>
        <source>The chip values need a 1, so that every amount can be paid.</source>
        <translation>Серед номіналів фішок має бути 1, щоб можна було виплатити будь-яку суму.</translation>
    </message>
    <message>
        <source>A table has at most {kinds} kinds of chip, none above {most}.</source>
        <translation>На столі може бути щонайбільше {kinds} номіналів фішок, жоден не більший за {most}.</translation>
    </message>
    <message>
        <source>the odds cover {games}, not {value}</source>
        <translation>шанси рахуються для {games}, не для {value}</translation>
    </message>
    <message>
        <source>unknown strategy {value} for {game} (known: {known})</source>
        <translation>невідома стратегія {value} для {game} (відомі: {known})</translation>
    </message>
    <message>
        <source>A house profile needs a name.</source>
        <translation>Профіль казино потребує назви.</translation>
    </message>
    <message>
        <source>A house profile&apos;s name can have at most {most} characters.</source>
        <translation>Назва профілю казино може мати щонайбільше {most} символів.</translation>
    </message>
    <message>
        <source>A house profile&apos;s name cannot hold control characters.</source>
        <translation>Назва профілю казино не може містити керівних символів.</translation>
    </message>
    <message>
        <source>{game} is not a game with house rules (known: {games})</source>
        <translation>{game} — не гра з правилами казино (відомі: {games})</translation>
    </message>
    <message>
        <source>the house rules of {game} must be a list of rules and their values</source>
        <translation>правила казино гри {game} мають бути переліком правил і їхніх значень</translation>
    </message>
    <message>
        <source>{game}: {reason}</source>
        <translation>{game}: {reason}</translation>
    </message>
    <message>
        <source>a house profile&apos;s &quot;games&quot; must list each game with its house rules</source>
        <translation>поле &quot;games&quot; профілю казино має перелічувати кожну гру з її правилами казино</translation>
    </message>
    <message>
        <source>This is not a house profile: it needs a &quot;name&quot; and the &quot;games&quot; with their house rules.</source>
        <translation>Це не профіль казино: у ньому мають бути &quot;name&quot; і &quot;games&quot; з правилами казино.</translation>
    </message>
    <message>
        <source>This file is too large to be a house profile.</source>
        <translation>Цей файл завеликий для профілю казино.</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not UTF-8 text.</source>
        <translation>Це не профіль казино: це не текст у кодуванні UTF-8.</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not JSON (line {line}, column {column}).</source>
        <translation>Це не профіль казино: це не JSON (рядок {line}, стовпець {column}).</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Не вдалося прочитати файл: {reason}</translation>
    </message>
    <message>
        <source>The saved house profiles need one profile at least, each name only once.</source>
        <translation>Збережені профілі казино мають містити хоча б один профіль, кожну назву — лише раз.</translation>
    </message>
    <message>
        <source>There is no house profile called {name}.</source>
        <translation>Немає профілю казино з назвою {name}.</translation>
    </message>
    <message>
        <source>A house profile called {name} already exists: please choose another name.</source>
        <translation>Профіль казино з назвою {name} уже є: виберіть іншу назву.</translation>
    </message>
    <message>
        <source>The last house profile cannot be deleted.</source>
        <translation>Останній профіль казино не можна видалити.</translation>
    </message>
    <message>
        <source>{name} is saved twice</source>
        <translation>{name} збережено двічі</translation>
    </message>
    <message>
        <source>The folder {path} could not be read ({reason}).</source>
        <translation>Не вдалося прочитати теку {path} ({reason}).</translation>
    </message>
    <message>
        <source>The file could not be read ({reason}).</source>
        <translation>Не вдалося прочитати файл ({reason}).</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, too large for a results export.</source>
        <translation>Файл більший за {most} МБ, завеликий для експорту результатів.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text, as the app&apos;s results exports are.</source>
        <translation>Файл не є текстом UTF-8, як експорти результатів застосунку.</translation>
    </message>
    <message>
        <source>The file holds binary data, so it is not a results export of the app.</source>
        <translation>Файл містить двійкові дані, тож це не експорт результатів застосунку.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл порожній.</translation>
    </message>
    <message>
        <source>The file&apos;s first line is not the header of the app&apos;s results export.</source>
        <translation>Перший рядок файлу не є заголовком експорту результатів застосунку.</translation>
    </message>
    <message>
        <source>The file&apos;s header names the column {column} twice.</source>
        <translation>Заголовок файлу двічі називає стовпець {column}.</translation>
    </message>
    <message>
        <source>The file is not a whole results export of the app (missing: {columns}).</source>
        <translation>Файл не є повним експортом результатів застосунку (бракує: {columns}).</translation>
    </message>
    <message>
        <source>Line {line} does not have one cell for each column of the header.</source>
        <translation>У рядку {line} не по одній клітинці на кожен стовпець заголовка.</translation>
    </message>
    <message>
        <source>Line {line} cannot be read as CSV ({reason}).</source>
        <translation>Рядок {line} не вдається прочитати як CSV ({reason}).</translation>
    </message>
    <message>
        <source>This PC has no progress file yet: no trainee has answered here.</source>
        <translation>На цьому ПК ще немає файлу прогресу: тут ще жоден стажер не відповідав.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a whole number, not {value}.</source>
        <translation>Рядок {line}: {column} має бути цілим числом, а не {value}.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be 0 or 1, not {value}.</source>
        <translation>Рядок {line}: {column} має бути 0 або 1, а не {value}.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a number of seconds such as 4.5, not {value}.</source>
        <translation>Рядок {line}: {column} має бути кількістю секунд, наприклад 4.5, а не {value}.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a date and time as the app writes it, not {value}.</source>
        <translation>Рядок {line}: {column} має бути датою й часом у записі застосунку, а не {value}.</translation>
    </message>
    <message>
        <source>Line {line}: the trainee&apos;s name is empty.</source>
        <translation>Рядок {line}: імʼя стажера порожнє.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not a drill of this version of the app (is the file from a newer version?).</source>
        <translation>Рядок {line}: {value} не є вправою цієї версії застосунку (можливо, файл з новішої версії?).</translation>
    </message>
    <message>
        <source>Line {line}: the level should be 1, 2 or 3, not {value}.</source>
        <translation>Рядок {line}: рівень має бути 1, 2 або 3, а не {value}.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam status the app writes.</source>
        <translation>Рядок {line}: {value} не є станом іспиту, який записує застосунок.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam source the app writes.</source>
        <translation>Рядок {line}: {value} — не джерело іспиту, яке записує застосунок.</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>скинути карти</translation>
    </message>
    <message>
        <source>check</source>
        <translation>чек</translation>
    </message>
    <message>
        <source>call</source>
        <translation>колл</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>ва-банк</translation>
    </message>
    <message>
        <source>bet {to}</source>
        <translation>ставка {to}</translation>
    </message>
    <message>
        <source>raise to {to}</source>
        <translation>рейз до {to}</translation>
    </message>
    <message>
        <source>it is seat {turn}&apos;s turn, not seat {seat}&apos;s</source>
        <translation>зараз хід місця {turn}, а не місця {seat}</translation>
    </message>
    <message>
        <source>there is already a bet of {to}, so this is a raise</source>
        <translation>вже є ставка {to}, тож це рейз</translation>
    </message>
    <message>
        <source>nobody has bet on this street, so this is a bet</source>
        <translation>на цій вулиці ще ніхто не ставив, тож це ставка</translation>
    </message>
    <message>
        <source>the hand is over: no more actions</source>
        <translation>роздачу завершено: дій більше немає</translation>
    </message>
    <message>
        <source>A join code is {length} of these letters and digits: {alphabet}.</source>
        <translation>Код входу — це {length} з таких літер і цифр: {alphabet}.</translation>
    </message>
    <message>
        <source>The class server could not start ({reason}).</source>
        <translation>Не вдалося запустити сервер класу ({reason}).</translation>
    </message>
    <message>
        <source>Another program is using port {port}: close it or choose another port.</source>
        <translation>Порт {port} використовує інша програма: закрийте її або виберіть інший порт.</translation>
    </message>
    <message>
        <source>Another class server is hosting a class on this progress file: stop it first.</source>
        <translation>Інший сервер класу вже веде клас на цьому файлі прогресу: спершу зупиніть його.</translation>
    </message>
    <message>
        <source>A trainee of this name is in the class already: join with another name.</source>
        <translation>Стажер із таким ім’ям уже в класі: приєднайтеся під іншим ім’ям.</translation>
    </message>
    <message>
        <source>The instructor did not let you in.</source>
        <translation>Інструктор вас не впустив.</translation>
    </message>
    <message>
        <source>The class server failed to answer; try again.</source>
        <translation>Сервер класу не зміг відповісти; спробуйте ще раз.</translation>
    </message>
    <message>
        <source>The class not ended on this PC has another join code: start with its code, or with --new-class to end it and begin a new class.</source>
        <translation>Незавершений клас на цьому ПК має інший код входу: запустіть із його кодом або з --new-class, щоб завершити його й почати новий клас.</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips from {least} to {most}, not {value}</source>
        <translation>&apos;{key}&apos; має бути цілою кількістю фішок від {least} до {most}, а не {value}</translation>
    </message>
    <message>
        <source>the table minimum of {least} is above the table maximum of {most}</source>
        <translation>мінімум столу {least} більший за максимум столу {most}</translation>
    </message>
</context>
<context>
    <name>ExactBox</name>
    <message>
        <source>Line</source>
        <translation>Рядок</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Кількість рук</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Опубліковано</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Ймовірність</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Виплата</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Очікуваний результат</translation>
    </message>
    <message>
        <source>{bet}: counted exactly over {deals}</source>
        <translation>{bet}: точний підрахунок — {deals}</translation>
    </message>
</context>
<context>
    <name>ExamDialog</name>
    <message>
        <source>Exam</source>
        <translation>Іспит</translation>
    </message>
    <message>
        <source>Start a class exam</source>
        <translation>Почати іспит групи</translation>
    </message>
    <message>
        <source>Serve an exam from its code</source>
        <translation>Провести іспит за його кодом</translation>
    </message>
    <message>
        <source>Sit an exam from a code</source>
        <translation>Скласти іспит за кодом</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Код:</translation>
    </message>
    <message>
        <source>Or set a new exam</source>
        <translation>Або створіть новий іспит</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Питань:</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>Хвилин:</translation>
    </message>
    <message>
        <source>Pass mark (%):</source>
        <translation>Прохідний бал (%):</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Рівень:</translation>
    </message>
    <message>
        <source>A new exam is dealt under the house profile {name}; its code carries the house&apos;s rules.</source>
        <translation>Новий іспит роздається за профілем казино {name}; його код містить правила казино.</translation>
    </message>
    <message>
        <source>Set a new exam</source>
        <translation>Створіть новий іспит</translation>
    </message>
    <message>
        <source>Trainees see their marks when you release them.</source>
        <translation>Стажери побачать свої оцінки, коли ви їх оприлюдните.</translation>
    </message>
    <message>
        <source>Feedback comes at the end of the exam.</source>
        <translation>Розбір відповідей — наприкінці іспиту.</translation>
    </message>
    <message>
        <source>Sit the exam</source>
        <translation>Скласти іспит</translation>
    </message>
    <message>
        <source>Create the exam</source>
        <translation>Створити іспит</translation>
    </message>
    <message>
        <source>Choose at least one drill.</source>
        <translation>Виберіть принаймні одну вправу.</translation>
    </message>
</context>
<context>
    <name>ExamSlip</name>
    <message>
        <source>Exam code</source>
        <translation>Код іспиту</translation>
    </message>
    <message>
        <source>On the {trainer} tab press {exam} and type the code under “{sit}”: the same code gives the same questions on every PC.</source>
        <translation>На вкладці «{trainer}» натисніть «{exam}» і введіть код у полі «{sit}»: той самий код дає ті самі питання на кожному ПК.</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Вправи</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer {version}</source>
        <translation>Тренажер дилера холдему {version}</translation>
    </message>
    <message>
        <source>Exam slip</source>
        <translation>Картка іспиту</translation>
    </message>
    <message>
        <source>Give the class this code: each trainee sits the exam on their own PC. It does not start on this one.</source>
        <translation>Дайте групі цей код: кожен стажер складає іспит на своєму ПК. На цьому ПК іспит не починається.</translation>
    </message>
    <message>
        <source>&amp;Copy the code</source>
        <translation>&amp;Копіювати код</translation>
    </message>
    <message>
        <source>&amp;Print to PDF...</source>
        <translation>&amp;Друк у PDF...</translation>
    </message>
    <message>
        <source>Show on the p&amp;rojector</source>
        <translation>Показати на &amp;проєкторі</translation>
    </message>
    <message>
        <source>&amp;Sit it here</source>
        <translation>&amp;Скласти тут</translation>
    </message>
    <message>
        <source>Starts the exam here, on this PC: its questions and clock, with the trainer locked until it ends.</source>
        <translation>Починає іспит тут, на цьому ПК: його питання й годинник; тренажер заблоковано до кінця іспиту.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>The code {code} is on the clipboard.</source>
        <translation>Код {code} скопійовано в буфер обміну.</translation>
    </message>
    <message>
        <source>Print the exam slip to PDF</source>
        <translation>Друк картки іспиту в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файли PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Збережено: {name}</translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message>
        <source>Question {n} of {total}: {drill}</source>
        <translation>Питання {n} з {total}: {drill}</translation>
    </message>
    <message>
        <source>Not answered in time</source>
        <translation>Не встигли відповісти</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Складено</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Не складено</translation>
    </message>
    <message numerus="yes">
        <source>{right} of {total} right; %n question(s) not answered in time.</source>
        <translation>
            <numerusform>Правильно: {right} з {total}; %n питання без відповіді вчасно.</numerusform>
            <numerusform>Правильно: {right} з {total}; %n питання без відповіді вчасно.</numerusform>
            <numerusform>Правильно: {right} з {total}; %n питань без відповіді вчасно.</numerusform>
        </translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>без відповіді</translation>
    </message>
</context>
<context>
    <name>FeedbackWords</name>
    <message>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Правильно</translation>
    </message>
    <message>
        <source>Not right</source>
        <translation>Неправильно</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ваша</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Правильна</translation>
    </message>
    <message numerus="yes">
        <source>%n other payout(s): paid right, left right.</source>
        <translation>
            <numerusform>Ще %n виплата: виплачена правильно й залишена без змін.</numerusform>
            <numerusform>Ще %n виплати: виплачені правильно й залишені без змін.</numerusform>
            <numerusform>Ще %n виплат: виплачені правильно й залишені без змін.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s); nothing was owed, so no chips at all.</source>
        <translation>
            <numerusform>Ви виплатили {amount} %n фішкою; виплачувати нічого не треба було, тож фішок не мало бути зовсім.</numerusform>
            <numerusform>Ви виплатили {amount} %n фішками; виплачувати нічого не треба було, тож фішок не мало бути зовсім.</numerusform>
            <numerusform>Ви виплатили {amount} %n фішками; виплачувати нічого не треба було, тож фішок не мало бути зовсім.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s).</source>
        <translation>
            <numerusform>Ви виплатили {amount} %n фішкою.</numerusform>
            <numerusform>Ви виплатили {amount} %n фішками.</numerusform>
            <numerusform>Ви виплатили {amount} %n фішками.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fewest is %n chip(s): {chips}.</source>
        <translation>
            <numerusform>Найменша кількість — %n фішка: {chips}.</numerusform>
            <numerusform>Найменша кількість — %n фішки: {chips}.</numerusform>
            <numerusform>Найменша кількість — %n фішок: {chips}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest chips.</source>
        <translation>Найменше фішок.</translation>
    </message>
    <message>
        <source>More chips than needed.</source>
        <translation>Більше фішок, ніж потрібно.</translation>
    </message>
    <message>
        <source>Time {seconds} s, target {target} s: {verdict}</source>
        <translation>Час {seconds} с, норма {target} с: {verdict}</translation>
    </message>
    <message>
        <source>within the target</source>
        <translation>у межах норми</translation>
    </message>
    <message>
        <source>slower than the target</source>
        <translation>повільніше за норму</translation>
    </message>
    <message>
        <source>How it is settled:</source>
        <translation>Як розраховується:</translation>
    </message>
</context>
<context>
    <name>FeltWords</name>
    <message>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>AA Bonus</source>
        <translation>Бонус AA</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Колл</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Терн</translation>
    </message>
    <message>
        <source>Bonus pays {table}</source>
        <translation>Виплати бонусу: {table}</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>NO-LIMIT TEXAS HOLD&apos;EM</source>
        <translation>ТЕХАСЬКИЙ ХОЛДЕМ БЕЗ ЛІМІТУ</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>In the pot</source>
        <translation>У банку</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Ва-банк</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>Виплачено {amount}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Повернення</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Програш</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>CASINO HOLD&apos;EM · AA BONUS</source>
        <translation>CASINO HOLD&apos;EM · БОНУС AA</translation>
    </message>
    <message>
        <source>TEXAS HOLD&apos;EM BONUS POKER</source>
        <translation>TEXAS HOLD&apos;EM BONUS POKER</translation>
    </message>
    <message>
        <source>AA Bonus is settled when the player folds</source>
        <translation>Бонус AA розраховується, якщо гравець скинув карти</translation>
    </message>
    <message>
        <source>AA Bonus is lost when the player folds</source>
        <translation>Бонус AA втрачається, якщо гравець скинув карти</translation>
    </message>
    <message>
        <source>Dealer qualifies with a pair of fours or better</source>
        <translation>Дилер кваліфікується з парою четвірок і вище</translation>
    </message>
    <message>
        <source>Ante pays {table} · AA Bonus {bonus}</source>
        <translation>Виплати: анте {table} · бонус AA {bonus}</translation>
    </message>
    <message>
        <source>Ante pays on a straight or better</source>
        <translation>Анте платить від стріту і вище</translation>
    </message>
    <message>
        <source>Ante pays on a flush or better</source>
        <translation>Анте платить від флешу і вище</translation>
    </message>
    <message>
        <source>Ties push</source>
        <translation>Нічия: ставки повертаються</translation>
    </message>
    <message>
        <source>Dealer wins ties</source>
        <translation>Нічия на користь дилера</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big}</source>
        <translation>Баттон: місце {button} · блайнди {small}/{big}</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big} · ante {ante}</source>
        <translation>Баттон: місце {button} · блайнди {small}/{big} · анте {ante}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {seats}</source>
        <translation>{pot} {amount}: місця {seats}</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>C&amp;hip values:</source>
        <translation>Номінали &amp;фішок:</translation>
    </message>
    <message>
        <source>&amp;Seconds per step:</source>
        <translation>Секунд на &amp;крок:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Сорочка карт:</translation>
    </message>
    <message>
        <source>Whole numbers with commas between them, a 1 among them.</source>
        <translation>Цілі числа через кому, серед них має бути 1.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Чотириколірна колода</translation>
    </message>
    <message>
        <source>&amp;Keep folded cards face up (for teaching)</source>
        <translation>&amp;Залишати скинуті карти відкритими (для навчання)</translation>
    </message>
    <message>
        <source>A dealer collects the cards of a fold; these stay face up at their seat instead. Cards a bet is still settled on (a folded seat&apos;s bonus) stay in sight either way.</source>
        <translation>Дилер забирає карти гравця, який скинув; з цим параметром вони залишаються відкритими на його місці. Карти, за якими ще розраховується ставка (бонус гравця, що скинув), видно в будь-якому разі.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червона</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелена</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>Hand {number}: blinds {small}/{big}, button seat {button}</source>
        <translation>Роздача {number}: блайнди {small}/{big}, баттон — місце {button}</translation>
    </message>
    <message>
        <source>Hand {number}: blinds {small}/{big}, ante {ante}, button seat {button}</source>
        <translation>Роздача {number}: блайнди {small}/{big}, анте {ante}, баттон — місце {button}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} ({stack} in chips)</source>
        <translation>Місце {seat}: {name} (фішок: {stack})</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the ante {amount}</source>
        <translation>Місце {seat}: ставить анте {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the small blind {amount}</source>
        <translation>Місце {seat}: ставить малий блайнд {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the big blind {amount}</source>
        <translation>Місце {seat}: ставить великий блайнд {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in</source>
        <translation>Місце {seat} у ва-банку</translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation>Флоп: {cards}</translation>
    </message>
    <message>
        <source>Turn: {cards}</source>
        <translation>Терн: {cards}</translation>
    </message>
    <message>
        <source>River: {cards}</source>
        <translation>Рівер: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: folds</source>
        <translation>Місце {seat}: скидає карти</translation>
    </message>
    <message>
        <source>Seat {seat}: checks</source>
        <translation>Місце {seat}: чек</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount}</source>
        <translation>Місце {seat}: колл {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to}</source>
        <translation>Місце {seat}: ставка {to}</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to}</source>
        <translation>Місце {seat}: рейз до {to}</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount} and is all-in</source>
        <translation>Місце {seat}: колл {amount}, ва-банк</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to} and is all-in</source>
        <translation>Місце {seat}: ставка {to}, ва-банк</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to} and is all-in</source>
        <translation>Місце {seat}: рейз до {to}, ва-банк</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Відкриття карт</translation>
    </message>
</context>
<context>
    <name>HostWindow</name>
    <message>
        <source>Host a class</source>
        <translation>Провести заняття групи</translation>
    </message>
    <message>
        <source>Run the class</source>
        <translation>Запустити заняття</translation>
    </message>
    <message>
        <source>On this PC, port:</source>
        <translation>На цьому ПК, порт:</translation>
    </message>
    <message>
        <source>Host on this PC</source>
        <translation>Запустити на цьому ПК</translation>
    </message>
    <message>
        <source>Or the school&apos;s server:</source>
        <translation>Або сервер школи:</translation>
    </message>
    <message>
        <source>Address, such as 192.168.1.5:8765</source>
        <translation>Адреса, напр. 192.168.1.5:8765</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>Ключ інструктора</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Під&apos;єднатися</translation>
    </message>
    <message>
        <source>Joined:</source>
        <translation>Приєдналися:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Вилучити</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Припинити заняття</translation>
    </message>
    <message>
        <source>Waiting to be let in</source>
        <translation>Чекають, щоб їх впустили</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Впустити</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Відмовити</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>Запитати групу</translation>
    </message>
    <message>
        <source>The casino table&apos;s hand</source>
        <translation>Роздача на столі казино</translation>
    </message>
    <message>
        <source>The no-limit table&apos;s hand</source>
        <translation>Роздача на столі без ліміту</translation>
    </message>
    <message>
        <source>A drill question</source>
        <translation>Питання вправи</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Показати відповідь</translation>
    </message>
    <message>
        <source>Class exam</source>
        <translation>Іспит групи</translation>
    </message>
    <message>
        <source>Start a class exam...</source>
        <translation>Почати іспит групи...</translation>
    </message>
    <message>
        <source>Release marks</source>
        <translation>Оприлюднити оцінки</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Завершити</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Стажер</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Відповіли</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Оцінка</translation>
    </message>
    <message>
        <source>There is no hand on that table to ask about.</source>
        <translation>На тому столі немає роздачі, про яку можна запитати.</translation>
    </message>
    <message>
        <source>Remove {name} from the class?</source>
        <translation>Вилучити стажера {name} з групи?</translation>
    </message>
    <message>
        <source>A class exam is running. Stop hosting the class anyway?</source>
        <translation>Триває іспит групи. Все одно припинити заняття?</translation>
    </message>
    <message>
        <source>End the exam now? Questions not answered yet count as wrong.</source>
        <translation>Завершити іспит зараз? Питання без відповіді зарахуються як неправильні.</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Код входу: {code}</translation>
    </message>
    <message>
        <source>No class is running.</source>
        <translation>Заняття групи не запущено.</translation>
    </message>
    <message>
        <source>Address: {addresses}</source>
        <translation>Адреса: {addresses}</translation>
    </message>
    <message>
        <source>rejoined</source>
        <translation>приєднався знову</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>на зв&apos;язку</translation>
    </message>
    <message>
        <source>away</source>
        <translation>немає на зв&apos;язку</translation>
    </message>
    <message>
        <source>{name} ({state})</source>
        <translation>{name} ({state})</translation>
    </message>
    <message numerus="yes">
        <source>Joined: %n trainee(s)</source>
        <translation>
            <numerusform>Приєднався %n стажер</numerusform>
            <numerusform>Приєдналися %n стажери</numerusform>
            <numerusform>Приєдналися %n стажерів</numerusform>
        </translation>
    </message>
    <message>
        <source>No question asked.</source>
        <translation>Питання не поставлено.</translation>
    </message>
    <message>
        <source>{answered} of {of} answered</source>
        <translation>Відповіли {answered} з {of}</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закрито</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>відповідь показано</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>без відповіді</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} з {total}</translation>
    </message>
    <message>
        <source>Passed: {passed} of {total}</source>
        <translation>Склали: {passed} з {total}</translation>
    </message>
    <message>
        <source>{right} of {total} right · {verdict}</source>
        <translation>правильно {right} з {total} · {verdict}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>склав</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>не склав</translation>
    </message>
    <message>
        <source>Exam over; marks released.</source>
        <translation>Іспит завершено; оцінки оприлюднено.</translation>
    </message>
    <message>
        <source>Exam over.</source>
        <translation>Іспит завершено.</translation>
    </message>
    <message>
        <source>{m}:{s:02d} left</source>
        <translation>Залишилося {m}:{s:02d}</translation>
    </message>
</context>
<context>
    <name>HouseController</name>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>Не вдалося записати файл: {reason}</translation>
    </message>
</context>
<context>
    <name>HousePage</name>
    <message>
        <source>House profile</source>
        <translation>Профіль казино</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Профіль:</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Новий...</translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation>Пере&amp;йменувати...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Видалити</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>&amp;Експорт...</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Імпорт...</translation>
    </message>
    <message>
        <source>A profile holds the pay tables and house rules of every game. Changes apply at once to the table, the trainer&apos;s questions, new exams, the rules pages and the odds.</source>
        <translation>Профіль містить таблиці виплат і правила казино всіх ігор. Зміни одразу діють на стіл, питання тренажера, нові іспити, сторінки правил і шанси.</translation>
    </message>
    <message>
        <source>{rule}:</source>
        <translation>{rule}:</translation>
    </message>
    <message>
        <source>Custom: {table}</source>
        <translation>Власна: {table}</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>Власна...</translation>
    </message>
    <message>
        <source>New house profile</source>
        <translation>Новий профіль казино</translation>
    </message>
    <message>
        <source>Name of the new profile (it starts with the rules of {name}):</source>
        <translation>Назва нового профілю (він починається з правил профілю {name}):</translation>
    </message>
    <message>
        <source>Rename the house profile</source>
        <translation>Перейменувати профіль казино</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Нова назва:</translation>
    </message>
    <message>
        <source>Delete the house profile</source>
        <translation>Видалити профіль казино</translation>
    </message>
    <message>
        <source>Delete the house profile {name}? Export it first to keep a copy.</source>
        <translation>Видалити профіль казино {name}? Щоб зберегти копію, спершу експортуйте його.</translation>
    </message>
    <message>
        <source>Export the house profile</source>
        <translation>Експорт профілю казино</translation>
    </message>
    <message>
        <source>House profiles (*.json)</source>
        <translation>Профілі казино (*.json)</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Експортовано в {path}.</translation>
    </message>
    <message>
        <source>Import a house profile</source>
        <translation>Імпорт профілю казино</translation>
    </message>
    <message>
        <source>The house profile was not imported: {reason}</source>
        <translation>Профіль казино не імпортовано: {reason}</translation>
    </message>
    <message>
        <source>Imported {name}: it is the active profile now.</source>
        <translation>Імпортовано {name}: тепер це активний профіль.</translation>
    </message>
    <message>
        <source>{lower} pays {lower_pays} to 1, more than {higher} above it pays ({higher_pays} to 1).</source>
        <translation>{lower} платить {lower_pays} до 1 — більше, ніж {higher}, що стоїть вище в таблиці ({higher_pays} до 1).</translation>
    </message>
    <message>
        <source>{name} ({table})</source>
        <translation>{name} ({table})</translation>
    </message>
</context>
<context>
    <name>HouseProfiles</name>
    <message>
        <source>School default</source>
        <translation>Стандарт школи</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a class</source>
        <translation>Приєднатися до групи</translation>
    </message>
    <message>
        <source>Type what the instructor&apos;s projector shows.</source>
        <translation>Введіть те, що показує проєктор інструктора.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Адреса:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Код входу:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше ім&apos;я:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Приєднатися</translation>
    </message>
    <message>
        <source>Joining...</source>
        <translation>Приєднання...</translation>
    </message>
    <message>
        <source>Waiting for the instructor to let you in...</source>
        <translation>Чекаємо, поки інструктор вас впустить...</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Progress</source>
        <translation>Прогрес</translation>
    </message>
    <message>
        <source>Progress is saved again: the answers kept meanwhile are in the progress file.</source>
        <translation>Прогрес знову зберігається: відповіді, дані за цей час, уже у файлі прогресу.</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Тренажер дилера холдему</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>Тренажер</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>The progress file was damaged, so it was kept as {path} and a new one was started.</source>
        <translation>Файл прогресу було пошкоджено, тому його збережено як {path} і розпочато новий.</translation>
    </message>
    <message numerus="yes">
        <source>The progress file had %n damaged record(s), now set aside and kept in it; everything else is here as before.</source>
        <translation>
            <numerusform>У файлі прогресу був %n пошкоджений запис; його відкладено й збережено в тому ж файлі, а все інше на місці, як і було.</numerusform>
            <numerusform>У файлі прогресу було %n пошкоджені записи; їх відкладено й збережено в тому ж файлі, а все інше на місці, як і було.</numerusform>
            <numerusform>У файлі прогресу було %n пошкоджених записів; їх відкладено й збережено в тому ж файлі, а все інше на місці, як і було.</numerusform>
        </translation>
    </message>
    <message>
        <source>Damaged records were found in the progress file, but your records could not be read again after they were set aside; restart the app to see them.</source>
        <translation>У файлі прогресу знайдено пошкоджені записи, але після того, як їх відклали, ваші записи не вдалося прочитати знову; перезапустіть застосунок, щоб їх побачити.</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as there is room again.</source>
        <translation>Зберегти прогрес зараз неможливо: {reason}. Можна тренуватися далі; ваші відповіді збережено в пам&apos;яті, і їх буде записано, щойно з&apos;явиться місце.</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as the progress file can be written again.</source>
        <translation>Зберегти прогрес зараз неможливо: {reason}. Можна тренуватися далі; ваші відповіді збережено в пам&apos;яті, і їх буде записано, щойно файл прогресу знову можна буде записувати.</translation>
    </message>
    <message>
        <source>Progress cannot be saved here: {reason}. You can practise on; answers are kept until the app closes.</source>
        <translation>Зберегти прогрес тут неможливо: {reason}. Можна тренуватися далі; відповіді зберігаються, доки програма відкрита.</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the progress file yet.</source>
        <translation>
            <numerusform>%n відповідь ще не вдалося зберегти у файлі прогресу.</numerusform>
            <numerusform>%n відповіді ще не вдалося зберегти у файлі прогресу.</numerusform>
            <numerusform>%n відповідей ще не вдалося зберегти у файлі прогресу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other change(s) could not be saved in it yet either (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>Ще %n іншу зміну теж не вдалося в ньому зберегти (додані, перейменовані чи вилучені стажери, іспити, раунди на швидкість).</numerusform>
            <numerusform>Ще %n інші зміни теж не вдалося в ньому зберегти (додані, перейменовані чи вилучені стажери, іспити, раунди на швидкість).</numerusform>
            <numerusform>Ще %n інших змін теж не вдалося в ньому зберегти (додані, перейменовані чи вилучені стажери, іспити, раунди на швидкість).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) could not be saved in the progress file yet (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>%n зміну ще не вдалося зберегти у файлі прогресу (додані, перейменовані чи вилучені стажери, іспити, раунди на швидкість).</numerusform>
            <numerusform>%n зміни ще не вдалося зберегти у файлі прогресу (додані, перейменовані чи вилучені стажери, іспити, раунди на швидкість).</numerusform>
            <numerusform>%n змін ще не вдалося зберегти у файлі прогресу (додані, перейменовані чи вилучені стажери, іспити, раунди на швидкість).</numerusform>
        </translation>
    </message>
    <message>
        <source>The app keeps its data beside the program (portable mode: a file named portable there, or --portable), and that folder cannot be written. Where the program is installed for every user, turn portable mode off: each user&apos;s progress is then kept in their own folder.</source>
        <translation>Програма зберігає свої дані поруч із собою (портативний режим: файл із назвою portable у тій самій папці або --portable), а в цю папку неможливо записувати. Якщо програму встановлено для всіх користувачів, вимкніть портативний режим: тоді прогрес кожного користувача зберігатиметься в його власній папці.</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? The export holds the answers only: quitting loses the other changes, and without the export the answers too.</source>
        <translation>Експортувати всі відповіді у файл CSV перед виходом? Експорт містить лише відповіді: після виходу інші зміни буде втрачено, а без експорту — і відповіді.</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? Quitting without the export loses them.</source>
        <translation>Експортувати всі відповіді у файл CSV перед виходом? Якщо вийти без експорту, їх буде втрачено.</translation>
    </message>
    <message>
        <source>Quitting now loses them. Quit anyway?</source>
        <translation>Якщо вийти зараз, їх буде втрачено. Усе одно вийти?</translation>
    </message>
    <message>
        <source>No-limit table</source>
        <translation>Стіл без ліміту</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Роздача</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>&amp;Instructor</source>
        <translation>&amp;Інструктор</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Налаштування...</translation>
    </message>
    <message>
        <source>&amp;Worksheets...</source>
        <translation>&amp;Аркуші із завданнями...</translation>
    </message>
    <message>
        <source>Create an &amp;exam...</source>
        <translation>Створити &amp;іспит...</translation>
    </message>
    <message>
        <source>&amp;Odds...</source>
        <translation>&amp;Шанси...</translation>
    </message>
    <message>
        <source>&amp;Class results...</source>
        <translation>Результати &amp;групи...</translation>
    </message>
    <message>
        <source>&amp;Host a class...</source>
        <translation>&amp;Провести заняття групи...</translation>
    </message>
    <message>
        <source>&amp;Join a class...</source>
        <translation>&amp;Приєднатися до групи...</translation>
    </message>
    <message>
        <source>Hel&amp;p</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Правила ігор</translation>
    </message>
    <message>
        <source>&amp;About Hold&apos;em Dealer Trainer...</source>
        <translation>Про &amp;тренажер...</translation>
    </message>
    <message>
        <source>&amp;Open hand...</source>
        <translation>&amp;Відкрити роздачу...</translation>
    </message>
    <message>
        <source>&amp;Save hand...</source>
        <translation>&amp;Зберегти роздачу...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>&amp;Нова роздача</translation>
    </message>
    <message>
        <source>New hand from a &amp;seed...</source>
        <translation>Нова роздача за но&amp;мером...</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Сорочка карт</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червона</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелена</translation>
    </message>
    <message>
        <source>Set &amp;up hand...</source>
        <translation>На&amp;лаштувати роздачу...</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Далі ▶</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>&amp;Auto play</source>
        <translation>&amp;Автогра</translation>
    </message>
    <message>
        <source>&amp;Keep dealing (demo screen)</source>
        <translation>&amp;Безперервна роздача (демо-екран)</translation>
    </message>
    <message>
        <source>Seats follow the st&amp;rategy</source>
        <translation>Місця грають за &amp;стратегією</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>Режим &amp;презентації</translation>
    </message>
    <message>
        <source>Se&amp;ttlement panel</source>
        <translation>Панель &amp;розрахунку</translation>
    </message>
    <message>
        <source>F9: settlement</source>
        <translation>F9: розрахунок</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Чотириколірна колода</translation>
    </message>
    <message>
        <source> Seconds per step: </source>
        <translation> Секунд на крок: </translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Розрахунок</translation>
    </message>
    <message>
        <source>Locked until the exam ends.</source>
        <translation>Заблоковано до кінця іспиту.</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Іспит</translation>
    </message>
    <message>
        <source>An exam is running: the table, the set-up dialog, the settlement panel, the progress and the rules pages stay locked until it ends.</source>
        <translation>Триває іспит: стіл, вікно налаштування, панель розрахунку, прогрес і сторінки правил заблоковано до його завершення.</translation>
    </message>
    <message>
        <source>The class hosted on this PC is sitting an exam: quit? The trainees cannot go on until the class is hosted again.</source>
        <translation>Група, заняття якої проводиться з цього ПК, складає іспит: вийти? Стажери не зможуть продовжити, доки заняття групи не буде проведено знову.</translation>
    </message>
    <message>
        <source>An exam is running: quit and record it as abandoned?</source>
        <translation>Триває іспит: вийти й записати його як перерваний?</translation>
    </message>
    <message>
        <source>&amp;Casino Hold&apos;em (AA Bonus)</source>
        <translation>&amp;Casino Hold&apos;em (бонус AA)</translation>
    </message>
    <message>
        <source>Player against the dealer; call or fold after the flop. Some casinos call it just &quot;Texas Hold&apos;em&quot;, some trainers &quot;Texas Hold&apos;em: Bonus&quot; after its AA Bonus side bet. Not Texas Hold&apos;em Bonus Poker.</source>
        <translation>Гравець проти дилера; після флопу — колл або скидання карт. У деяких казино гру називають просто «техаський холдем», у деяких тренажерах — «Техаський холдем: бонус» через побічну ставку бонус AA. Це не Texas Hold&apos;em Bonus Poker.</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em &amp;Bonus Poker</source>
        <translation>Texas Hold&apos;em &amp;Bonus Poker</translation>
    </message>
    <message>
        <source>Player against the dealer; play or fold before the flop, then bet or check on the flop and the turn; the bonus bet is on the first two cards. Also called Hold&apos;em Bonus. Not Casino Hold&apos;em with the AA Bonus.</source>
        <translation>Гравець проти дилера; до флопу — грати або скинути карти, потім на флопі й терні — поставити або зробити чек; бонусна ставка — на перші дві карти. Інша назва — Hold&apos;em Bonus. Це не Casino Hold&apos;em із бонусом AA.</translation>
    </message>
    <message>
        <source>&amp;No-limit Texas Hold&apos;em</source>
        <translation>Техаський холдем &amp;без ліміту</translation>
    </message>
    <message>
        <source>Poker between players, 2 to 9 seats: play a seat against computer players, or deal for a table of them and answer the dealer&apos;s questions.</source>
        <translation>Покер між гравцями, від 2 до 9 місць: грайте за одне місце проти компʼютерних гравців або роздавайте за столом компʼютерних гравців і відповідайте на питання дилера.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>The translation for this language is missing; the app stays in English.</source>
        <translation>Перекладу для цієї мови немає; програма залишається англійською.</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Роздача за номером {seed}</translation>
    </message>
    <message>
        <source>Hand set up by hand</source>
        <translation>Роздача, налаштована вручну</translation>
    </message>
    <message>
        <source>New hand from a seed</source>
        <translation>Нова роздача за номером</translation>
    </message>
    <message>
        <source>The same seed deals the same hand on any PC:</source>
        <translation>Той самий номер дає ту саму роздачу на будь-якому ПК:</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>Відкрити роздачу</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>Вийти з групи</translation>
    </message>
    <message>
        <source>Waiting for the instructor at {address} to let you in...</source>
        <translation>Чекаємо, поки інструктор за адресою {address} вас впустить...</translation>
    </message>
    <message>
        <source>Joining the class at {address}...</source>
        <translation>Приєднання до групи за адресою {address}...</translation>
    </message>
    <message>
        <source>Joined to the class at {address} as {name}</source>
        <translation>Ви в групі за адресою {address} як {name}</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>Файли сценаріїв (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>Зберегти роздачу</translation>
    </message>
    <message>
        <source>Scenario files (*.jsonl *.json)</source>
        <translation>Файли сценаріїв (*.jsonl *.json)</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>Не вдалося зберегти роздачу: {reason}</translation>
    </message>
</context>
<context>
    <name>NLScreen</name>
    <message>
        <source>Set up the table... (F2)</source>
        <translation>Налаштувати стіл... (F2)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Нова сесія</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>Наступна роздача (N)</translation>
    </message>
    <message>
        <source>◀ Street</source>
        <translation>◀ Вулиця</translation>
    </message>
    <message>
        <source>Street ▶</source>
        <translation>Вулиця ▶</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Завершити сесію</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Показувати всі руки</translation>
    </message>
    <message>
        <source>For teaching: every player&apos;s cards face up</source>
        <translation>Для навчання: карти всіх гравців відкрито</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Open hand...</source>
        <translation>Відкрити роздачу...</translation>
    </message>
    <message>
        <source>Step through a hand saved in a file; a session still running ends first, its summary kept</source>
        <translation>Переглянути крок за кроком роздачу, збережену у файлі; поточна сесія спершу завершиться, її підсумки збережуться</translation>
    </message>
    <message>
        <source>Save hand...</source>
        <translation>Зберегти роздачу...</translation>
    </message>
    <message>
        <source>Export history...</source>
        <translation>Експортувати історію...</translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation>Скинути (F)</translation>
    </message>
    <message>
        <source>All-in (A)</source>
        <translation>Ва-банк (A)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Далі (Enter)</translation>
    </message>
    <message>
        <source>F9: seat and log</source>
        <translation>F9: місце й опис роздачі</translation>
    </message>
    <message>
        <source>The hand in words</source>
        <translation>Опис роздачі</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Мін.</translation>
    </message>
    <message>
        <source>½ pot</source>
        <translation>½ банку</translation>
    </message>
    <message>
        <source>¾ pot</source>
        <translation>¾ банку</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Ва-банк</translation>
    </message>
    <message>
        <source>Paused: untick Pause to go on.</source>
        <translation>Пауза: зніміть позначку «Пауза», щоб продовжити.</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>N або Enter — нова сесія за вашим столом.</translation>
    </message>
    <message>
        <source>The session is over: New session starts another.</source>
        <translation>Сесію завершено: «Нова сесія» почне іншу.</translation>
    </message>
    <message>
        <source>Check / call (C)</source>
        <translation>Чек / колл (C)</translation>
    </message>
    <message>
        <source>Raise (R, Enter)</source>
        <translation>Рейз (R, Enter)</translation>
    </message>
    <message>
        <source>Check (C)</source>
        <translation>Чек (C)</translation>
    </message>
    <message>
        <source>Call {amount} (C)</source>
        <translation>Колл {amount} (C)</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Рейз до</translation>
    </message>
    <message>
        <source>{word} (R, Enter)</source>
        <translation>{word} (R, Enter)</translation>
    </message>
    <message>
        <source>A bet: from {low} to {high}</source>
        <translation>Ставка: від {low} до {high}</translation>
    </message>
    <message>
        <source>A raise: to {low} at least, to {high} at most</source>
        <translation>Рейз: щонайменше до {low}, щонайбільше до {high}</translation>
    </message>
    <message>
        <source>No raise: call or fold.</source>
        <translation>Рейз неможливий: зрівняйте або скиньте карти.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Прогрес</translation>
    </message>
    <message>
        <source>Start a new session? This one ends here, without its summary.</source>
        <translation>Почати нову сесію? Ця сесія завершиться тут, без підсумків.</translation>
    </message>
    <message>
        <source>End the session now? The hand in play is not counted.</source>
        <translation>Завершити сесію зараз? Поточну роздачу не буде зараховано.</translation>
    </message>
    <message>
        <source>End the session now? Its summary follows; no more hands are dealt in it.</source>
        <translation>Завершити сесію зараз? Далі будуть її підсумки; роздач у ній більше не буде.</translation>
    </message>
    <message>
        <source>End the session to open a hand? Its summary follows, as when you end it.</source>
        <translation>Завершити сесію, щоб відкрити роздачу? Далі будуть її підсумки, як і при завершенні.</translation>
    </message>
    <message>
        <source>The hand in play is not counted.</source>
        <translation>Поточну роздачу не буде зараховано.</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Підсумки сесії</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>Відкрити роздачу</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>Файли сценаріїв (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>Зберегти роздачу</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>Не вдалося зберегти роздачу: {reason}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Збережено: {path}</translation>
    </message>
    <message>
        <source>Export the hand history</source>
        <translation>Експорт історії роздач</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Текстові файли (*.txt)</translation>
    </message>
    <message>
        <source>The history could not be saved: {reason}</source>
        <translation>Не вдалося зберегти історію: {reason}</translation>
    </message>
</context>
<context>
    <name>NLSetupDialog</name>
    <message>
        <source>Set up the no-limit table</source>
        <translation>Налаштування столу без ліміту</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <source>Seats at the table:</source>
        <translation>Місць за столом:</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Порожнє</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Компʼютер: легкий</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Компʼютер: звичайний</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Компʼютер: складний</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Місце {n}</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>Фішки й сесія</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без обмежень</translation>
    </message>
    <message>
        <source>blank: a new deck each session</source>
        <translation>порожньо: нова колода в кожній сесії</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Slide the chips to the winners</source>
        <translation>Пересувати фішки до переможців</translation>
    </message>
    <message>
        <source>Stacks of different sizes (short stacks go all-in and make side pots)</source>
        <translation>Стеки різного розміру (короткі стеки йдуть ва-банк і утворюють побічні банки)</translation>
    </message>
    <message>
        <source>Starting stack:</source>
        <translation>Початковий стек:</translation>
    </message>
    <message>
        <source>Small blind:</source>
        <translation>Малий блайнд:</translation>
    </message>
    <message>
        <source>Big blind:</source>
        <translation>Великий блайнд:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Анте:</translation>
    </message>
    <message>
        <source>Stop after hands:</source>
        <translation>Максимум роздач:</translation>
    </message>
    <message>
        <source>Stop after minutes:</source>
        <translation>Максимум хвилин:</translation>
    </message>
    <message>
        <source>Deck seed:</source>
        <translation>Номер колоди:</translation>
    </message>
    <message>
        <source>Pause before a computer acts:</source>
        <translation>Пауза перед ходом компʼютера:</translation>
    </message>
    <message>
        <source>When you deal (no seat is yours), ask me</source>
        <translation>Коли ви роздаєте (жодне місце не ваше), питати мене</translation>
    </message>
    <message>
        <source>whose action it is, the call and the smallest raise</source>
        <translation>чий хід, колл і мінімальний рейз</translation>
    </message>
    <message>
        <source>the pot after each betting round</source>
        <translation>банк після кожного раунду торгівлі</translation>
    </message>
    <message>
        <source>the main and side pots at an all-in</source>
        <translation>основний і побічні банки при ва-банку</translation>
    </message>
    <message>
        <source>who wins each pot at the showdown, and the chips</source>
        <translation>хто виграє кожен банк на відкритті карт і скільки фішок</translation>
    </message>
    <message>
        <source>At least two seats need a player.</source>
        <translation>Потрібні гравці принаймні на двох місцях.</translation>
    </message>
    <message>
        <source>The small blind cannot be more than the big blind.</source>
        <translation>Малий блайнд не може бути більшим за великий.</translation>
    </message>
    <message>
        <source>The deck seed is a whole number from 0 to 2147483647, or blank.</source>
        <translation>Номер колоди — ціле число від 0 до 2147483647 або порожнє поле.</translation>
    </message>
</context>
<context>
    <name>NLSummary</name>
    <message numerus="yes">
        <source>%n hand(s) played</source>
        <translation>
            <numerusform>Зіграно %n роздачу</numerusform>
            <numerusform>Зіграно %n роздачі</numerusform>
            <numerusform>Зіграно %n роздач</numerusform>
        </translation>
    </message>
    <message>
        <source>Whose action, call and raise</source>
        <translation>Чий хід, колл і рейз</translation>
    </message>
    <message>
        <source>The pot after a round</source>
        <translation>Банк після раунду</translation>
    </message>
    <message>
        <source>Main and side pots</source>
        <translation>Основний і побічні банки</translation>
    </message>
    <message>
        <source>The showdown award</source>
        <translation>Розподіл банків на відкритті карт</translation>
    </message>
    <message>
        <source>One player has every chip.</source>
        <translation>Усі фішки в одного гравця.</translation>
    </message>
    <message>
        <source>The session&apos;s number of hands is played.</source>
        <translation>Усі роздачі сесії зіграно.</translation>
    </message>
    <message>
        <source>The session&apos;s time is up.</source>
        <translation>Час сесії вичерпано.</translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation>У вас закінчилися фішки.</translation>
    </message>
    <message>
        <source>The session was ended.</source>
        <translation>Сесію зупинено.</translation>
    </message>
    <message>
        <source>Biggest pot: {amount} (hand {number})</source>
        <translation>Найбільший банк: {amount} (роздача {number})</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Your dealing</source>
        <translation>Ваша робота дилером</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Питання</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Правильно</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Медіанний час</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
</context>
<context>
    <name>NLTable</name>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Колл</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Рейз</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Ва-банк</translation>
    </message>
    <message>
        <source>Before the flop</source>
        <translation>До флопу</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Терн</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Рівер</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Відкриття карт</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>місця {seats}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>місце {seat}</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Вибув</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>МБ</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>ВБ</translation>
    </message>
    <message>
        <source>Hand {number} · blinds {small}/{big}</source>
        <translation>Роздача {number} · блайнди {small}/{big}</translation>
    </message>
    <message>
        <source>Hand {number} · blinds {small}/{big} · ante {ante}</source>
        <translation>Роздача {number} · блайнди {small}/{big} · анте {ante}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Роздачу завершено</translation>
    </message>
    <message>
        <source>D</source>
        <translation>Д</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>N або Enter — нова сесія за вашим столом.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Сесію завершено.</translation>
    </message>
    <message>
        <source>A hand from a file: step through it with the arrows.</source>
        <translation>Роздача з файлу: переходьте між кроками стрілками.</translation>
    </message>
    <message>
        <source>The hand is over: N or Enter deals the next one.</source>
        <translation>Роздачу завершено: N або Enter — наступна роздача.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш хід.</translation>
    </message>
    <message>
        <source>Seat {seat} to act</source>
        <translation>Хід місця {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} cannot check: there is a bet of {to} to call, so it may {allowed}</source>
        <translation>Місце {seat} не може зробити чек: треба зрівняти ставку {to}, тож воно може {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to call, so it may {allowed}</source>
        <translation>Місцю {seat} нічого зрівнювати, тож воно може {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} can bet at most {max}, all its chips, so it may {allowed}</source>
        <translation>Місце {seat} може поставити щонайбільше {max}, усі свої фішки, тож воно може {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s only bet or raise is all-in, to {max}, so it may {allowed}</source>
        <translation>Єдина ставка чи рейз місця {seat} — ва-банк, до {max}, тож воно може {allowed}</translation>
    </message>
    <message>
        <source>The minimum bet is {min}, the big blind, so seat {seat} may {allowed}</source>
        <translation>Мінімальна ставка — {min}, великий блайнд, тож місце {seat} може {allowed}</translation>
    </message>
    <message>
        <source>The minimum raise is to {min} (the last full raise was {full}), so seat {seat} may {allowed}</source>
        <translation>Мінімальний рейз — до {min} (останній повний рейз був {full}), тож місце {seat} може {allowed}</translation>
    </message>
    <message>
        <source>{why}. Seat {seat} may {allowed}</source>
        <translation>{why}. Місце {seat} може {allowed}</translation>
    </message>
    <message>
        <source>fold or call {call}</source>
        <translation>скинути карти або зрівняти {call}</translation>
    </message>
    <message>
        <source>fold, call {call} or raise to {min} up to {max}</source>
        <translation>скинути карти, зрівняти {call} або зробити рейз до суми від {min} до {max}</translation>
    </message>
    <message>
        <source>fold, call {call} or raise all-in to {max}</source>
        <translation>скинути карти, зрівняти {call} або зробити рейз ва-банк до {max}</translation>
    </message>
    <message>
        <source>check or fold</source>
        <translation>зробити чек або скинути карти</translation>
    </message>
    <message>
        <source>check or bet {min} up to {max}</source>
        <translation>зробити чек або поставити від {min} до {max}</translation>
    </message>
    <message>
        <source>check or bet all-in, {max}</source>
        <translation>зробити чек або поставити ва-банк, {max}</translation>
    </message>
    <message>
        <source>check or raise to {min} up to {max}</source>
        <translation>зробити чек або зробити рейз до суми від {min} до {max}</translation>
    </message>
    <message>
        <source>check or raise all-in to {max}</source>
        <translation>зробити чек або зробити рейз ва-банк до {max}</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops after the blinds.</source>
        <translation>Роздача у файлі закінчується після блайндів.</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops before its end ({street}).</source>
        <translation>Роздача у файлі закінчується раніше, ніж завершується ({street}).</translation>
    </message>
</context>
<context>
    <name>NLTableController</name>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Не вдалося прочитати файл: {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>це не текст у кодуванні UTF-8</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>Цю роздачу стіл показати не може: {reason}</translation>
    </message>
    <message>
        <source>Open a file of one no-limit hand here; casino hands open on the casino table.</source>
        <translation>Тут відкривайте файл з однією роздачею без ліміту; роздачі казино-ігор відкриваються на столі казино.</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message numerus="yes">
        <source>Stopped after %n hand(s) of {hands}, seed {seed}</source>
        <translation>
            <numerusform>Зупинено після %n роздачі з {hands}, номер {seed}</numerusform>
            <numerusform>Зупинено після %n роздач з {hands}, номер {seed}</numerusform>
            <numerusform>Зупинено після %n роздач з {hands}, номер {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>{rule}: {value}</source>
        <translation>{rule}: {value}</translation>
    </message>
    <message>
        <source>{value} (best strategy)</source>
        <translation>{value} (найкраща стратегія)</translation>
    </message>
    <message>
        <source>every other hand</source>
        <translation>решта рук</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>програє</translation>
    </message>
    <message>
        <source>{pays} to 1</source>
        <translation>{pays} до 1</translation>
    </message>
    <message>
        <source>House edge: {edge} of the bet, over {hands} deals</source>
        <translation>Перевага казино: {edge} від ставки (варіантів: {hands})</translation>
    </message>
    <message>
        <source>Published: {value}</source>
        <translation>Опубліковано: {value}</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Перевага казино</translation>
    </message>
    <message>
        <source>{played} of {hands} hands, seed {seed}</source>
        <translation>{played} з {hands} роздач, номер {seed}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>від {low} до {high}</translation>
    </message>
    <message>
        <source>every five-card hand: the player&apos;s two cards and the flop</source>
        <translation>усі руки з п’яти карт — дві карти гравця і флоп</translation>
    </message>
    <message>
        <source>every deal of the player&apos;s two cards and the dealer&apos;s two</source>
        <translation>усі розклади двох карт гравця і двох карт дилера</translation>
    </message>
    <message>
        <source>Call every hand</source>
        <translation>Колл у кожній роздачі</translation>
    </message>
    <message>
        <source>Call every hand, whatever the flop.</source>
        <translation>Колл у кожній роздачі, хоч би яким був флоп.</translation>
    </message>
    <message>
        <source>The seats&apos; strategy</source>
        <translation>Стратегія місць</translation>
    </message>
    <message>
        <source>Call with a pair the player&apos;s cards make (or two pair or better), four to a flush, four to a straight, an ace, king, queen or jack in hand, or two overcards; fold the rest. Our reading of the rules of thumb published at cardsflip.com and practicalwebtools.com.</source>
        <translation>Колл із парою, яку складають карти гравця (або з двома парами й краще), чотирма картами флешу, чотирма картами стріту, тузом, королем, дамою чи валетом у руці або двома оверкартами; решту скинути. Наше прочитання простих правил, опублікованих на cardsflip.com і practicalwebtools.com.</translation>
    </message>
    <message>
        <source>Hands called</source>
        <translation>Роздачі з коллом</translation>
    </message>
    <message>
        <source>Dealer qualifies</source>
        <translation>Дилер кваліфікується</translation>
    </message>
    <message>
        <source>The table&apos;s strategy</source>
        <translation>Стратегія столу</translation>
    </message>
    <message>
        <source>Play every hand but 2-3 to 2-7 offsuit (and 3-4 offsuit where the ante pays only on a flush); bet the flop and the turn with a pocket pair or a pair that uses a hole card, else check.</source>
        <translation>Грати кожну роздачу, крім 2-3 … 2-7 різних мастей (і 3-4 різних мастей, де анте виплачується лише на флеш); на флопі й терні ставити з кишеньковою парою або парою, що використовує закриту карту, інакше чек.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Зіграні роздачі</translation>
    </message>
</context>
<context>
    <name>OddsPage</name>
    <message>
        <source>Main game: simulation</source>
        <translation>Основна гра: моделювання</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Стратегія:</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>&amp;Роздачі:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Номер:</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Почати</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>&amp;Зупинити</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показник</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Оцінка</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% інтервал</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Опубліковано</translation>
    </message>
    <message>
        <source>The estimate is the mean over the hands played; the true figure lies in the interval in 95 runs of 100. The published figure for the best strategy is a yardstick: a simpler strategy gives the house more.</source>
        <translation>Оцінка — це середнє за зіграними роздачами; справжнє значення потрапляє в інтервал у 95 запусках зі 100. Опубліковане значення для найкращої стратегії — орієнтир: простіша стратегія дає казино більше.</translation>
    </message>
    <message>
        <source>House rules: {rules}</source>
        <translation>Правила казино: {rules}</translation>
    </message>
</context>
<context>
    <name>OddsWindow</name>
    <message>
        <source>Odds</source>
        <translation>Шанси</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <source>Custom pay table: {table}</source>
        <translation>Власна таблиця виплат: {table}</translation>
    </message>
    <message>
        <source>Use this table</source>
        <translation>Використати цю таблицю</translation>
    </message>
    <message>
        <source>A lower hand pays more</source>
        <translation>Нижча комбінація платить більше</translation>
    </message>
    <message>
        <source>This table pays a lower hand more than a higher one:</source>
        <translation>Ця таблиця платить за нижчу комбінацію більше, ніж за вищу:</translation>
    </message>
    <message>
        <source>Keep the table as it is, or change it?</source>
        <translation>Залишити таблицю як є чи змінити її?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Залишити</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>З&amp;мінити</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>Drill</source>
        <translation>Вправа</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Відповіді</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точність</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>Останні 30</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Медіанний час</translation>
    </message>
    <message>
        <source>Target (level {level})</source>
        <translation>Норма (рівень {level})</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Серія</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Засвоєно</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Складено</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Спроба</translation>
    </message>
    <message>
        <source>Practise next (weakest first):</source>
        <translation>Що тренувати далі (спершу найслабше):</translation>
    </message>
    <message>
        <source>Exams:</source>
        <translation>Іспити:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Найкращий результат</translation>
    </message>
    <message>
        <source>Speed rounds: best results</source>
        <translation>Раунди на швидкість: найкращі результати</translation>
    </message>
    <message>
        <source>Export this trainee to CSV...</source>
        <translation>Експортувати цього стажера в CSV...</translation>
    </message>
    <message>
        <source>Export every trainee to CSV...</source>
        <translation>Експортувати всіх стажерів у CSV...</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>Прогрес: {name}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ще ні</translation>
    </message>
    <message>
        <source>Hands missed most lately:</source>
        <translation>Руки, у яких найчастіше помилялися останнім часом:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>перервано</translation>
    </message>
    <message>
        <source>first</source>
        <translation>перша</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>повторна (спроба {n})</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <source>{drill}: not practised yet</source>
        <translation>{drill}: ще не тренували</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} s a question (target {target} s)</source>
        <translation>{drill}: останнім часом {right}% правильно, {seconds} с на питання (норма {target} с)</translation>
    </message>
    <message>
        <source>accuracy, last 10 answers</source>
        <translation>точність, останні 10 відповідей</translation>
    </message>
    <message>
        <source>median seconds, last 10 answers</source>
        <translation>медіана в секундах, останні 10 відповідей</translation>
    </message>
    <message>
        <source>No answers in this drill yet.</source>
        <translation>У цій вправі ще немає відповідей.</translation>
    </message>
    <message>
        <source>target time at level {level}</source>
        <translation>норма часу на рівні {level}</translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation>Експорт у CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Експорт</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>Не вдалося записати файл: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) written to {path}.</source>
        <translation>
            <numerusform>%n відповідь записано у файл {path}.</numerusform>
            <numerusform>%n відповіді записано у файл {path}.</numerusform>
            <numerusform>%n відповідей записано у файл {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged answer(s) could not be read and (was|were) left out; the next start sets (it|them) aside and says so.</source>
        <translation>
            <numerusform>%n пошкоджену відповідь не вдалося прочитати, тож її пропущено; під час наступного запуску її буде відкладено, і про це буде сказано.</numerusform>
            <numerusform>%n пошкоджені відповіді не вдалося прочитати, тож їх пропущено; під час наступного запуску їх буде відкладено, і про це буде сказано.</numerusform>
            <numerusform>%n пошкоджених відповідей не вдалося прочитати, тож їх пропущено; під час наступного запуску їх буде відкладено, і про це буде сказано.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Close (Esc)</source>
        <translation>Закрити (Esc)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Виділити все</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Крок в&amp;гору</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Крок до&amp;низу</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Перегляд в:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперед</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Батьківська тека</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Створити нову теку</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Списком</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Детально</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Ім&apos;я файлу:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Тип файлів:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Відкрити</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Обрати</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Зберегти як</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Нова тека</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Перейменувати</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Видалити</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Показувати при&amp;ховані файли</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Нова тека</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Нещодавні місця</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Йти назад</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Йти вперед</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Перейти до батьківської теки</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Створити нову теку</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Перейти до перегляду списком</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Перейти до детального перегляду</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Бічна панель</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Список місць та закладок</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файли</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Тека:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Теки</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Пошук теки</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Тека</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Тека</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Невідомо</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Мій комп&apos;ютер</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 вже існує.
Бажаєте перезаписати його?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Ви впевнені, що хочете видалити &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Не вдалося видалити теку.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Ім&apos;я</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Дата зміни</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Мій комп&apos;ютер</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп&apos;ютер</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 Кб</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 байт</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Повернути</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Ви&amp;різати</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставити</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Виділити все</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Зберегти все</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>Т&amp;ак</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Так &amp;для всіх</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ні</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Ні для вс&amp;іх</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Перервати</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ігнорувати</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Відхилити</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Довідка</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Застосувати</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Відновити типово</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Повернути</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Ви&amp;різати</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копіювати &amp;адресу посилання</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставити</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Виділити все</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>royal flush</source>
        <translation>роял-флеш</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>стріт-флеш</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>каре</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>фул-хаус</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>флеш</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>стріт</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>трійка</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>дві пари</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>старша карта</translation>
    </message>
    <message>
        <source>pair of twos</source>
        <translation>пара двійок</translation>
    </message>
    <message>
        <source>pair of threes</source>
        <translation>пара трійок</translation>
    </message>
    <message>
        <source>pair of fours</source>
        <translation>пара четвірок</translation>
    </message>
    <message>
        <source>pair of fives</source>
        <translation>пара пʼятірок</translation>
    </message>
    <message>
        <source>pair of sixes</source>
        <translation>пара шісток</translation>
    </message>
    <message>
        <source>pair of sevens</source>
        <translation>пара сімок</translation>
    </message>
    <message>
        <source>pair of eights</source>
        <translation>пара вісімок</translation>
    </message>
    <message>
        <source>pair of nines</source>
        <translation>пара девʼяток</translation>
    </message>
    <message>
        <source>pair of tens</source>
        <translation>пара десяток</translation>
    </message>
    <message>
        <source>pair of jacks</source>
        <translation>пара валетів</translation>
    </message>
    <message>
        <source>pair of queens</source>
        <translation>пара дам</translation>
    </message>
    <message>
        <source>pair of kings</source>
        <translation>пара королів</translation>
    </message>
    <message>
        <source>pair of aces</source>
        <translation>пара тузів</translation>
    </message>
    <message>
        <source>two</source>
        <translation>двійка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>трійка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвірка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пʼятірка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шістка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>сімка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>вісімка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>девʼятка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>{first}-{second}-{third}-{fourth}-{fifth}</source>
        <translation>{first}-{second}-{third}-{fourth}-{fifth}</translation>
    </message>
    <message>
        <source>the player folded</source>
        <translation>гравець скинув карти</translation>
    </message>
    <message>
        <source>the dealer does not qualify</source>
        <translation>дилер не кваліфікується</translation>
    </message>
    <message>
        <source>the player wins</source>
        <translation>гравець виграє</translation>
    </message>
    <message>
        <source>Ante pay table</source>
        <translation>Таблиця виплат анте</translation>
    </message>
    <message>
        <source>AA Bonus pay table</source>
        <translation>Таблиця виплат бонусу AA</translation>
    </message>
    <message>
        <source>Bonus pay table</source>
        <translation>Таблиця виплат бонусу</translation>
    </message>
    <message>
        <source>AA Bonus on a fold</source>
        <translation>Бонус AA, якщо карти скинуто</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>розраховується</translation>
    </message>
    <message>
        <source>forfeited</source>
        <translation>втрачається</translation>
    </message>
    <message>
        <source>Ante pays on</source>
        <translation>Анте платить</translation>
    </message>
    <message>
        <source>a straight or better</source>
        <translation>від стріту і вище</translation>
    </message>
    <message>
        <source>a flush or better</source>
        <translation>від флешу і вище</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <source>all bets are returned</source>
        <translation>усі ставки повертаються</translation>
    </message>
    <message>
        <source>push</source>
        <translation>нічия</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>дилер виграє</translation>
    </message>
    <message>
        <source>the dealer wins</source>
        <translation>дилер виграє</translation>
    </message>
    <message>
        <source>Total: {total}</source>
        <translation>Разом: {total}</translation>
    </message>
    <message>
        <source>Every seat antes {ante}</source>
        <translation>Кожне місце ставить анте {ante}</translation>
    </message>
    <message>
        <source>Seat {seat} has only {amount} for the ante and is all-in</source>
        <translation>Місце {seat} має на анте лише {amount} і йде ва-банк</translation>
    </message>
    <message>
        <source>Heads-up: the button posts the small blind, acts first before the flop and last on every later street</source>
        <translation>Гра вдвох: баттон ставить малий блайнд, ходить першим до флопу й останнім на всіх наступних вулицях</translation>
    </message>
    <message>
        <source>Seat {seat} posts the small blind, {amount}</source>
        <translation>Місце {seat} ставить малий блайнд, {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the big blind, {amount}</source>
        <translation>Місце {seat} ставить великий блайнд, {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the small blind</source>
        <translation>Місце {seat} ставить {amount} ва-банк, менше за малий блайнд</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the others still call the full {big_blind} and the minimum raise is to {min_to}</source>
        <translation>Місце {seat} ставить {amount} ва-банк, менше за великий блайнд: інші однаково зрівнюють повний великий блайнд {big_blind}, а мінімальний рейз — до {min_to}</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the only player who can still bet just has to match {amount}</source>
        <translation>Місце {seat} ставить {amount} ва-банк, менше за великий блайнд: єдиному гравцеві, який ще може ставити, досить зрівняти {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in to {to}, less than a full raise to {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>Місце {seat} іде ва-банк до {to}, це менше за повний рейз до {min_to}: для місць, що вже походили, торгівля не відкривається знову</translation>
    </message>
    <message>
        <source>Seat {seat} bets {to} all-in, less than the minimum bet of {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>Місце {seat} ставить {to} ва-банк, менше за мінімальну ставку {min_to}: для місць, що вже походили, торгівля не відкривається знову</translation>
    </message>
    <message>
        <source>The short all-ins since seat {seat} acted add up to a full raise: seat {seat} may raise again</source>
        <translation>Неповні ва-банки після ходу місця {seat} разом дають повний рейз: місце {seat} може знову зробити рейз</translation>
    </message>
    <message>
        <source>Seat {seat} folds although it could check: the fold is legal and binding</source>
        <translation>Місце {seat} скидає карти, хоча могло зробити чек: скидання дійсне й остаточне</translation>
    </message>
    <message>
        <source>Uncalled {amount} returned to seat {seat}</source>
        <translation>Неприйняту ставку {amount} повернуто місцю {seat}</translation>
    </message>
    <message>
        <source>Every remaining player is all-in: the rest of the board is dealt with no more betting</source>
        <translation>Усі гравці, що залишилися, у ва-банку: решту спільних карт викладають без торгівлі</translation>
    </message>
    <message>
        <source>All remaining players but one are all-in: the rest of the board is dealt with no more betting</source>
        <translation>Усі гравці, що залишилися, крім одного, у ва-банку: решту спільних карт викладають без торгівлі</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seat {last}</source>
        <translation>{pot}: {amount}, місце {last}</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seats {seats} and {last}</source>
        <translation>{pot}: {amount}, місця {seats} і {last}</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: {hand}</source>
        <translation>Місце {seat} показує {cards}: {hand}</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat} ({hand})</source>
        <translation>{pot}: {amount} місцю {seat} ({hand})</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, every other player folded</source>
        <translation>{pot}: {amount} місцю {seat}, усі інші гравці скинули карти</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, the only player in it</source>
        <translation>{pot}: {amount} місцю {seat}, єдиному гравцеві в цьому банку</translation>
    </message>
    <message>
        <source>{pot}: {amount} split by seats {seats} and {last} ({hand}), {share} each</source>
        <translation>{pot}: {amount} ділять місця {seats} і {last} ({hand}), по {share} кожному</translation>
    </message>
    <message>
        <source>{pot}: the odd chip goes to seat {last}, the first winner left of the button</source>
        <translation>{pot}: зайва фішка — місцю {last}, першому переможцю ліворуч від баттона</translation>
    </message>
    <message numerus="yes">
        <source>{pot}: %n odd chip(s), one each to seats {seats} and {last}, clockwise from the button</source>
        <translation>
            <numerusform>{pot}: %n зайва фішка — по одній місцям {seats} і {last}, за годинниковою стрілкою від баттона</numerusform>
            <numerusform>{pot}: %n зайві фішки — по одній місцям {seats} і {last}, за годинниковою стрілкою від баттона</numerusform>
            <numerusform>{pot}: %n зайвих фішок — по одній місцям {seats} і {last}, за годинниковою стрілкою від баттона</numerusform>
        </translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Основний банк</translation>
    </message>
    <message>
        <source>Side pot</source>
        <translation>Побічний банк</translation>
    </message>
    <message>
        <source>Side pot 1</source>
        <translation>Побічний банк 1</translation>
    </message>
    <message>
        <source>Side pot 2</source>
        <translation>Побічний банк 2</translation>
    </message>
    <message>
        <source>Side pot 3</source>
        <translation>Побічний банк 3</translation>
    </message>
    <message>
        <source>Side pot 4</source>
        <translation>Побічний банк 4</translation>
    </message>
    <message>
        <source>Side pot 5</source>
        <translation>Побічний банк 5</translation>
    </message>
    <message>
        <source>Side pot 6</source>
        <translation>Побічний банк 6</translation>
    </message>
    <message>
        <source>Side pot 7</source>
        <translation>Побічний банк 7</translation>
    </message>
    <message>
        <source>Side pot 8</source>
        <translation>Побічний банк 8</translation>
    </message>
    <message>
        <source>straight or lower</source>
        <translation>стріт або нижче</translation>
    </message>
    <message>
        <source>A-A against the dealer&apos;s A-A</source>
        <translation>A-A проти A-A дилера</translation>
    </message>
    <message>
        <source>A-A</source>
        <translation>A-A</translation>
    </message>
    <message>
        <source>A-K suited</source>
        <translation>A-K однієї масті</translation>
    </message>
    <message>
        <source>A-Q or A-J suited</source>
        <translation>A-Q або A-J однієї масті</translation>
    </message>
    <message>
        <source>A-K offsuit</source>
        <translation>A-K різних мастей</translation>
    </message>
    <message>
        <source>K-K, Q-Q or J-J</source>
        <translation>K-K, Q-Q або J-J</translation>
    </message>
    <message>
        <source>A-Q or A-J offsuit</source>
        <translation>A-Q або A-J різних мастей</translation>
    </message>
    <message>
        <source>2-2 to T-T</source>
        <translation>від 2-2 до T-T</translation>
    </message>
    <message>
        <source>Variant: {lines}</source>
        <translation>Варіант: {lines}</translation>
    </message>
    <message>
        <source>{line} {n} to 1</source>
        <translation>{line} {n} до 1</translation>
    </message>
    <message>
        <source>{line} {n}</source>
        <translation>{line} {n}</translation>
    </message>
    <message>
        <source>&quot;25 for a flush and above&quot;</source>
        <translation>«25 за флеш і вище»</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Стандартна</translation>
    </message>
    <message>
        <source>Ante {stake} pays {mult} to 1 on the player&apos;s {hand}: {net}</source>
        <translation>Анте {stake} платить {mult} до 1 за руку гравця ({hand}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: both best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>Анте {stake} повертається: найкращі пʼять карт обох рук рівні за старшинством ({hand}, {ranks}).</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded.</source>
        <translation>Анте {stake} програє: гравець скинув карти.</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand} (the {dealer_rank} beats the {rank}).</source>
        <translation>Анте {stake} програє: рука дилера ({dealer_hand}) старша за руку гравця ({hand}), бо {dealer_rank} — вища карта, ніж {rank}.</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>Анте {stake} програє: рука дилера ({dealer_hand}) старша за руку гравця ({hand}).</translation>
    </message>
    <message>
        <source>Call {stake} pushes: the dealer does not qualify.</source>
        <translation>Колл {stake} повертається: дилер не кваліфікується.</translation>
    </message>
    <message>
        <source>Call {stake} pays 1 to 1: {net}</source>
        <translation>Колл {stake} платить 1 до 1: {net}</translation>
    </message>
    <message>
        <source>Call {stake} pushes on the tie.</source>
        <translation>Колл {stake} повертається: нічия.</translation>
    </message>
    <message>
        <source>Call {stake} loses.</source>
        <translation>Колл {stake} програє.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: this house forfeits the bonus when the player folds.</source>
        <translation>Бонус AA {stake} програє: за правилами цього казино бонус втрачається, якщо гравець скинув карти.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: {hand} with the flop is below a pair of aces.</source>
        <translation>Бонус AA {stake} програє: рука з флопом ({hand}) нижча за пару тузів.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} pays {mult} to 1 for {line} with the flop: {net}</source>
        <translation>Бонус AA {stake} платить {mult} до 1 за руку з флопом ({line}): {net}</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, qualifies (a pair of fours or better is needed).</source>
        <translation>Рука дилера — {dealer_hand} — кваліфікується (потрібна пара четвірок або вище).</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, does not qualify: it is below a pair of fours.</source>
        <translation>Рука дилера — {dealer_hand} — не кваліфікується: вона нижча за пару четвірок.</translation>
    </message>
    <message>
        <source>Bonus {stake} loses: the starting cards are not a pair, A-K, A-Q or A-J.</source>
        <translation>Бонус {stake} програє: стартові карти — не пара і не A-K, A-Q чи A-J.</translation>
    </message>
    <message>
        <source>Bonus {stake} pays {mult} to 1 for {line}: {net}</source>
        <translation>Бонус {stake} платить {mult} до 1 за стартові карти ({line}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded before the flop.</source>
        <translation>Анте {stake} програє: гравець скинув карти до флопу.</translation>
    </message>
    <message>
        <source>Ante {stake} pays 1 to 1 on the player&apos;s {hand}: {net}</source>
        <translation>Анте {stake} платить 1 до 1 за руку гравця ({hand}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below the flush this table needs.</source>
        <translation>Анте {stake} повертається: гравець виграє, але його рука ({hand}) нижча за флеш, якого вимагає цей стіл.</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below a straight.</source>
        <translation>Анте {stake} повертається: гравець виграє, але його рука ({hand}) нижча за стріт.</translation>
    </message>
    <message>
        <source>Ante {stake} pushes on the tie.</source>
        <translation>Анте {stake} повертається: нічия.</translation>
    </message>
    <message>
        <source>Ante {stake} loses.</source>
        <translation>Анте {stake} програє.</translation>
    </message>
    <message>
        <source>Play bet {stake} pays 1 to 1: {net}</source>
        <translation>Ставка «Гра» {stake} платить 1 до 1: {net}</translation>
    </message>
    <message>
        <source>Play bet {stake} pushes on the tie.</source>
        <translation>Ставка «Гра» {stake} повертається: нічия.</translation>
    </message>
    <message>
        <source>Play bet {stake} loses.</source>
        <translation>Ставка «Гра» {stake} програє.</translation>
    </message>
    <message>
        <source>Flop bet {stake} pays 1 to 1: {net}</source>
        <translation>Ставка на флопі {stake} платить 1 до 1: {net}</translation>
    </message>
    <message>
        <source>Flop bet {stake} pushes on the tie.</source>
        <translation>Ставка на флопі {stake} повертається: нічия.</translation>
    </message>
    <message>
        <source>Flop bet {stake} loses.</source>
        <translation>Ставка на флопі {stake} програє.</translation>
    </message>
    <message>
        <source>Turn bet {stake} pays 1 to 1: {net}</source>
        <translation>Ставка на терні {stake} платить 1 до 1: {net}</translation>
    </message>
    <message>
        <source>Turn bet {stake} pushes on the tie.</source>
        <translation>Ставка на терні {stake} повертається: нічия.</translation>
    </message>
    <message>
        <source>Turn bet {stake} loses.</source>
        <translation>Ставка на терні {stake} програє.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); this table pushes ties.</source>
        <translation>Нічия: найкращі пʼять карт гравця й дилера рівні за старшинством ({hand}, {ranks}); на цьому столі при нічиї ставки повертаються.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); at this table the dealer wins ties.</source>
        <translation>Нічия: найкращі пʼять карт гравця й дилера рівні за старшинством ({hand}, {ranks}); на цьому столі нічия — на користь дилера.</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}.</source>
        <translation>Рука гравця ({hand}) старша за руку дилера ({dealer_hand}).</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>Рука дилера ({dealer_hand}) старша за руку гравця ({hand}).</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}: {ranks} against {dealer_ranks}, the {rank} beats the {dealer_rank}.</source>
        <translation>Рука гравця ({hand}) старша за руку дилера ({dealer_hand}): у гравця {ranks}, у дилера {dealer_ranks}; {rank} — вища карта, ніж {dealer_rank}.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}: {dealer_ranks} against {ranks}, the {dealer_rank} beats the {rank}.</source>
        <translation>Рука дилера ({dealer_hand}) старша за руку гравця ({hand}): у дилера {dealer_ranks}, у гравця {ranks}; {dealer_rank} — вища карта, ніж {rank}.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>Нічия: найкращі пʼять карт гравця й дилера рівні за старшинством ({hand}, {ranks}).</translation>
    </message>
</context>
<context>
    <name>RulesPages</name>
    <message>
        <source>{n} to 1</source>
        <translation>{n} до 1</translation>
    </message>
    <message>
        <source>Start the self-test</source>
        <translation>Почати самоперевірку</translation>
    </message>
    <message>
        <source>Practise this game in the trainer</source>
        <translation>Тренувати цю гру в тренажері</translation>
    </message>
    <message>
        <source>A seat folds only when none of these holds.</source>
        <translation>Місце скидає карти лише тоді, коли не справджується жодне з цього.</translation>
    </message>
    <message>
        <source>Target time at levels 1, 2 and 3: {seconds} s</source>
        <translation>Норма часу на рівнях 1, 2 і 3: {seconds} с</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Спільні карти</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Місце {n}</translation>
    </message>
    <message>
        <source>Open this hand on the table</source>
        <translation>Відкрити цю роздачу на столі</translation>
    </message>
    <message>
        <source>{value} (active)</source>
        <translation>{value} (діє)</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Платить</translation>
    </message>
    <message>
        <source>Bet {stake}</source>
        <translation>Ставка {stake}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Комбінація</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Приклад</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>*This page is not written in this language yet: here it is in English.*</source>
        <translation>*Цю сторінку ще не написано цією мовою: ось вона англійською.*</translation>
    </message>
    <message>
        <source>This page cannot be shown: {reason}</source>
        <translation>Цю сторінку неможливо показати: {reason}</translation>
    </message>
    <message>
        <source>Not on this page</source>
        <translation>На цій сторінці не знайдено</translation>
    </message>
    <message>
        <source>Print the page to PDF</source>
        <translation>Друк сторінки в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файли PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}.</source>
        <translation>Не вдалося записати PDF у {path}.</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Збережено: {name}</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Самоперевірка</translation>
    </message>
    <message>
        <source>Self-test: question {n}</source>
        <translation>Самоперевірка: питання {n}</translation>
    </message>
    <message>
        <source>✔ Right: {amount}</source>
        <translation>✔ Правильно: {amount}</translation>
    </message>
    <message>
        <source>✘ Not right: the answer is {amount}</source>
        <translation>✘ Неправильно: правильна відповідь — {amount}</translation>
    </message>
    <message>
        <source>Right so far: {right} of {answered}</source>
        <translation>Поки що правильно: {right} з {answered}</translation>
    </message>
    <message>
        <source>Find on this page</source>
        <translation>Пошук на цій сторінці</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Попередній</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Наступний</translation>
    </message>
    <message>
        <source>Print to PDF...</source>
        <translation>Друк у PDF...</translation>
    </message>
    <message>
        <source>The amount, in chips</source>
        <translation>Сума у фішках</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Перевірити</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Наступне питання</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Ana</source>
        <translation>Оксана</translation>
    </message>
    <message>
        <source>Bohdan</source>
        <translation>Богдан</translation>
    </message>
    <message>
        <source>Chai</source>
        <translation>Марія</translation>
    </message>
    <message>
        <source>Dana</source>
        <translation>Тарас</translation>
    </message>
    <message>
        <source>Erik</source>
        <translation>Олена</translation>
    </message>
    <message>
        <source>Farah</source>
        <translation>Андрій</translation>
    </message>
    <message>
        <source>Gio</source>
        <translation>Ірина</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>Микола</translation>
    </message>
    <message>
        <source>Iris</source>
        <translation>Софія</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>The dealer qualifies and loses.</source>
        <translation>Дилер кваліфікується і програє.</translation>
    </message>
    <message>
        <source>The dealer does not qualify.</source>
        <translation>Дилер не кваліфікується.</translation>
    </message>
    <message>
        <source>The dealer qualifies; the two hands tie.</source>
        <translation>Дилер кваліфікується; руки рівні — нічия.</translation>
    </message>
    <message>
        <source>The dealer qualifies and wins.</source>
        <translation>Дилер кваліфікується і виграє.</translation>
    </message>
    <message>
        <source>The player&apos;s hand wins.</source>
        <translation>Рука гравця виграє.</translation>
    </message>
    <message>
        <source>The two hands tie.</source>
        <translation>Руки рівні — нічия.</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand wins.</source>
        <translation>Рука дилера виграє.</translation>
    </message>
    <message>
        <source>Pay tables: ante {ante}, AA Bonus {bonus}.</source>
        <translation>Таблиці виплат: анте {ante}, бонус AA {bonus}.</translation>
    </message>
    <message>
        <source>Ante {ante}; the player folds after the flop.</source>
        <translation>Анте {ante}; після флопу гравець скидає карти.</translation>
    </message>
    <message>
        <source>Ante {ante}, call {call}.</source>
        <translation>Анте {ante}, колл {call}.</translation>
    </message>
    <message>
        <source>This house settles the AA Bonus of a player who folds, as if the player had called.</source>
        <translation>У цьому казино бонус AA гравця, який скинув карти, розраховують так, ніби гравець зробив колл.</translation>
    </message>
    <message>
        <source>This house takes the AA Bonus of a player who folds, with the ante.</source>
        <translation>У цьому казино бонус AA гравця, який скинув карти, забирають разом з анте.</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a straight or better.</source>
        <translation>У цьому казино анте платить, коли гравець виграє з рукою від стріту і вище.</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a flush or better.</source>
        <translation>У цьому казино анте платить, коли гравець виграє з рукою від флешу і вище.</translation>
    </message>
    <message>
        <source>On a tie every bet pushes.</source>
        <translation>У разі нічиєї всі ставки повертаються.</translation>
    </message>
    <message>
        <source>On a tie the dealer wins.</source>
        <translation>У разі нічиєї виграє дилер.</translation>
    </message>
    <message>
        <source>Bonus pay table: {bonus}.</source>
        <translation>Таблиця виплат бонусної ставки: {bonus}.</translation>
    </message>
    <message>
        <source>You pay {paid} on the winning bets and collect {lost} from the losing ones: {total} for the player in all.</source>
        <translation>Ви виплачуєте {paid} за ставки, що виграли, і забираєте {lost} зі ставок, що програли: разом для гравця {total}.</translation>
    </message>
    <message>
        <source>Nothing is paid: you collect {lost} from the losing bets.</source>
        <translation>Нічого не виплачується: ви забираєте {lost} з програних ставок.</translation>
    </message>
    <message>
        <source>How much do you pay the player? Count the winnings only, not the stakes the player keeps; 0 if nothing is paid.</source>
        <translation>Скільки ви виплачуєте гравцеві? Рахуйте лише виграш, а не ставки, які залишаються в гравця; 0, якщо нічого не виплачується.</translation>
    </message>
    <message>
        <source>At the river, the player&apos;s hand: {player}; the dealer&apos;s hand: {dealer}.</source>
        <translation>На рівері рука гравця: {player}; рука дилера: {dealer}.</translation>
    </message>
    <message>
        <source>AA Bonus {bonus}. The player&apos;s two cards with the flop: {hand}.</source>
        <translation>Бонус AA {bonus}. Дві карти гравця разом із флопом: {hand}.</translation>
    </message>
    <message>
        <source>On the flop the player bets {amount}.</source>
        <translation>На флопі гравець ставить {amount}.</translation>
    </message>
    <message>
        <source>On the flop the player checks.</source>
        <translation>На флопі гравець робить чек.</translation>
    </message>
    <message>
        <source>On the turn the player bets {amount}.</source>
        <translation>На терні гравець ставить {amount}.</translation>
    </message>
    <message>
        <source>On the turn the player checks.</source>
        <translation>На терні гравець робить чек.</translation>
    </message>
    <message>
        <source>Ante {ante}, bonus bet {bonus}.</source>
        <translation>Анте {ante}, бонусна ставка {bonus}.</translation>
    </message>
    <message>
        <source>Ante {ante}, no bonus bet.</source>
        <translation>Анте {ante}, бонусної ставки немає.</translation>
    </message>
    <message>
        <source>The player&apos;s two cards: {cards}.</source>
        <translation>Дві карти гравця: {cards}.</translation>
    </message>
    <message>
        <source>The player folds before the flop.</source>
        <translation>Гравець скидає карти до флопу.</translation>
    </message>
    <message>
        <source>Before the flop the player plays for {amount}.</source>
        <translation>До флопу гравець грає й ставить {amount}.</translation>
    </message>
    <message>
        <source>The dealer&apos;s two cards: {cards}.</source>
        <translation>Дві карти дилера: {cards}.</translation>
    </message>
    <message>
        <source>Seat {seat} to act: how many chips must it add to call? (0 if it can check)</source>
        <translation>Хід місця {seat}: скільки фішок воно має додати, щоб зрівняти ставку? (0, якщо можна зробити чек)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the smallest bet or raise it may make, as a raise-to amount? (0 if it may not raise)</source>
        <translation>Хід місця {seat}: до якої найменшої суми воно може поставити чи зробити рейз? (0, якщо рейз заборонено)</translation>
    </message>
</context>
<context>
    <name>SettingsWindow</name>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Загальні</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a hand</source>
        <translation>Налаштування роздачі</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <source>Table limits</source>
        <translation>Ліміти столу</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Minimum ante</source>
        <translation>Мінімальне анте</translation>
    </message>
    <message>
        <source>Maximum ante</source>
        <translation>Максимальне анте</translation>
    </message>
    <message>
        <source>Maximum {bet}</source>
        <translation>Максимум: {bet}</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>Cards (empty places are dealt at random)</source>
        <translation>Карти (порожні клітинки заповнюються випадково)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Clear the place</source>
        <translation>Очистити клітинку</translation>
    </message>
    <message>
        <source>Clear all cards</source>
        <translation>Очистити всі карти</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Місце {seat}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Спільні карти</translation>
    </message>
    <message>
        <source>The minimum ante of {least} is above the maximum ante of {most}. Lower the minimum, or raise the maximum (or set it to none).</source>
        <translation>Мінімальне анте {least} більше за максимальне анте {most}. Зменште мінімум або збільште максимум (чи встановіть «немає»).</translation>
    </message>
</context>
<context>
    <name>SpeedWords</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунди</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n питання</numerusform>
            <numerusform>%n питання</numerusform>
            <numerusform>%n питань</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right answer(s), {wrong} wrong</source>
        <translation>
            <numerusform>%n правильна відповідь, помилок: {wrong}</numerusform>
            <numerusform>%n правильні відповіді, помилок: {wrong}</numerusform>
            <numerusform>%n правильних відповідей, помилок: {wrong}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seconds} s for %n question(s), {wrong} wrong</source>
        <translation>
            <numerusform>{seconds} с на %n питання, помилок: {wrong}</numerusform>
            <numerusform>{seconds} с на %n питання, помилок: {wrong}</numerusform>
            <numerusform>{seconds} с на %n питань, помилок: {wrong}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>a pair the player&apos;s cards make, or two pair or better (a pair on the flop alone does not count)</source>
        <translation>пара, яку складають карти гравця, або дві пари й краще (пара лише на флопі не рахується)</translation>
    </message>
    <message>
        <source>four cards of one suit (a flush draw)</source>
        <translation>чотири карти однієї масті (флеш-дро)</translation>
    </message>
    <message>
        <source>four cards of a straight, open-ended or inside (a straight draw)</source>
        <translation>чотири карти стріту, відкритого чи внутрішнього (стріт-дро)</translation>
    </message>
    <message>
        <source>an ace, a king, a queen or a jack among the player&apos;s two cards</source>
        <translation>туз, король, дама або валет серед двох карт гравця</translation>
    </message>
    <message>
        <source>both of the player&apos;s cards higher than every card of the flop (two overcards)</source>
        <translation>обидві карти гравця старші за кожну карту флопу (дві оверкарти)</translation>
    </message>
    <message>
        <source>Simulated over {hands} hands (seed {seed}, ante table {table}): the house keeps {edge}% of the ante (95% interval {edge_low}% to {edge_high}%) and the seats call {called}% of hands ({called_low}% to {called_high}%). Published for the best strategy, which weighs every card: {best_edge}% and {best_called}%.</source>
        <translation>Змодельовано на {hands} роздачах (seed {seed}, таблиця анте {table}): казино лишає собі {edge}% анте (95% інтервал від {edge_low}% до {edge_high}%), а місця роблять колл у {called}% роздач (від {called_low}% до {called_high}%). Опубліковано для найкращої стратегії, що зважує кожну карту: {best_edge}% і {best_called}%.</translation>
    </message>
    <message>
        <source>Source: our reading of the rules of thumb published at {first} (&quot;Casino Hold&apos;em Rules&quot;, Strategy: call with ace or king high, a flush or straight draw, two overcards and &quot;Queen Jack H...&quot;, where the page breaks off: read as a queen or a jack in hand, not only the two together) and {second} (fold only with no pair, no flush draw, no straight draw and poor high cards; its &quot;any draw with 8+ outs&quot; read to take in an inside straight draw, 4 outs, too).</source>
        <translation>Джерело: наше прочитання простих правил, опублікованих на {first} («Casino Hold&apos;em Rules», розділ Strategy: колл із тузом чи королем, флеш-дро або стріт-дро, двома оверкартами і «Queen Jack H...», де сторінка уривається: прочитано як дама або валет у руці, а не лише обидві разом) і на {second} (скидати карти лише без пари, без флеш-дро, без стріт-дро і зі слабкими старшими картами; його «any draw with 8+ outs» прочитано так, що внутрішнє стріт-дро, 4 аути, теж рахується).</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Seat {seat}: the ante of {amount} is below the table&apos;s minimum ante of {limit}.</source>
        <translation>Місце {seat}: анте {amount} менше за мінімальне анте столу {limit}.</translation>
    </message>
    <message>
        <source>Seat {seat}: the ante of {amount} is above the table&apos;s maximum ante of {limit}.</source>
        <translation>Місце {seat}: анте {amount} більше за максимальне анте столу {limit}.</translation>
    </message>
    <message>
        <source>Seat {seat}: the {bet} of {amount} is above the table&apos;s maximum {bet} of {limit}.</source>
        <translation>Місце {seat}: {bet} {amount} більше за максимум столу ({bet}: {limit}).</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Не вдалося прочитати файл: {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>це не текст у кодуванні UTF-8</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>Цю роздачу стіл показати не може: {reason}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Folded</source>
        <translation>Скинув</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Місце {seat}</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Seat {seat} decides: {choices}?</source>
        <translation>Рішення місця {seat}: {choices}?</translation>
    </message>
    <message>
        <source>Bets are placed. Press Space to deal.</source>
        <translation>Ставки зроблено. Натисніть Пробіл, щоб роздати.</translation>
    </message>
    <message>
        <source>The dealer gives each player two cards and takes two face down.</source>
        <translation>Кожен гравець отримує дві карти, дилер бере собі дві закриті.</translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation>Флоп: {cards}</translation>
    </message>
    <message>
        <source>Turn: {card}</source>
        <translation>Терн: {card}</translation>
    </message>
    <message>
        <source>River: {card}</source>
        <translation>Рівер: {card}</translation>
    </message>
    <message>
        <source>Seat {seat} folds and loses the ante.</source>
        <translation>Місце {seat} скидає карти й втрачає анте.</translation>
    </message>
    <message>
        <source>Seat {seat} calls {amount}.</source>
        <translation>Місце {seat} робить колл: {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} plays {amount}.</source>
        <translation>Місце {seat} грає: {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} bets {amount}.</source>
        <translation>Місце {seat} ставить {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} checks.</source>
        <translation>Місце {seat} робить чек.</translation>
    </message>
    <message>
        <source>The dealer shows {cards}. {note}</source>
        <translation>Дилер відкриває {cards}. {note}</translation>
    </message>
    <message>
        <source>The dealer shows {cards}: {hand}.</source>
        <translation>Дилер відкриває {cards}: {hand}.</translation>
    </message>
    <message>
        <source>seat {seat} {net}</source>
        <translation>місце {seat} {net}</translation>
    </message>
    <message>
        <source>Settlement: {results}</source>
        <translation>Розрахунок: {results}</translation>
    </message>
    <message>
        <source>{bet} still to settle</source>
        <translation>{bet} ще не розраховано</translation>
    </message>
    <message>
        <source>Net {net}</source>
        <translation>Разом {net}</translation>
    </message>
    <message>
        <source>ante {least}-{most}</source>
        <translation>анте {least}-{most}</translation>
    </message>
    <message>
        <source>ante from {least}</source>
        <translation>анте від {least}</translation>
    </message>
    <message>
        <source>ante up to {most}</source>
        <translation>анте до {most}</translation>
    </message>
    <message>
        <source>{bet} up to {most}</source>
        <translation>{bet} до {most}</translation>
    </message>
    <message>
        <source>Table limits: {limits}</source>
        <translation>Ліміти столу: {limits}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>Дилер: {hand}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Місце {seat}</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>Paid on ante and call</source>
        <translation>Виплата за анте і колл</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the call? (0 if nothing is paid)</source>
        <translation>Скільки ви виплачуєте за анте і колл? (0, якщо нічого не виплачується)</translation>
    </message>
    <message>
        <source>AA Bonus payout</source>
        <translation>Виплата бонусу AA</translation>
    </message>
    <message>
        <source>What does the AA Bonus pay on the cards and the flop? (0 if it loses)</source>
        <translation>Скільки платить бонус AA за карти й флоп? (0, якщо програє)</translation>
    </message>
    <message>
        <source>Does the dealer qualify?</source>
        <translation>Чи кваліфікується дилер?</translation>
    </message>
    <message>
        <source>Settle this player: each bet (+ paid, 0 push, - taken) and the net.</source>
        <translation>Розрахуйте цього гравця: кожну ставку (+ виплачено, 0 повернуто, - забрано) і підсумок.</translation>
    </message>
    <message>
        <source>Settle the table, folded players first, then from your right to your left (on the screen: left to right): the net for each seat.</source>
        <translation>Розрахуйте стіл: спершу гравців, які скинули карти, потім решту — від вашої правої руки до лівої (на екрані — зліва направо); вкажіть підсумок для кожного місця.</translation>
    </message>
    <message>
        <source>Bonus payout</source>
        <translation>Виплата бонусу</translation>
    </message>
    <message>
        <source>What does the bonus bet pay on the starting cards? (0 if it loses)</source>
        <translation>Скільки платить бонусна ставка за стартові карти? (0, якщо програє)</translation>
    </message>
    <message>
        <source>The ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>The player played the hand out. What happens to the ante at this table?</source>
        <translation>Гравець дограв роздачу до кінця. Що буде з анте на цьому столі?</translation>
    </message>
    <message>
        <source>The player&apos;s hand</source>
        <translation>Рука гравця</translation>
    </message>
    <message>
        <source>Best five cards: {cards} ({hand})</source>
        <translation>Найкращі пʼять карт: {cards} ({hand})</translation>
    </message>
    <message>
        <source>What is the player&apos;s best five-card hand?</source>
        <translation>Яка найкраща пʼятикарткова рука гравця?</translation>
    </message>
    <message>
        <source>Which hand wins?</source>
        <translation>Яка рука виграє?</translation>
    </message>
    <message>
        <source>Player: {cards} ({hand})</source>
        <translation>Гравець: {cards} ({hand})</translation>
    </message>
    <message>
        <source>Dealer: {cards} ({hand})</source>
        <translation>Дилер: {cards} ({hand})</translation>
    </message>
    <message>
        <source>Which hand wins: the player&apos;s or the dealer&apos;s?</source>
        <translation>Чия рука виграє: гравця чи дилера?</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: ante and call</source>
        <translation>Casino Hold&apos;em: анте і колл</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: AA Bonus</source>
        <translation>Casino Hold&apos;em: бонус AA</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: does the dealer qualify?</source>
        <translation>Casino Hold&apos;em: чи кваліфікується дилер?</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle a player</source>
        <translation>Casino Hold&apos;em: розрахунок гравця</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle the table</source>
        <translation>Casino Hold&apos;em: розрахунок столу</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: bonus bet</source>
        <translation>Hold&apos;em Bonus: бонусна ставка</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: the ante</source>
        <translation>Hold&apos;em Bonus: анте</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: settle a player</source>
        <translation>Hold&apos;em Bonus: розрахунок гравця</translation>
    </message>
    <message>
        <source>Name the hand</source>
        <translation>Назвіть руку</translation>
    </message>
    <message>
        <source>No-limit: to call and the smallest raise</source>
        <translation>Без ліміту: колл і мінімальний рейз</translation>
    </message>
    <message>
        <source>No-limit: the main and side pots</source>
        <translation>Без ліміту: основний і побічні банки</translation>
    </message>
    <message>
        <source>No-limit: who wins each pot</source>
        <translation>Без ліміту: хто виграє кожен банк</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: word problems</source>
        <translation>Casino Hold&apos;em: текстові задачі</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: word problems</source>
        <translation>Hold&apos;em Bonus: текстові задачі</translation>
    </message>
    <message>
        <source>Pay-table maths</source>
        <translation>Рахунок за таблицями виплат</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: spot the wrong payout</source>
        <translation>Casino Hold&apos;em: пошук неправильних виплат</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: spot the wrong payout</source>
        <translation>Hold&apos;em Bonus: пошук неправильних виплат</translation>
    </message>
    <message>
        <source>The dealer&apos;s calls</source>
        <translation>Оголошення дилера</translation>
    </message>
    <message>
        <source>Colouring up and paying from a stack</source>
        <translation>Укрупнення фішок і виплата зі стека</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Так</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ні</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <source>Pays 1 to 1</source>
        <translation>Платить 1 до 1</translation>
    </message>
    <message>
        <source>Pushes</source>
        <translation>Повертається</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Програє</translation>
    </message>
    <message>
        <source>Ante {stake}</source>
        <translation>Анте {stake}</translation>
    </message>
    <message>
        <source>Call {stake}</source>
        <translation>Колл {stake}</translation>
    </message>
    <message>
        <source>AA Bonus {stake}</source>
        <translation>Бонус AA {stake}</translation>
    </message>
    <message>
        <source>Bonus {stake}</source>
        <translation>Бонус {stake}</translation>
    </message>
    <message>
        <source>Play {stake}</source>
        <translation>Гра {stake}</translation>
    </message>
    <message>
        <source>Flop bet {stake}</source>
        <translation>Ставка на флопі {stake}</translation>
    </message>
    <message>
        <source>Turn bet {stake}</source>
        <translation>Ставка на терні {stake}</translation>
    </message>
    <message>
        <source>Net for the player</source>
        <translation>Разом для гравця</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Місце {seat}</translation>
    </message>
    <message>
        <source>dealer&apos;s pair of twos to fours</source>
        <translation>у дилера пара від двійок до четвірок</translation>
    </message>
    <message>
        <source>dealer does not qualify</source>
        <translation>дилер не кваліфікується</translation>
    </message>
    <message>
        <source>the board plays</source>
        <translation>грають спільні карти</translation>
    </message>
    <message>
        <source>push</source>
        <translation>повернення ставки</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>нічия</translation>
    </message>
    <message>
        <source>player folds</source>
        <translation>гравець скидає карти</translation>
    </message>
    <message>
        <source>bonus won on a fold</source>
        <translation>бонус виграє, хоча гравець скинув карти</translation>
    </message>
    <message>
        <source>player wins</source>
        <translation>гравець виграє</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>дилер виграє</translation>
    </message>
    <message>
        <source>bonus loses</source>
        <translation>бонус програє</translation>
    </message>
    <message>
        <source>ante pushes below a straight</source>
        <translation>анте повертається: нижче стріту</translation>
    </message>
    <message>
        <source>ante pushes below a flush</source>
        <translation>анте повертається: нижче флешу</translation>
    </message>
    <message>
        <source>a call that puts the player all-in</source>
        <translation>колл, яким гравець іде ва-банк</translation>
    </message>
    <message>
        <source>no raise allowed</source>
        <translation>рейз заборонено</translation>
    </message>
    <message>
        <source>a short all-in does not reopen the betting</source>
        <translation>неповний ва-банк не відкриває торгівлю знову</translation>
    </message>
    <message>
        <source>all-in for less than a full raise</source>
        <translation>ва-банк, менший за повний рейз</translation>
    </message>
    <message>
        <source>folded players&apos; chips in the pots</source>
        <translation>фішки гравців, що скинули карти, у банках</translation>
    </message>
    <message>
        <source>three pots or more</source>
        <translation>три банки й більше</translation>
    </message>
    <message>
        <source>the pot after a betting round</source>
        <translation>банк після раунду торгівлі</translation>
    </message>
    <message>
        <source>side pots</source>
        <translation>побічні банки</translation>
    </message>
    <message>
        <source>odd chips in a split pot</source>
        <translation>зайві фішки при поділі банку</translation>
    </message>
    <message>
        <source>stakes that end in 5</source>
        <translation>ставки, що закінчуються на 5</translation>
    </message>
    <message>
        <source>multipliers of 20 and more</source>
        <translation>множники 20 і більше</translation>
    </message>
    <message>
        <source>colouring up</source>
        <translation>укрупнення фішок</translation>
    </message>
    <message>
        <source>paying from a given stack</source>
        <translation>виплата із заданого стека</translation>
    </message>
    <message>
        <source>a stack short of larger chips</source>
        <translation>у стеку бракує великих фішок</translation>
    </message>
    <message>
        <source>a layout paid right</source>
        <translation>стіл розраховано правильно</translation>
    </message>
    <message>
        <source>a call paid when the dealer does not qualify</source>
        <translation>колл виплачено, хоча дилер не кваліфікується</translation>
    </message>
    <message>
        <source>an ante paid even money</source>
        <translation>анте виплачено 1 до 1</translation>
    </message>
    <message>
        <source>a folded ante given back</source>
        <translation>анте повернуто гравцеві, який скинув карти</translation>
    </message>
    <message>
        <source>a push taken</source>
        <translation>ставку, що мала повернутися, забрано</translation>
    </message>
    <message>
        <source>a payout from the wrong line</source>
        <translation>виплата не за тим рядком таблиці</translation>
    </message>
    <message>
        <source>an ante paid below the house&apos;s hand</source>
        <translation>анте виплачено за руку, нижчу за ту, якої вимагає казино</translation>
    </message>
    <message>
        <source>a bonus paid on a pair with the board</source>
        <translation>бонус виплачено за пару зі спільними картами</translation>
    </message>
    <message>
        <source>the call when the dealer&apos;s cards are turned up</source>
        <translation>оголошення, коли дилер відкриває карти</translation>
    </message>
    <message>
        <source>the call when a player is settled</source>
        <translation>оголошення під час розрахунку гравця</translation>
    </message>
    <message>
        <source>the call for the bonus bet</source>
        <translation>оголошення для бонусної ставки</translation>
    </message>
    <message>
        <source>No raise: every other player is all-in, so seat {seat} can only call</source>
        <translation>Рейз неможливий: усі інші гравці у ва-банку, тож місце {seat} може лише зрівняти</translation>
    </message>
    <message>
        <source>No raise: a short all-in does not reopen the betting, and seat {seat} has already acted since the last full raise</source>
        <translation>Рейз неможливий: неповний ва-банк не відкриває торгівлю знову, а місце {seat} уже походило після останнього повного рейзу</translation>
    </message>
    <message>
        <source>No raise: seat {seat}&apos;s stack only covers the call</source>
        <translation>Рейз неможливий: стека місця {seat} вистачає лише на колл</translation>
    </message>
    <message>
        <source>No raise: nobody else has chips beyond the call to answer it</source>
        <translation>Рейз неможливий: ні в кого більше немає фішок понад колл, щоб відповісти на рейз</translation>
    </message>
    <message>
        <source>The action moves clockwise from seat {last}, the last to act, passing seats that have folded or are all-in: seat {seat} is next</source>
        <translation>Хід переходить за годинниковою стрілкою від місця {last}, яке ходило останнім, оминаючи місця, що скинули карти або перебувають у ва-банку: наступне — місце {seat}</translation>
    </message>
    <message>
        <source>Before the flop the first to act sits left of the big blind (seat {big}), passing seats that are all-in: seat {seat}</source>
        <translation>До флопу першим ходить місце ліворуч від великого блайнда (місце {big}), оминаючи місця у ва-банку: місце {seat}</translation>
    </message>
    <message>
        <source>After the flop the first to act is the first seat still in left of the button (seat {button}) with chips behind: seat {seat}</source>
        <translation>Після флопу першим ходить перше місце ліворуч від баттона (місце {button}), яке ще в грі й має фішки в стеку: місце {seat}</translation>
    </message>
    <message>
        <source>Nobody has bet more than seat {seat} on this street: it can check, 0 to call</source>
        <translation>На цій вулиці ніхто не поставив більше, ніж місце {seat}: воно може зробити чек, колл — 0</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it and only {stack} behind: it calls all-in for {call}</source>
        <translation>Зрівняти треба ставку {to}; перед місцем {seat} уже {bet}, а в стеку лише {stack}: воно робить колл ва-банк на {call}</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it: {to} - {bet} = {call} to call</source>
        <translation>Зрівняти треба ставку {to}; перед місцем {seat} уже {bet}: колл — {to} - {bet} = {call}</translation>
    </message>
    <message>
        <source>A full raise would be to {full}, more than seat {seat} has: its only raise is all-in, to {to}</source>
        <translation>Повний рейз був би до {full}, а це більше, ніж має місце {seat}: його єдиний можливий рейз — ва-банк, до {to}</translation>
    </message>
    <message>
        <source>Nobody has bet on this street: the smallest bet is the big blind, {to}</source>
        <translation>На цій вулиці ще ніхто не ставив: мінімальна ставка — великий блайнд, {to}</translation>
    </message>
    <message>
        <source>The last full raise on this street was {full} (at least the big blind): the smallest raise is to {to_match} + {full} = {to}</source>
        <translation>Останній повний рейз на цій вулиці — {full} (не менше за великий блайнд): мінімальний рейз — до {to_match} + {full} = {to}</translation>
    </message>
    <message>
        <source>To call (0 to check)</source>
        <translation>Колл (0 — чек)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the amount to call, and the smallest bet or raise?</source>
        <translation>Хід місця {seat}: скільки зрівняти і яка найменша ставка чи рейз?</translation>
    </message>
    <message>
        <source>Whose action</source>
        <translation>Чий хід</translation>
    </message>
    <message>
        <source>Whose action is it, what does that seat need to call, and what is its smallest bet or raise?</source>
        <translation>Чий зараз хід, скільки цьому місцю треба зрівняти і яка його мінімальна ставка чи рейз?</translation>
    </message>
    <message>
        <source>Betting over: make the pots (chips, and the seats that can win each)</source>
        <translation>Торгівлю завершено: сформуйте банки (фішки та місця, які можуть виграти кожен)</translation>
    </message>
    <message>
        <source>Chips in the pot</source>
        <translation>Фішки в банку</translation>
    </message>
    <message>
        <source>The pot is every chip put in: {terms} = {amount}</source>
        <translation>Банк — це всі внесені фішки: {terms} = {amount}</translation>
    </message>
    <message>
        <source>The betting round is over: how many chips are in the pot?</source>
        <translation>Раунд торгівлі завершено: скільки фішок у банку?</translation>
    </message>
    <message numerus="yes">
        <source>%n odd chip(s), one each to seats {seats}: the first winners clockwise from the button (seat {button})</source>
        <translation>
            <numerusform>%n зайва фішка — по одній місцям {seats}: першим переможцям за годинниковою стрілкою від баттона (місце {button})</numerusform>
            <numerusform>%n зайві фішки — по одній місцям {seats}: першим переможцям за годинниковою стрілкою від баттона (місце {button})</numerusform>
            <numerusform>%n зайвих фішок — по одній місцям {seats}: першим переможцям за годинниковою стрілкою від баттона (місце {button})</numerusform>
        </translation>
    </message>
    <message>
        <source>Showdown: who wins each pot, and what does each seat receive?</source>
        <translation>Відкриття карт: хто виграє кожен банк і скільки отримує кожне місце?</translation>
    </message>
    <message>
        <source>{pot}: what each seat put in above {low} and up to {level}, {terms} = {amount}; seats {seats} can win it</source>
        <translation>{pot}: внесок кожного місця понад {low} і до {level}, {terms} = {amount}; виграти його можуть місця {seats}</translation>
    </message>
    <message>
        <source>Smallest bet or raise to (0 if none)</source>
        <translation>Мінімальна ставка чи рейз до (0, якщо немає)</translation>
    </message>
    <message>
        <source>Chips in the pot by seat ({ins}); every all-in amount of a player still in cuts a pot, and a folded player&apos;s chips stay in the pots it reached</source>
        <translation>Фішки в банку за місцями ({ins}); кожна сума ва-банку гравця, що ще в грі, відтинає банк, а фішки гравця, який скинув карти, лишаються в тих банках, до яких вони дійшли</translation>
    </message>
    <message>
        <source>{pot}: chips</source>
        <translation>{pot}: фішки</translation>
    </message>
    <message>
        <source>{pot}: seats</source>
        <translation>{pot}: місця</translation>
    </message>
    <message>
        <source>{pot}: who wins</source>
        <translation>{pot}: хто виграє</translation>
    </message>
    <message>
        <source>Seat {seat} receives</source>
        <translation>Місце {seat} отримує</translation>
    </message>
    <message>
        <source>Seat {seat}: {hand}, {cards}</source>
        <translation>Місце {seat}: {hand}, {cards}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seat {seat} has the best hand of seats {seats}</source>
        <translation>{pot} {amount}: серед місць {seats} найкраща рука в місця {seat}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {winners} tie and split it, {share} each</source>
        <translation>{pot} {amount}: у місць {winners} рівні руки, вони ділять банк, по {share} кожному</translation>
    </message>
    <message>
        <source>The odd chip goes to seat {seat}, the first winner clockwise from the button (seat {button})</source>
        <translation>Зайва фішка — місцю {seat}, першому переможцю за годинниковою стрілкою від баттона (місце {button})</translation>
    </message>
    <message>
        <source>The dealer&apos;s call</source>
        <translation>Оголошення дилера</translation>
    </message>
    <message>
        <source>The call: {call}</source>
        <translation>Оголошення: {call}</translation>
    </message>
    <message>
        <source>the call pushes when the dealer does not qualify</source>
        <translation>колл повертається, якщо дилер не кваліфікується</translation>
    </message>
    <message>
        <source>the ante is paid by the pay table, not even money</source>
        <translation>анте виплачується за таблицею виплат, а не 1 до 1</translation>
    </message>
    <message>
        <source>a player who folds loses the ante</source>
        <translation>гравець, який скинув карти, програє анте</translation>
    </message>
    <message>
        <source>a push is neither paid nor taken</source>
        <translation>ставку, що повертається, не виплачують і не забирають</translation>
    </message>
    <message>
        <source>paid from the wrong line of the pay table</source>
        <translation>виплачено не за тим рядком таблиці виплат</translation>
    </message>
    <message>
        <source>the ante pushes on a win below this house&apos;s hand</source>
        <translation>анте повертається, якщо гравець виграє з рукою, нижчою за ту, якої вимагає це казино</translation>
    </message>
    <message>
        <source>the bonus pays on the two starting cards only, not on a pair made with the board</source>
        <translation>бонус платить лише за дві стартові карти, а не за пару, складену зі спільними картами</translation>
    </message>
    <message>
        <source>{seat}: {bet}</source>
        <translation>{seat}: {bet}</translation>
    </message>
    <message>
        <source>Seat {seat}, {bet}: the layout shows {shown}, the right amount is {right}: {why}.</source>
        <translation>Місце {seat}, {bet}: на столі {shown}, а правильно {right}: {why}.</translation>
    </message>
    <message>
        <source>Every payout on the layout is right.</source>
        <translation>Усі виплати на столі правильні.</translation>
    </message>
    <message>
        <source>The dealer has paid this table. Leave the right payouts as they are and correct the wrong ones (+ paid, 0 push, - taken).</source>
        <translation>Дилер розрахував цей стіл. Правильні виплати залиште як є, а неправильні виправте (+ виплачено, 0 повернуто, - забрано).</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the play bets? (0 if nothing is paid)</source>
        <translation>Скільки ви виплачуєте за анте, ставку «Гра» та ставки на флопі й терні? (0, якщо нічого не виплачується)</translation>
    </message>
    <message>
        <source>What is the player&apos;s net result for the hand? (+ paid, 0 push, - taken)</source>
        <translation>Який підсумок роздачі для гравця? (+ виплачено, 0 повернуто, - забрано)</translation>
    </message>
    <message>
        <source>Paid to the player</source>
        <translation>Виплачено гравцеві</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em ante table {table}</source>
        <translation>Таблиця виплат анте Casino Hold&apos;em {table}</translation>
    </message>
    <message>
        <source>AA Bonus table {table}</source>
        <translation>Таблиця виплат бонусу AA {table}</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus bonus table {table}</source>
        <translation>Таблиця виплат бонусної ставки Hold&apos;em Bonus {table}</translation>
    </message>
    <message>
        <source>{line} on an ante of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>Анте {stake}, рядок «{line}»: скільки виплачується? Виплатіть фішками або введіть суму.</translation>
    </message>
    <message>
        <source>{line} on an AA Bonus of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>Бонус AA {stake}, рядок «{line}»: скільки виплачується? Виплатіть фішками або введіть суму.</translation>
    </message>
    <message>
        <source>{line} on a bonus bet of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>Бонусна ставка {stake}, рядок «{line}»: скільки виплачується? Виплатіть фішками або введіть суму.</translation>
    </message>
    <message>
        <source>Paid on ante and play bets</source>
        <translation>Виплата за анте і ставки гри</translation>
    </message>
    <message>
        <source>Stake × multiplier</source>
        <translation>Ставка × множник</translation>
    </message>
    <message>
        <source>{stake} × {n} = ?</source>
        <translation>{stake} × {n} = ?</translation>
    </message>
    <message>
        <source>{stake} at {n} to 1: what is paid?</source>
        <translation>Ставка {stake}, виплата {n} до 1: скільки виплачується?</translation>
    </message>
    <message>
        <source>{table}: {line} pays {n} to 1.</source>
        <translation>{table}: рядок «{line}» платить {n} до 1.</translation>
    </message>
    <message>
        <source>{stake} × {n} = {paid}</source>
        <translation>{stake} × {n} = {paid}</translation>
    </message>
    <message>
        <source>Shortcut: {double} × {half} = {paid} (twice the stake, half the multiplier).</source>
        <translation>Швидкий спосіб: {double} × {half} = {paid} (подвоєна ставка, половина множника).</translation>
    </message>
    <message>
        <source>Chips of {value}</source>
        <translation>Фішки по {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of {value}</source>
        <translation>
            <numerusform>%n фішка по {value}</numerusform>
            <numerusform>%n фішки по {value}</numerusform>
            <numerusform>%n фішок по {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>This table has chips of one value only: the question uses the usual chips.</source>
        <translation>На цьому столі фішки лише одного номіналу: у питанні використано звичайний набір фішок.</translation>
    </message>
    <message>
        <source>A pile of {pile}: {amount} in all.</source>
        <translation>Купка фішок: {pile}. Разом {amount}.</translation>
    </message>
    <message>
        <source>Colour it up: how many chips of each value, as few chips as possible?</source>
        <translation>Укрупніть фішки: скільки фішок кожного номіналу, щоб їх було якомога менше?</translation>
    </message>
    <message>
        <source>In front of you: {pile}.</source>
        <translation>Перед вами: {pile}.</translation>
    </message>
    <message>
        <source>Pay {amount} from these chips, with as few chips as possible: how many of each?</source>
        <translation>Виплатіть {amount} із цих фішок якомога меншою кількістю фішок: скільки фішок кожного номіналу?</translation>
    </message>
    <message>
        <source>{amount} = {chips}</source>
        <translation>{amount} = {chips}</translation>
    </message>
    <message>
        <source>{n} × {value}</source>
        <translation>{n} × {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in all, the fewest that make it.</source>
        <translation>
            <numerusform>Разом %n фішка — найменша можлива кількість.</numerusform>
            <numerusform>Разом %n фішки — найменша можлива кількість.</numerusform>
            <numerusform>Разом %n фішок — найменша можлива кількість.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stack is short of larger chips, so the smaller ones make up the rest.</source>
        <translation>У стеку бракує великих фішок, тож решту складають дрібніші.</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em</source>
        <translation>Casino Hold&apos;em</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em Bonus</source>
        <translation>Texas Hold&apos;em Bonus Poker</translation>
    </message>
    <message>
        <source>The dealer&apos;s skills</source>
        <translation>Навички дилера</translation>
    </message>
    <message>
        <source>No-limit Hold&apos;em</source>
        <translation>Холдем без ліміту</translation>
    </message>
    <message>
        <source>Settle one player: each bet paid, pushed or taken, and the net.</source>
        <translation>Розрахуйте одного гравця: кожну ставку (виплачено, повертається чи забрано) і підсумок.</translation>
    </message>
    <message>
        <source>Find the wrong payouts on a settled layout and put them right.</source>
        <translation>Знайдіть неправильні виплати на розрахованому столі й виправте їх.</translation>
    </message>
    <message>
        <source>Work out a payout told in a sentence, with no cards shown.</source>
        <translation>Обчисліть виплату, описану реченням, без показаних карт.</translation>
    </message>
    <message>
        <source>Type what the ante and the call are paid (0 if nothing).</source>
        <translation>Введіть, скільки виплачується на анте й колл (0, якщо нічого).</translation>
    </message>
    <message>
        <source>Type what the AA Bonus pays on the player&apos;s cards and the flop.</source>
        <translation>Введіть, скільки платить бонус AA за картами гравця і флопом.</translation>
    </message>
    <message>
        <source>Say whether the dealer&apos;s hand qualifies (a pair of fours or better).</source>
        <translation>Скажіть, чи кваліфікується рука дилера (пара четвірок або краще).</translation>
    </message>
    <message>
        <source>Settle a table of players: folded ones first, then right to left.</source>
        <translation>Розрахуйте стіл гравців: спершу тих, хто скинув карти, потім справа наліво.</translation>
    </message>
    <message>
        <source>Type what the bonus bet pays on the player&apos;s starting cards.</source>
        <translation>Введіть, скільки платить бонусна ставка за стартовими картами гравця.</translation>
    </message>
    <message>
        <source>Say whether the ante pays, pushes or loses at this table.</source>
        <translation>Скажіть, чи анте виплачується, повертається чи програє за цим столом.</translation>
    </message>
    <message>
        <source>Name the player&apos;s best five-card hand.</source>
        <translation>Назвіть найкращу руку гравця з п&apos;яти карт.</translation>
    </message>
    <message>
        <source>Say which hand wins, the player&apos;s or the dealer&apos;s, or a tie.</source>
        <translation>Скажіть, чия рука виграє — гравця чи дилера — чи нічия.</translation>
    </message>
    <message>
        <source>Say the dealer&apos;s call at a step of the hand.</source>
        <translation>Скажіть оголошення дилера на кроці роздачі.</translation>
    </message>
    <message>
        <source>Multiply a stake by a pay-table line, at speed.</source>
        <translation>Помножте ставку на рядок таблиці виплат, на швидкість.</translation>
    </message>
    <message>
        <source>Colour a pile up into the fewest chips, or pay from a stack.</source>
        <translation>Укрупніть купку фішок до найменшої кількості або виплатіть зі стека.</translation>
    </message>
    <message>
        <source>Type the amount to call and the smallest raise.</source>
        <translation>Введіть суму для колу і найменший рейз.</translation>
    </message>
    <message>
        <source>Build the main and side pots and name the seats in each.</source>
        <translation>Складіть основний і побічні банки та назвіть місця в кожному.</translation>
    </message>
    <message>
        <source>Award each pot to its winners, odd chips included.</source>
        <translation>Віддайте кожен банк його переможцям, разом із зайвими фішками.</translation>
    </message>
</context>
<context>
    <name>TrainerController</name>
    <message>
        <source>Trainee 1</source>
        <translation>Стажер 1</translation>
    </message>
    <message>
        <source>A trainee cannot be removed during an exam.</source>
        <translation>Стажера не можна видалити під час іспиту.</translation>
    </message>
    <message>
        <source>This answer was not saved because of a fault in the app (the details are in its log); everything saved before is safe.</source>
        <translation>Цю відповідь не збережено через помилку в програмі (подробиці є в її журналі); усе збережене раніше в безпеці.</translation>
    </message>
</context>
<context>
    <name>TrainerScreen</name>
    <message>
        <source>{seconds} s / target {target} s</source>
        <translation>{seconds} с / норма {target} с</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(пауза)</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Стажер:</translation>
    </message>
    <message>
        <source>New trainee...</source>
        <translation>Новий стажер...</translation>
    </message>
    <message>
        <source>Rename...</source>
        <translation>Перейменувати...</translation>
    </message>
    <message>
        <source>Remove...</source>
        <translation>Видалити...</translation>
    </message>
    <message>
        <source>Take the trainee off the list; their answers stay in the export of everyone.</source>
        <translation>Прибрати стажера зі списку; його відповіді залишаться в експорті всіх стажерів.</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>Вправа:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Рівень:</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Тренуватися</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Слабкі місця</translation>
    </message>
    <message>
        <source>Exam...</source>
        <translation>Іспит...</translation>
    </message>
    <message>
        <source>Speed round...</source>
        <translation>Раунд на швидкість...</translation>
    </message>
    <message>
        <source>Stop the round</source>
        <translation>Зупинити раунд</translation>
    </message>
    <message>
        <source>Next question (Enter)</source>
        <translation>Наступне питання (Enter)</translation>
    </message>
    <message>
        <source>F9: answers</source>
        <translation>F9: відповіді</translation>
    </message>
    <message>
        <source>Stop weak areas</source>
        <translation>Завершити «Слабкі місця»</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Попереднє</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Наступне ▶</translation>
    </message>
    <message>
        <source>The class&apos;s exam began: your own exam was stopped and recorded as abandoned.</source>
        <translation>Почався іспит групи: ваш власний іспит зупинено й записано як перерваний.</translation>
    </message>
    <message>
        <source>The instructor asked a question: your speed round was stopped and not saved.</source>
        <translation>Інструктор поставив питання: ваш раунд на швидкість зупинено й не збережено.</translation>
    </message>
    <message>
        <source>A class exam&apos;s question: your answer goes to the instructor&apos;s PC, and your mark comes when the instructor releases the marks.</source>
        <translation>Питання іспиту групи: відповідь іде на ПК інструктора, а оцінку буде видно, коли інструктор оприлюднить оцінки.</translation>
    </message>
    <message>
        <source>The instructor&apos;s question: your answer goes to the instructor&apos;s PC, and the answer is shown when the instructor reveals it.</source>
        <translation>Питання інструктора: відповідь іде на ПК інструктора, а правильну відповідь буде видно, коли інструктор її покаже.</translation>
    </message>
    <message>
        <source>a mix of cases</source>
        <translation>різні випадки</translation>
    </message>
    <message>
        <source>Weak-area practice: {drill}, practising {case}. Stop to go back to {chosen}.</source>
        <translation>Тренування слабких місць — {drill}, у фокусі: {case}. Завершіть його, щоб повернутися до вправи «{chosen}».</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Прогрес</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Новий стажер</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Імʼя:</translation>
    </message>
    <message>
        <source>Rename trainee</source>
        <translation>Перейменувати стажера</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Нове імʼя:</translation>
    </message>
    <message>
        <source>Remove trainee</source>
        <translation>Видалити стажера</translation>
    </message>
    <message>
        <source>Remove {name} from the list of trainees? Their answers and exams stay in the export of everyone.</source>
        <translation>Видалити {name} зі списку стажерів? Відповіді та іспити залишаться в експорті всіх стажерів.</translation>
    </message>
    <message>
        <source>Class exam: question {n} of {total}, {m}:{s:02d} left (the instructor&apos;s PC keeps the time)</source>
        <translation>Іспит групи: питання {n} з {total}, залишилося {m}:{s:02d} (час веде ПК інструктора)</translation>
    </message>
    <message>
        <source>Exam {code}: question {n} of {total}, {m}:{s:02d} left (the exam clock does not pause)</source>
        <translation>Іспит {code}: питання {n} з {total}, залишилося {m}:{s:02d} (годинник іспиту не зупиняється)</translation>
    </message>
    <message numerus="yes">
        <source>Streak {streak} · accuracy {accuracy}% · %n answer(s)</source>
        <translation>
            <numerusform>Серія {streak} · точність {accuracy}% · %n відповідь</numerusform>
            <numerusform>Серія {streak} · точність {accuracy}% · %n відповіді</numerusform>
            <numerusform>Серія {streak} · точність {accuracy}% · %n відповідей</numerusform>
        </translation>
    </message>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>Вашу відповідь надіслано інструктору. Правильна відповідь з&apos;явиться тут, коли інструктор її покаже.</translation>
    </message>
    <message>
        <source>Review: question {n} of {total}</source>
        <translation>Перегляд: питання {n} з {total}</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s): as many right answers as you can</source>
        <translation>
            <numerusform>%n секунда: якомога більше правильних відповідей</numerusform>
            <numerusform>%n секунди: якомога більше правильних відповідей</numerusform>
            <numerusform>%n секунд: якомога більше правильних відповідей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) as fast as you can</source>
        <translation>
            <numerusform>%n питання якомога швидше</numerusform>
            <numerusform>%n питання якомога швидше</numerusform>
            <numerusform>%n питань якомога швидше</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed round</source>
        <translation>Раунд на швидкість</translation>
    </message>
    <message numerus="yes">
        <source>{drill}, level {level}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>{drill}, рівень {level}. Кожна неправильна відповідь коштує %n секунду.</numerusform>
            <numerusform>{drill}, рівень {level}. Кожна неправильна відповідь коштує %n секунди.</numerusform>
            <numerusform>{drill}, рівень {level}. Кожна неправильна відповідь коштує %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>⏱ {time} left · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ залишилося {time} · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message>
        <source>⏱ {time} · question {n} of {total} · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ {time} · питання {n} з {total} · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message numerus="yes">
        <source>Speed round: {drill}, level {level}, {kind}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>Раунд на швидкість: {drill}, рівень {level}, {kind}. Кожна неправильна відповідь коштує %n секунду.</numerusform>
            <numerusform>Раунд на швидкість: {drill}, рівень {level}, {kind}. Кожна неправильна відповідь коштує %n секунди.</numerusform>
            <numerusform>Раунд на швидкість: {drill}, рівень {level}, {kind}. Кожна неправильна відповідь коштує %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Правильно</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>Not right: the answer was {key}</source>
        <translation>Неправильно: правильна відповідь — {key}</translation>
    </message>
    <message>
        <source>{drill}, level {level}, {kind}</source>
        <translation>{drill}, рівень {level}, {kind}</translation>
    </message>
    <message>
        <source>This round could not be saved.</source>
        <translation>Не вдалося зберегти цей раунд.</translation>
    </message>
    <message>
        <source>A round counts as a best with one right answer or more.</source>
        <translation>Найкращим раунд стає, якщо в ньому є хоча б одна правильна відповідь.</translation>
    </message>
    <message>
        <source>A new best!</source>
        <translation>Новий рекорд!</translation>
    </message>
    <message>
        <source>Your best: {score} ({date})</source>
        <translation>Ваш найкращий результат: {score} ({date})</translation>
    </message>
    <message>
        <source>Speed round over</source>
        <translation>Раунд на швидкість завершено</translation>
    </message>
    <message>
        <source>Choose a drill and press Practise.</source>
        <translation>Виберіть вправу й натисніть «Тренуватися».</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Іспит</translation>
    </message>
    <message>
        <source>Exam code {code}: the same code gives the same questions on any PC. Feedback comes at the end.</source>
        <translation>Код іспиту {code}: той самий код дає ті самі питання на будь-якому ПК. Розбір відповідей — наприкінці.</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>unknown drill {drill}; the drills are {known}</source>
        <translation>невідома вправа {drill}; вправи: {known}</translation>
    </message>
    <message>
        <source>the level must be 1, 2 or 3, not {level}</source>
        <translation>рівень має бути 1, 2 або 3, а не {level}</translation>
    </message>
    <message>
        <source>the number of questions must be from 1 to {most}, not {count}</source>
        <translation>кількість питань має бути від 1 до {most}, а не {count}</translation>
    </message>
    <message numerus="yes">
        <source>the seed must be from 0 to {most} for %n question(s), not {seed}</source>
        <translation>
            <numerusform>для %n питання номер має бути від 0 до {most}, а не {seed}</numerusform>
            <numerusform>для %n питань номер має бути від 0 до {most}, а не {seed}</numerusform>
            <numerusform>для %n питань номер має бути від 0 до {most}, а не {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>the resolution must be 150 or 200 dpi, not {dpi}</source>
        <translation>роздільність має бути 150 або 200 dpi, а не {dpi}</translation>
    </message>
    <message>
        <source>Worksheet: {drill}</source>
        <translation>Аркуш із завданнями: {drill}</translation>
    </message>
    <message>
        <source>Answer key: {drill}</source>
        <translation>Відповіді: {drill}</translation>
    </message>
    <message numerus="yes">
        <source>Level {level} · seed {seed} · %n question(s)</source>
        <translation>
            <numerusform>Рівень {level} · номер {seed} · %n питання</numerusform>
            <numerusform>Рівень {level} · номер {seed} · %n питання</numerusform>
            <numerusform>Рівень {level} · номер {seed} · %n питань</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>не вдалося записати {file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n page(s), the answer key from page {key}</source>
        <translation>
            <numerusform>{file}: %n сторінка, відповіді зі сторінки {key}</numerusform>
            <numerusform>{file}: %n сторінки, відповіді зі сторінки {key}</numerusform>
            <numerusform>{file}: %n сторінок, відповіді зі сторінки {key}</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>не вдалося прочитати {file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Спільні карти</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Скинув</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Імʼя:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Сторінка {page} з {pages}</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets</source>
        <translation>Аркуші із завданнями</translation>
    </message>
    <message>
        <source>&amp;Drill:</source>
        <translation>&amp;Вправа:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Рівень:</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>&amp;Питань:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Номер:</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>Роз&amp;дільність:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Файл:</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>The same seed gives the same sheet: question 1 is the trainer&apos;s question for this seed, question 2 for the next, and so on.</source>
        <translation>Той самий номер дає той самий аркуш: питання 1 — це питання тренажера для цього номера, питання 2 — для наступного і так далі.</translation>
    </message>
    <message>
        <source>The PDF file to write</source>
        <translation>Файл PDF, який буде записано</translation>
    </message>
    <message>
        <source>C&amp;hoose...</source>
        <translation>В&amp;ибрати...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>За&amp;крити</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>Зберегти аркуш</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файли PDF (*.pdf)</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} уже існує. Замінити?</translation>
    </message>
    <message>
        <source>Making the worksheet...</source>
        <translation>Створення аркуша...</translation>
    </message>
    <message numerus="yes">
        <source>Saved {file}: %n page(s), the answer key from page {key}.</source>
        <translation>
            <numerusform>Збережено {file}: %n сторінка, відповіді зі сторінки {key}.</numerusform>
            <numerusform>Збережено {file}: %n сторінки, відповіді зі сторінки {key}.</numerusform>
            <numerusform>Збережено {file}: %n сторінок, відповіді зі сторінки {key}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The worksheet could not be made (internal error: {name}).</source>
        <translation>Не вдалося створити аркуш (внутрішня помилка: {name}).</translation>
    </message>
    <message>
        <source>Stopped; no file was written.</source>
        <translation>Зупинено; файл не записано.</translation>
    </message>
</context>
</TS>
