<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="kk_KZ">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hold&apos;em Dealer Trainer</source>
        <translation>Холдем дилерінің тренажері туралы</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Холдем дилерінің тренажері</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Нұсқа {version}</translation>
    </message>
    <message>
        <source>An offline trainer for casino dealers: Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker and no-limit Texas Hold&apos;em.</source>
        <translation>Казино дилерлеріне арналған офлайн тренажер: Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker және Лимитсіз Техас холдем.</translation>
    </message>
    <message>
        <source>Fonts: the Noto Sans family (Google), under the SIL Open Font License 1.1.</source>
        <translation>Қаріптер: Noto Sans отбасы (Google), SIL Open Font License 1.1 лицензиясымен.</translation>
    </message>
</context>
<context>
    <name>AnswerPanel</name>
    <message>
        <source>Click a spot on the table, or press Alt and the seat&apos;s number, to go to its field.</source>
        <translation>Өрісіне өту үшін үстелдегі ставканы басыңыз немесе Alt пернесі мен орын нөмірін басыңыз.</translation>
    </message>
    <message>
        <source>Or pay it in chips:</source>
        <translation>Немесе фишкалармен төлеңіз:</translation>
    </message>
    <message>
        <source>Take back a chip</source>
        <translation>Фишканы қайтарып алу</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Тазалау</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>Фишкаларды төлеу</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>Жауап беру (Enter)</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Орын {seat}</translation>
    </message>
    <message>
        <source>Type a few words of the call</source>
        <translation>Хабарландырудың бірнеше сөзін теріңіз</translation>
    </message>
    <message>
        <source>The list offers every call that has those words: choose one, or press Enter when one is left.</source>
        <translation>Тізімде осы сөздері бар барлық хабарландыру бар: біреуін таңдаңыз немесе біреуі қалғанда Enter басыңыз.</translation>
    </message>
    <message>
        <source>+ paid, - taken</source>
        <translation>+ төленді, - алынды</translation>
    </message>
    <message>
        <source>seat number</source>
        <translation>орын нөмірі</translation>
    </message>
    <message>
        <source>seat numbers</source>
        <translation>орын нөмірлері</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>қанша</translation>
    </message>
    <message>
        <source>No chips yet.</source>
        <translation>Әзірге фишка жоқ.</translation>
    </message>
    <message numerus="yes">
        <source>{chips} = {total} (%n chip(s))</source>
        <translation>
            <numerusform>{chips} = {total} (%n фишка)</numerusform>
            <numerusform>{chips} = {total} (%n фишка)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <source>Dealer qualifies: {hand}.</source>
        <translation>Дилер квалификациядан өтеді: {hand}.</translation>
    </message>
    <message>
        <source>Dealer does not qualify.</source>
        <translation>Дилер квалификациядан өтпейді.</translation>
    </message>
    <message>
        <source>Dealer does not qualify: ante pays {n} to 1, call pushes.</source>
        <translation>Дилер квалификациядан өтпейді: анте {n}:1 төленеді, колл қайтарылады.</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pays {n} to 1.</source>
        <translation>Ойыншы ұтады: {hand}. Анте {n}:1 төленеді.</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pushes.</source>
        <translation>Ойыншы ұтады: {hand}. Анте қайтарылады.</translation>
    </message>
    <message>
        <source>Dealer wins: {hand}.</source>
        <translation>Дилер ұтады: {hand}.</translation>
    </message>
    <message>
        <source>Push.</source>
        <translation>Тең ойын: ставкалар қайтарылады.</translation>
    </message>
    <message>
        <source>AA Bonus pays {n} to 1: {line}.</source>
        <translation>AA бонусы {n}:1 төленеді: {line}.</translation>
    </message>
    <message>
        <source>AA Bonus loses.</source>
        <translation>AA бонусы ұтылады.</translation>
    </message>
    <message>
        <source>Bonus pays {n} to 1: {line}.</source>
        <translation>Бонус {n}:1 төленеді: {line}.</translation>
    </message>
    <message>
        <source>Bonus loses.</source>
        <translation>Бонус ұтылады.</translation>
    </message>
    <message>
        <source>The dealer turns up the cards. What do you say?</source>
        <translation>Дилер карталарын ашады. Сіз не дейсіз?</translation>
    </message>
    <message>
        <source>You settle the player. What do you say?</source>
        <translation>Сіз ойыншымен есеп айырысасыз. Не дейсіз?</translation>
    </message>
    <message>
        <source>You settle the bonus bet. What do you say?</source>
        <translation>Сіз бонус ставкасы бойынша есеп айырысасыз. Не дейсіз?</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Call</source>
        <translation>Колл жасау</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Тастау</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ойнау</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка жасау</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Чек жасау</translation>
    </message>
</context>
<context>
    <name>ClassLink</name>
    <message>
        <source>No class answers at {address}. Check the address on the projector, and that this PC is on the school&apos;s network.</source>
        <translation>{address} мекенжайында ешбір топ жауап бермейді. Проектордағы мекенжайды және бұл компьютердің мектеп желісінде екенін тексеріңіз.</translation>
    </message>
    <message>
        <source>The join code is not this class&apos;s. Check it on the projector and type it again.</source>
        <translation>Қосылу коды бұл топтікі емес. Оны проектордан тексеріп, қайта теріңіз.</translation>
    </message>
    <message>
        <source>The class refused the name {name}: another trainee has it, or it is not a name. Try another.</source>
        <translation>Топ {name} атын қабылдамады: оны басқа стажер алған немесе бұл ат емес. Басқасын көріңіз.</translation>
    </message>
    <message>
        <source>The instructor let another PC in as {name}: this PC is no longer in the class.</source>
        <translation>Нұсқаушы {name} атымен басқа компьютерді кіргізді: бұл компьютер енді топта емес.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>Топ толы.</translation>
    </message>
    <message>
        <source>Too many tries to join from this PC; wait a minute and try again.</source>
        <translation>Осы компьютерден қосылу әрекеті тым көп; бір минут күтіп, қайталаңыз.</translation>
    </message>
    <message>
        <source>The instructor removed you from the class.</source>
        <translation>Нұсқаушы сізді топтан шығарды.</translation>
    </message>
    <message>
        <source>Type the class&apos;s address as the projector shows it, such as 192.168.1.20:8765.</source>
        <translation>Топ мекенжайын проектор көрсеткендей теріңіз, мысалы 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>Type the join code the projector shows.</source>
        <translation>Проектор көрсететін қосылу кодын теріңіз.</translation>
    </message>
    <message>
        <source>The class server at {address} refused the host key.</source>
        <translation>{address} мекенжайындағы топ сервері нұсқаушы кілтін қабылдамады.</translation>
    </message>
    <message>
        <source>The class server said: {message}</source>
        <translation>Топ сервері хабарлады: {message}</translation>
    </message>
    <message>
        <source>No class server answers at {address}. Check that it is running and that the address and its port are the ones it showed when it started.</source>
        <translation>{address} мекенжайында ешбір топ сервері жауап бермейді. Оның іске қосылғанын және мекенжай мен порт ол іске қосылғанда көрсеткендей екенін тексеріңіз.</translation>
    </message>
    <message>
        <source>The class server is busy; wait a moment and try again.</source>
        <translation>Топ сервері бос емес; сәл күтіп, қайталаңыз.</translation>
    </message>
    <message>
        <source>The class server did not understand the request: is it this app&apos;s version?</source>
        <translation>Топ сервері сұрауды түсінбеді: ол осы қолданбаның нұсқасы ма?</translation>
    </message>
    <message>
        <source>The request is too large for the class server.</source>
        <translation>Сұрау топ сервері үшін тым үлкен.</translation>
    </message>
    <message>
        <source>The class has moved on: that cannot be done now.</source>
        <translation>Топ әрі қарай өтіп кетті: мұны қазір жасау мүмкін емес.</translation>
    </message>
    <message>
        <source>The class server has no such trainee or question (any more).</source>
        <translation>Топ серверінде мұндай стажер не сұрақ (енді) жоқ.</translation>
    </message>
    <message>
        <source>The instructor&apos;s PC could not save it; try again.</source>
        <translation>Нұсқаушының компьютері мұны сақтай алмады; қайталаңыз.</translation>
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
        <translation>Жаттығулар бойынша</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Жаттығу</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Жауаптар</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Дұрыс</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>Соңғы 30</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Уақыт медианасы</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Мақсат</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Нәтиже</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>{level}-деңгей</translation>
    </message>
    <message>
        <source>Right: of every answer. Last 30 and the median time: over the last 30 answers of the drill. Mastered: 90% right over the last 30 within the target time. Needs work: under 75% right lately. Slow: the median time over the target.</source>
        <translation>Дұрыс: барлық жауаптан. Соңғы 30 және уақыт медианасы: жаттығудың соңғы 30 жауабы бойынша. Меңгерілді: соңғы 30 жауаптың 90%-ы дұрыс, мақсатты уақыт ішінде. Жаттығу керек: соңғы кезде 75%-дан аз дұрыс. Баяу: уақыт медианасы мақсаттан асады.</translation>
    </message>
    <message>
        <source>Weakest areas</source>
        <translation>Ең әлсіз тұстар</translation>
    </message>
    <message>
        <source>Every drill practised is mastered.</source>
        <translation>Орындалған жаттығулардың бәрі меңгерілді.</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} a question (target {target})</source>
        <translation>{drill}: соңғы кезде {right}% дұрыс, бір сұраққа {seconds} (мақсат {target})</translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>Соңғы кезде жиі қателескен жағдайлар:</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s)</source>
        <translation>
            <numerusform>{case}: %n рет қате</numerusform>
            <numerusform>{case}: %n рет қате</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>{answered} жауаптың {correct} дұрыс</translation>
    </message>
    <message>
        <source>{correct} of {questions} right, {percent}% to pass</source>
        <translation>{questions} сұрақтың {correct} дұрыс, тапсыру шегі {percent}%</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>қайта тапсырылды ({n}-әрекет)</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Емтихандар</translation>
    </message>
    <message>
        <source>No exams sat.</source>
        <translation>Емтихан тапсырмаған.</translation>
    </message>
    <message numerus="yes">
        <source>and %n older exam(s)</source>
        <translation>
            <numerusform>және тағы %n бұрынғы емтихан</numerusform>
            <numerusform>және тағы %n бұрынғы емтихан</numerusform>
        </translation>
    </message>
    <message>
        <source>Results of {name}</source>
        <translation>Нәтижелер: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) from {first} to {last}</source>
        <translation>
            <numerusform>%n жауап, {first} – {last}</numerusform>
            <numerusform>%n жауап, {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer · class results</source>
        <translation>Hold&apos;em Dealer Trainer · топ нәтижелері</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>mastered</source>
        <translation>меңгерілді</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>үйренуде</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>баяу</translation>
    </message>
    <message>
        <source>needs work</source>
        <translation>жаттығу керек</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>тапсырылды</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>тапсырылмады</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>үзілді</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>аяқталмаған</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>белгісіз</translation>
    </message>
    <message>
        <source>served</source>
        <translation>топқа берілді</translation>
    </message>
    <message>
        <source>self-study</source>
        <translation>өз бетінше</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) to a question the exam code does not deal (or deals once, answered already).</source>
        <translation>
            <numerusform>Емтихан коды бермейтін (немесе бір рет беретін, оған жауап берілген) сұраққа %n жауап.</numerusform>
            <numerusform>Емтихан коды бермейтін (немесе бір рет беретін, оған жауап берілген) сұраққа %n жауап.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) that cannot be read as the app writes an answer.</source>
        <translation>
            <numerusform>Қолданба жауапты жазатындай оқылмайтын %n жауап.</numerusform>
            <numerusform>Қолданба жауапты жазатындай оқылмайтын %n жауап.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose key is not the one the exam code gives (edited, or sat on another version of the app).</source>
        <translation>
            <numerusform>Кілті емтихан коды беретін кілт емес %n жауап (өзгертілген немесе қолданбаның басқа нұсқасында тапсырылған).</numerusform>
            <numerusform>Кілті емтихан коды беретін кілт емес %n жауап (өзгертілген немесе қолданбаның басқа нұсқасында тапсырылған).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose mark in the file is not the mark the answer gets when marked again.</source>
        <translation>
            <numerusform>Файлдағы бағасы қайта тексергенде алатын бағасымен сәйкес келмейтін %n жауап.</numerusform>
            <numerusform>Файлдағы бағасы қайта тексергенде алатын бағасымен сәйкес келмейтін %n жауап.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answers refused, in the order answered: {answers}.</source>
        <translation>Қабылданбаған жауаптар, жауап беру ретімен: {answers}.</translation>
    </message>
    <message>
        <source>Not marked again: this PC cannot read the exam code, so whether it was passed is not known.</source>
        <translation>Қайта тексерілмеді: бұл компьютер емтихан кодын оқи алмайды, сондықтан емтихан тапсырылғаны белгісіз.</translation>
    </message>
    <message>
        <source>Marking a self-study exam again catches an edited mark, status or checksum, a question swapped for another and an edited key. It cannot catch an edited answer (the right one typed into the file) or a trainee who works the answers out with the app. The results to rely on are served exams, read from this PC&apos;s class; a file that says an exam was served is marked again like any other.</source>
        <translation>Өз бетінше тапсырылған емтиханды қайта тексеру өзгертілген бағаны, күйді немесе бақылау қосындысын, басқасымен ауыстырылған сұрақты және өзгертілген кілтті анықтайды. Ол өзгертілген жауапты (файлға жазылған дұрыс жауапты) немесе жауаптарды қолданбамен есептеп шығаратын стажерді анықтай алмайды. Сенуге болатын нәтижелер — осы компьютердің тобынан оқылған, топқа берілген емтихандар; емтихан топқа берілді деп жазылған файл кез келген басқа файл сияқты қайта тексеріледі.</translation>
    </message>
    <message>
        <source>Served by this PC&apos;s class: marked here as each answer came, the keys never sent. A result to rely on.</source>
        <translation>Осы компьютердің тобы берген: әр жауап келген бойда осында тексерілді, кілттер жіберілмеді. Бұл нәтижеге сенуге болады.</translation>
    </message>
    <message>
        <source>The file says this exam was served by a class; a file cannot prove it, so it was marked again from its code as a self-study exam.</source>
        <translation>Файлда бұл емтихан топқа берілді делінген; файл мұны дәлелдей алмайды, сондықтан ол өз коды бойынша өз бетінше тапсырылған емтихан ретінде қайта тексерілді.</translation>
    </message>
    <message>
        <source>Practice answers carry no exam code, so they cannot be marked again here: they are the trainee&apos;s own record. Exam answers are marked again from their code.</source>
        <translation>Жаттығу жауаптарында емтихан коды жоқ, сондықтан оларды мұнда қайта тексеру мүмкін емес: бұл стажердің өз жазбасы. Емтихан жауаптары өз коды бойынша қайта тексеріледі.</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <source>Class results</source>
        <translation>Топ нәтижелері</translation>
    </message>
    <message>
        <source>&amp;This PC&apos;s class</source>
        <translation>&amp;Осы компьютердің тобы</translation>
    </message>
    <message>
        <source>Reads this PC&apos;s own progress file: the exams its class served (the results to rely on), the practice its joined trainees sent, and this PC&apos;s own trainees.</source>
        <translation>Осы компьютердің өз үлгерім файлын оқиды: оның тобы берген емтихандарды (сенуге болатын нәтижелер), қосылған стажерлер жіберген жаттығуларды және осы компьютердің өз стажерлерін.</translation>
    </message>
    <message>
        <source>Add &amp;files...</source>
        <translation>&amp;Файлдар қосу...</translation>
    </message>
    <message>
        <source>Add f&amp;older...</source>
        <translation>&amp;Бума қосу...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Алып тастау</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>CSV-ге &amp;экспорттау...</translation>
    </message>
    <message>
        <source>&amp;PDF per trainee...</source>
        <translation>Әр стажерге PDF &amp;есеп...</translation>
    </message>
    <message>
        <source>Writes one PDF report per trainee into a folder you choose.</source>
        <translation>Әр стажерге бір PDF есебін сіз таңдаған бумаға жазады.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Жабу</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Бас тарту</translation>
    </message>
    <message>
        <source>Stops reading the files; the class stays as it was.</source>
        <translation>Файлдарды оқуды тоқтатады; топ бұрынғыдай қалады.</translation>
    </message>
    <message>
        <source>Files read:</source>
        <translation>Оқылған файлдар:</translation>
    </message>
    <message>
        <source>The class&apos;s weakest drills and cases:</source>
        <translation>Топтың ең әлсіз жаттығулары мен жағдайлары:</translation>
    </message>
    <message>
        <source>Exams by code:</source>
        <translation>Емтихандар код бойынша:</translation>
    </message>
    <message>
        <source>Code / trainee</source>
        <translation>Код / стажер</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Нәтиже</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Тапсырды</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Әрекеттер</translation>
    </message>
    <message>
        <source>Sat as</source>
        <translation>Қалай тапсырылды</translation>
    </message>
    <message>
        <source>Each cell: the share of all answers that were right, and the median time over the last 30. {mastered}: 90% right over the last 30 within the target time; {learning}; {slow}: the median time over the target; {needs_work}: under 75% right lately.</source>
        <translation>Әр ұяшықта: барлық жауаптың ішіндегі дұрыс жауаптардың үлесі және соңғы 30 жауаптың уақыт медианасы. {mastered}: соңғы 30 жауаптың 90%-ы дұрыс, мақсатты уақыт ішінде; {learning}; {slow}: уақыт медианасы мақсаттан асады; {needs_work}: соңғы кезде 75%-дан аз дұрыс.</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n стажер</numerusform>
            <numerusform>%n стажер</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n жауап</numerusform>
            <numerusform>%n жауап</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the trainees&apos; CSV exports (Progress tab, Export...), or a folder that holds them, such as a shared network folder.</source>
        <translation>Стажерлердің CSV экспорттарын (Үлгерім қойындысы, Экспорт...) немесе оларды сақтайтын буманы, мысалы, желідегі ортақ буманы қосыңыз.</translation>
    </message>
    <message>
        <source>This PC&apos;s class</source>
        <translation>Осы компьютердің тобы</translation>
    </message>
    <message>
        <source>{file}: refused. {reason}</source>
        <translation>{file}: қабылданбады. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n answer(s)</source>
        <translation>
            <numerusform>{file}: %n жауап</numerusform>
            <numerusform>{file}: %n жауап</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n already read from another file)</source>
        <translation>
            <numerusform>(%n жауап басқа файлдан оқылған)</numerusform>
            <numerusform>(%n жауап басқа файлдан оқылған)</numerusform>
        </translation>
    </message>
    <message>
        <source>{trainee} has not practised this drill.</source>
        <translation>{trainee} бұл жаттығуды әлі орындаған жоқ.</translation>
    </message>
    <message>
        <source>{trainee}, {drill}: {word}
{right} of {answers} right ({accuracy}%), the last 30: {recent}%
median time {median} over the last 30, target {target} at level {level}</source>
        <translation>{trainee}, {drill}: {word}
{answers} жауаптың {right} дұрыс ({accuracy}%), соңғы 30: {recent}%
соңғы 30 жауаптың уақыт медианасы {median}, {level}-деңгейдегі мақсат {target}</translation>
    </message>
    <message>
        <source>Drills, weakest first:</source>
        <translation>Жаттығулар, алдымен ең әлсізі:</translation>
    </message>
    <message numerus="yes">
        <source>{drill}: {right}% right, answered by %n trainee(s)</source>
        <translation>
            <numerusform>{drill}: {right}% дұрыс, %n стажер жауап берді</numerusform>
            <numerusform>{drill}: {right}% дұрыс, %n стажер жауап берді</numerusform>
        </translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>Соңғы кезде жиі қателескен жағдайлар:</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s), by {trainees}</source>
        <translation>
            <numerusform>{case}: %n рет қате, {trainees}</numerusform>
            <numerusform>{case}: %n рет қате, {trainees}</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>{answered} жауаптың {correct} дұрыс</translation>
    </message>
    <message>
        <source>{correct} of {questions} right</source>
        <translation>{questions} сұрақтың {correct} дұрыс</translation>
    </message>
    <message>
        <source>{passed} of {ended} ({rate}%)</source>
        <translation>{ended} ішінен {passed} ({rate}%)</translation>
    </message>
    <message>
        <source>Reading this PC&apos;s class...</source>
        <translation>Осы компьютердің тобы оқылуда...</translation>
    </message>
    <message>
        <source>Add trainees&apos; results</source>
        <translation>Стажерлердің нәтижелерін қосу</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV файлдары (*.csv);;Барлық файлдар (*)</translation>
    </message>
    <message>
        <source>Add every CSV file of a folder</source>
        <translation>Бумадағы барлық CSV файлдарын қосу</translation>
    </message>
    <message>
        <source>The folder {folder} holds no CSV files.</source>
        <translation>{folder} бумасында CSV файлдары жоқ.</translation>
    </message>
    <message>
        <source>Reading the files...</source>
        <translation>Файлдар оқылуда...</translation>
    </message>
    <message>
        <source>Reading file {file} of {files}: {done} of {size} MB...</source>
        <translation>Файл оқылуда ({file}/{files}): {done}/{size} МБ...</translation>
    </message>
    <message>
        <source>Putting the class together...</source>
        <translation>Топ нәтижелері біріктірілуде...</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>Тоқтатылуда...</translation>
    </message>
    <message>
        <source>Stopped; the class is as it was before.</source>
        <translation>Тоқтатылды; топ бұрынғыдай қалды.</translation>
    </message>
    <message>
        <source>The files could not be read (internal error: {name}); the class is as it was before.</source>
        <translation>Файлдарды оқу мүмкін болмады (ішкі қате: {name}); топ бұрынғыдай қалды.</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>Топ кестесін экспорттау</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV файлдары (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) written to {path}.</source>
        <translation>
            <numerusform>%n жол {path} файлына жазылды.</numerusform>
            <numerusform>%n жол {path} файлына жазылды.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a folder: one PDF report per trainee is written into it</source>
        <translation>Буманы таңдаңыз: оған әр стажерге бір PDF есебі жазылады</translation>
    </message>
    <message>
        <source>PDF reports</source>
        <translation>PDF есептер</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) written to {folder}.</source>
        <translation>
            <numerusform>%n есеп {folder} бумасына жазылды.</numerusform>
            <numerusform>%n есеп {folder} бумасына жазылды.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassWords</name>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>Жауабыңыз нұсқаушыға жіберілді. Нұсқаушы көрсеткенде дұрыс жауап осында шығады.</translation>
    </message>
    <message>
        <source>The instructor closed the question. Next question goes on with practice.</source>
        <translation>Нұсқаушы сұрақты жапты. «Келесі сұрақ» жаттығуды жалғастырады.</translation>
    </message>
    <message>
        <source>You have answered every question of the class exam. Your mark comes when the instructor releases the marks.</source>
        <translation>Топ емтиханының барлық сұрағына жауап бердіңіз. Нұсқаушы бағаларды жариялағанда бағаңыз шығады.</translation>
    </message>
    <message>
        <source>The class exam is over. Your mark comes when the instructor releases the marks.</source>
        <translation>Топ емтиханы аяқталды. Нұсқаушы бағаларды жариялағанда бағаңыз шығады.</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Тапсырды</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Тапсырмады</translation>
    </message>
    <message>
        <source>Class exam: {right} of {total} right.</source>
        <translation>Топ емтиханы: {total} ішінен {right} дұрыс.</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>{total} ішінен {n}-сұрақ</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>the app&apos;s log (it could not be written)</source>
        <translation>бағдарлама журналы (оны жазу мүмкін болмады)</translation>
    </message>
    <message>
        <source>Something went wrong, and the app could not finish what it was doing. The details are in {path}. Your progress is saved.</source>
        <translation>Қате шықты: бағдарлама бастаған әрекетін аяқтай алмады. Толығырақ: {path}. Үлгеріміңіз сақталды.</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Холдем дилерінің тренажері</translation>
    </message>
    <message>
        <source>{text} is not a card (write it like &apos;As&apos; or &apos;Td&apos;)</source>
        <translation>{text} — карта емес (&apos;As&apos; немесе &apos;Td&apos; сияқты жазыңыз)</translation>
    </message>
    <message>
        <source>the card {card} appears twice</source>
        <translation>{card} картасы екі рет кездеседі</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n жұп</numerusform>
            <numerusform>%n жұп</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} немесе {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} және {second}</translation>
    </message>
    <message>
        <source>the game {game} has no house rules</source>
        <translation>{game} ойынының казино ережелері жоқ</translation>
    </message>
    <message>
        <source>unknown house rule {key} for {game}</source>
        <translation>{game} ойыны үшін белгісіз казино ережесі: {key}</translation>
    </message>
    <message>
        <source>{key} must be one of {allowed}, not {value}</source>
        <translation>{key} мына мәндердің бірі болуы керек: {allowed}; {value} емес</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be one of {games}, not {value}</source>
        <translation>&apos;game&apos; мына мәндердің бірі болуы керек: {games}; {value} емес</translation>
    </message>
    <message>
        <source>the file holds no hand</source>
        <translation>файлда бірде-бір үлестіру жоқ</translation>
    </message>
    <message>
        <source>a table has at most {most} seats; the file has {count} hands</source>
        <translation>үстелде ең көбі {most} орын бар, ал файлдағы үлестірулер саны: {count}</translation>
    </message>
    <message>
        <source>hand {hand}: {reason}</source>
        <translation>{hand}-үлестіру: {reason}</translation>
    </message>
    <message>
        <source>hand {hand}: the table shows {games} hands</source>
        <translation>{hand}-үлестіру: үстел тек мына ойындардың үлестірулерін көрсетеді: {games}</translation>
    </message>
    <message>
        <source>hand {hand}: &apos;{key}&apos; differs from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>{hand}-үлестіру: &apos;{key}&apos; 1-үлестіруден өзгеше; бір үстелдің орындарында ойын, дилер карталары, тақта және ережелер ортақ</translation>
    </message>
    <message>
        <source>hand {hand}: the rules differ from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>{hand}-үлестіру: ережелер 1-үлестіруден өзгеше; бір үстелдің орындарында ойын, дилер карталары, тақта және ережелер ортақ</translation>
    </message>
    <message>
        <source>hand {hand}: the card {card} is also seat {seat}&apos;s card</source>
        <translation>{hand}-үлестіру: {card} картасы орын {seat} қолында да бар</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: a table has {least} to {most} seats, not {count}</source>
        <translation>&apos;seats&apos;: үстелде ең азы {least}, ең көбі {most} орын болады; {count} емес</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat} is {kind}; use one of {kinds}</source>
        <translation>&apos;seats&apos;: орын {seat} мәні — {kind}; мыналардың бірін қолданыңыз: {kinds}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat}&apos;s name must be text of at most {most} characters</source>
        <translation>&apos;seats&apos;: орын {seat} атауы ең көбі {most} таңбадан тұратын мәтін болуы керек</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: at least {least} seats must have a player</source>
        <translation>&apos;seats&apos;: кемінде {least} орында ойыншы болуы керек</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: the trainee can sit in one seat only</source>
        <translation>&apos;seats&apos;: стажер тек бір орында отыра алады</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is at most {most} chips</source>
        <translation>&apos;{key}&apos; ең көбі {most} фишка</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be empty or a whole number up to {most}</source>
        <translation>&apos;{key}&apos; бос немесе ең көбі {most} болатын бүтін сан болуы керек</translation>
    </message>
    <message>
        <source>&apos;pause_ms&apos; must be 0 to {most} milliseconds</source>
        <translation>&apos;pause_ms&apos; 0-ден бастап ең көбі {most} миллисекунд болуы керек</translation>
    </message>
    <message>
        <source>&apos;asks&apos;: unknown question {ask}; use {asks}</source>
        <translation>&apos;asks&apos;: белгісіз сұрақ {ask}; мыналарды қолданыңыз: {asks}</translation>
    </message>
    <message>
        <source>the table set-up is not valid JSON</source>
        <translation>үстел баптаулары — жарамсыз JSON</translation>
    </message>
    <message>
        <source>the table set-up must be a JSON object</source>
        <translation>үстел баптаулары JSON объектісі болуы керек</translation>
    </message>
    <message>
        <source>unknown table set-up field &apos;{key}&apos;</source>
        <translation>үстел баптауларының белгісіз өрісі: &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list of [kind, name] pairs</source>
        <translation>&apos;seats&apos; [kind, name] жұптарының тізімі болуы керек</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number</source>
        <translation>&apos;{key}&apos; бүтін сан болуы керек</translation>
    </message>
    <message>
        <source>&apos;asks&apos; must be a list</source>
        <translation>&apos;asks&apos; тізім болуы керек</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips</source>
        <translation>&apos;{key}&apos; фишкалардың бүтін саны болуы керек</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be true or false</source>
        <translation>&apos;{key}&apos; true немесе false болуы керек</translation>
    </message>
    <message>
        <source>{label} must be a list of cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>{label} карталар тізімі болуы керек, мысалы [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>{label}: {reason}</source>
        <translation>{label}: {reason}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; needs one pair of cards per seat: {seats} seats, {got}</source>
        <translation>&apos;hole_cards&apos; әр орынға бір жұп карта қажет етеді: орын саны — {seats}, берілгені — {got}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; seat {seat}</source>
        <translation>&apos;hole_cards&apos;, орын {seat}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos;: seat {seat} needs 2 cards, not {count}</source>
        <translation>&apos;hole_cards&apos;: орын {seat} үшін 2 карта керек; {count} емес</translation>
    </message>
    <message>
        <source>action {index} ({action}) must be one of {forms}</source>
        <translation>{index}-әрекет ({action}) мына түрлердің бірі болуы керек: {forms}</translation>
    </message>
    <message>
        <source>action {index} ({kind}): write [&quot;{kind}&quot;, TO] with TO the whole number of chips the seat&apos;s wager on this street comes to</source>
        <translation>{index}-әрекет ({kind}): [&quot;{kind}&quot;, TO] деп жазыңыз, мұнда TO — осы кезеңде орынның ставкасы жететін фишкалардың бүтін саны</translation>
    </message>
    <message>
        <source>action {index} ({kind} to {amount}): the amount must be positive</source>
        <translation>{index}-әрекет ({kind}, сомасы {amount}): сома оң сан болуы керек</translation>
    </message>
    <message>
        <source>action {index} ({kind}) takes no amount: write [&quot;{kind}&quot;]</source>
        <translation>{index}-әрекет ({kind}) сомасыз жазылады: [&quot;{kind}&quot;]</translation>
    </message>
    <message>
        <source>unknown field &apos;{key}&apos;</source>
        <translation>белгісіз өріс: &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;</source>
        <translation>&apos;{key}&apos; өрісі жоқ</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; must be a list of chip counts, one per seat</source>
        <translation>&apos;stacks&apos; фишка сандарының тізімі болуы керек, әр орынға біреуден</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list like [[&quot;raise&quot;, 30], [&quot;call&quot;]]</source>
        <translation>&apos;actions&apos; тізім болуы керек, мысалы [[&quot;raise&quot;, 30], [&quot;call&quot;]]</translation>
    </message>
    <message>
        <source>after action {index}</source>
        <translation>{index}-әрекеттен кейін</translation>
    </message>
    <message>
        <source>before any action</source>
        <translation>ешбір әрекетке дейін</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; (one pair of cards per seat)</source>
        <translation>&apos;hole_cards&apos; (әр орынға бір жұп карта)</translation>
    </message>
    <message>
        <source>{count} &apos;board&apos; cards (it has {given})</source>
        <translation>&apos;board&apos; карталары: {count} (қазір {given})</translation>
    </message>
    <message>
        <source>the hand reaches the showdown {when}, so it needs {missing}</source>
        <translation>үлестіру {when} карталарды ашуға жетеді, сондықтан мыналар қажет: {missing}</translation>
    </message>
    <message>
        <source>a no-limit hand is a JSON object with {pair}</source>
        <translation>лимитсіз үлестіру — ішінде {pair} бар JSON объектісі</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over after action {previous}</source>
        <translation>{index}-әрекет ({action}): үлестіру {previous}-әрекеттен кейін аяқталып қойған</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over before any action</source>
        <translation>{index}-әрекет ({action}): үлестіру ешбір әрекетке дейін аяқталып қойған</translation>
    </message>
    <message>
        <source>action {index} (seat {seat}, {action}): {reason}</source>
        <translation>{index}-әрекет (орын {seat}, {action}): {reason}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds 0, 3, 4 or 5 cards (the flop, turn and river), not {given}</source>
        <translation>&apos;board&apos; ішінде 0, 3, 4 немесе 5 карта болады (флоп, терн және ривер); {given} емес</translation>
    </message>
    <message>
        <source>&apos;names&apos; must be a list of names, one per seat, like [&quot;Ana&quot;, &quot;Bohdan&quot;], not {value}</source>
        <translation>&apos;names&apos; атаулар тізімі болуы керек, әр орынға біреуден, мысалы [&quot;Ana&quot;, &quot;Bohdan&quot;]; {value} емес</translation>
    </message>
    <message>
        <source>&apos;names&apos; must list one name for each of the {seats} seats, not {count}</source>
        <translation>&apos;names&apos; ішінде {seats} орынның әрқайсысына бір атау болуы керек; {count} емес</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name must be text in quotes, not {value}</source>
        <translation>&apos;names&apos;: орын {seat} атауы тырнақшадағы мәтін болуы керек; {value} емес</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name has {count} characters; a name has at most {most}</source>
        <translation>&apos;names&apos;: орын {seat} атауында {count} таңба бар; атау ең көбі {most} таңбадан тұрады</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name holds a control character ({code})</source>
        <translation>&apos;names&apos;: орын {seat} атауында басқару таңбасы бар ({code})</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; needs {least} to {most} seats, not {count}</source>
        <translation>&apos;stacks&apos; ішінде ең азы {least}, ең көбі {most} орын болуы керек; {count} емес</translation>
    </message>
    <message>
        <source>&apos;stacks&apos;: seat {seat} has {value}; every stack must be a positive whole number of chips, at most {most}</source>
        <translation>&apos;stacks&apos;: орын {seat} мәні — {value}; әр стек фишкалардың оң бүтін саны болуы керек, ең көбі {most}</translation>
    </message>
    <message>
        <source>&apos;button&apos; must be a seat from 0 to {last}, not {value}</source>
        <translation>&apos;button&apos; 0-ден бастап ең көбі {last} болатын орын болуы керек; {value} емес</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a positive whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos; фишкалардың оң бүтін саны болуы керек; {value} емес</translation>
    </message>
    <message>
        <source>&apos;small_blind&apos; ({small}) cannot be more than &apos;big_blind&apos; ({big})</source>
        <translation>&apos;small_blind&apos; ({small}) &apos;big_blind&apos; ({big}) мәнінен көп бола алмайды</translation>
    </message>
    <message>
        <source>&apos;ante&apos; must be a whole number of chips, 0 or more, not {value}</source>
        <translation>&apos;ante&apos; фишкалардың 0 немесе одан көп бүтін саны болуы керек; {value} емес</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds at most 5 cards, not {count}</source>
        <translation>&apos;board&apos; ішінде ең көбі 5 карта болады; {count} емес</translation>
    </message>
    <message>
        <source>the pay table has no multiplier for the {line} line</source>
        <translation>төлем кестесінде «{line}» жолының көбейткіші жоқ</translation>
    </message>
    <message>
        <source>the {line} line must be a whole number from {low} to {high}, not {value}</source>
        <translation>«{line}» жолы {low} мен {high} аралығындағы бүтін сан болуы керек; {value} емес</translation>
    </message>
    <message numerus="yes">
        <source>the pay table has %n line(s): {count} multipliers are too many</source>
        <translation>
            <numerusform>төлем кестесінде %n жол бар: {count} көбейткіш тым көп</numerusform>
            <numerusform>төлем кестесінде %n жол бар: {count} көбейткіш тым көп</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown {key} {value} (known: {known})</source>
        <translation>белгісіз {key} {value} (белгілілері: {known})</translation>
    </message>
    <message>
        <source>{key} {value} is not a pay table of this game: {reason}</source>
        <translation>{key} {value} — бұл ойынның төлем кестесі емес: {reason}</translation>
    </message>
    <message>
        <source>a hand must be a JSON object like {example}</source>
        <translation>үлестіру JSON объектісі болуы керек, мысалы {example}</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (a comma before the closing &apos;]&apos;)</source>
        <translation>{line}-жол — жарамсыз JSON (жабатын &apos;]&apos; алдында үтір тұр)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (expecting &apos;,&apos; or &apos;]&apos; after the hand before it)</source>
        <translation>{line}-жол — жарамсыз JSON (алдыңғы үлестіруден кейін &apos;,&apos; немесе &apos;]&apos; күтілген)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (the list that starts there is not closed with &apos;]&apos;)</source>
        <translation>{line}-жол — жарамсыз JSON (сол жерде басталған тізім &apos;]&apos; таңбасымен жабылмаған)</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8: 0x{byte} at column {column}</source>
        <translation>UTF-8 емес байт: 0x{byte}, {column}-баған</translation>
    </message>
    <message>
        <source>{problem} at column {column}</source>
        <translation>{problem}, {column}-баған</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>тым терең енгізілген</translation>
    </message>
    <message>
        <source>a number is too long</source>
        <translation>сан тым ұзын</translation>
    </message>
    <message>
        <source>line {line}: the hand is nested too deeply (more than {levels} levels)</source>
        <translation>{line}-жол: үлестіру тым терең енгізілген ({levels} деңгейден артық)</translation>
    </message>
    <message>
        <source>line {line}: {what} is not UTF-8 text (the byte 0x{byte})</source>
        <translation>{line}-жол: {what} — UTF-8 мәтіні емес (0x{byte} байты)</translation>
    </message>
    <message>
        <source>line {line}: {what} is not valid text (it holds a lone surrogate, a \uD800-\uDFFF escape that is half a character)</source>
        <translation>{line}-жол: {what} — жарамсыз мәтін (онда жалғыз суррогат бар, яғни таңбаның жартысы ғана болатын \uD800-\uDFFF escape-тізбегі)</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>мән күтілген</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>қос тырнақшадағы өріс атауы күтілген</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>&apos;:&apos; бөлгіші күтілген</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>&apos;,&apos; бөлгіші күтілген</translation>
    </message>
    <message>
        <source>Unterminated string starting</source>
        <translation>жабылмаған мәтін басталады</translation>
    </message>
    <message>
        <source>Invalid control character</source>
        <translation>жарамсыз басқару таңбасы</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>объект соңының алдында артық үтір</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>массив соңының алдында артық үтір</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason})</source>
        <translation>{line}-жол — жарамсыз JSON ({reason})</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason}); the hand starts on line {first}</source>
        <translation>{line}-жол — жарамсыз JSON ({reason}); үлестіру {first}-жолдан басталады</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>мәтін</translation>
    </message>
    <message>
        <source>the field name {name}</source>
        <translation>өріс атауы {name}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {count} cards are needed</source>
        <translation>&apos;{key}&apos; өрісі жоқ: {count} карта қажет</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a list of {count} cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>&apos;{key}&apos; {count} картадан тұратын тізім болуы керек, мысалы [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; needs {count} cards, not {given}</source>
        <translation>&apos;{key}&apos; үшін {count} карта керек; {given} емес</translation>
    </message>
    <message>
        <source>&apos;{key}&apos;: {reason}</source>
        <translation>&apos;{key}&apos;: {reason}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: a whole number of chips</source>
        <translation>&apos;{key}&apos; өрісі жоқ: фишкалардың бүтін саны</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos; фишкалардың бүтін саны болуы керек; {value} емес</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; cannot be negative ({value})</source>
        <translation>&apos;{key}&apos; теріс бола алмайды ({value})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is larger than any table allows (at most {most})</source>
        <translation>&apos;{key}&apos; кез келген үстелдің рұқсатынан үлкен (ең көбі {most})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be at least {least}</source>
        <translation>&apos;{key}&apos; кемінде {least} болуы керек</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {choices}</source>
        <translation>&apos;{key}&apos; өрісі жоқ: {choices}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be {choices}, not {value}</source>
        <translation>&apos;{key}&apos; {choices} болуы керек; {value} емес</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is below the table minimum of {least}</source>
        <translation>&apos;{key}&apos; {amount} үстелдің ең аз мөлшерінен ({least}) төмен</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is above the table maximum of {most}</source>
        <translation>&apos;{key}&apos; {amount} үстелдің ең көп мөлшерінен ({most}) жоғары</translation>
    </message>
    <message>
        <source>Type an amount first (0 if nothing is paid).</source>
        <translation>Алдымен соманы енгізіңіз (ештеңе төленбесе, 0).</translation>
    </message>
    <message>
        <source>Only digits, please: 1000, 1 000 and 1,000 are all fine.</source>
        <translation>Тек цифрлар енгізіңіз: 1000, 1 000 және 1,000 — бәрі жарайды.</translation>
    </message>
    <message>
        <source>Chips are whole numbers: no decimals.</source>
        <translation>Фишкалар — бүтін сандар: ондық бөлшек болмайды.</translation>
    </message>
    <message>
        <source>A payout is never negative: type 0 if nothing is paid.</source>
        <translation>Төлем ешқашан теріс болмайды: ештеңе төленбесе, 0 енгізіңіз.</translation>
    </message>
    <message>
        <source>That number is far larger than any payout here.</source>
        <translation>Бұл сан мұндағы кез келген төлемнен әлдеқайда үлкен.</translation>
    </message>
    <message>
        <source>Choose an answer first (the letters work too).</source>
        <translation>Алдымен жауапты таңдаңыз (әріп пернелері де жұмыс істейді).</translation>
    </message>
    <message>
        <source>Type seat numbers from the table, each once: 1 3 4 or 134.</source>
        <translation>Үстелдегі орын нөмірлерін енгізіңіз, әрқайсысын бір рет: 1 3 4 не 134.</translation>
    </message>
    <message>
        <source>That is not one of the dealer&apos;s calls: type a few words of it and choose the call from the list.</source>
        <translation>Бұл дилер хабарландыруларының бірі емес: хабарландырудың бірнеше сөзін теріп, оны тізімнен таңдаңыз.</translation>
    </message>
    <message>
        <source>A field is not answered yet: every field needs an answer.</source>
        <translation>Бір өріс әлі жауапсыз: әр өріске жауап керек.</translation>
    </message>
    <message>
        <source>Not answered: {field}. Type a number there, 0 if there is none.</source>
        <translation>Жауап жоқ: {field}. Онда санды енгізіңіз (ештеңе болмаса, 0).</translation>
    </message>
    <message>
        <source>Not answered: {field}. Every field needs an answer.</source>
        <translation>Жауап жоқ: {field}. Әр өріске жауап керек.</translation>
    </message>
    <message>
        <source>This exam code has a typo: please check it against the one you were given.</source>
        <translation>Бұл емтихан кодында қате бар: оны сізге берілген кодпен салыстырыңыз.</translation>
    </message>
    <message>
        <source>An exam&apos;s questions must be from {low} to {high}, not {value}.</source>
        <translation>Емтихандағы сұрақ саны ең азы {low}, ең көбі {high} болуы керек; {value} емес.</translation>
    </message>
    <message>
        <source>An exam&apos;s minutes must be from {low} to {high}, not {value}.</source>
        <translation>Емтихан ұзақтығы (минут) ең азы {low}, ең көбі {high} болуы керек; {value} емес.</translation>
    </message>
    <message>
        <source>An exam&apos;s pass percent must be from {low} to {high}, not {value}.</source>
        <translation>Емтиханның өту шегі (%) ең азы {low}, ең көбі {high} болуы керек; {value} емес.</translation>
    </message>
    <message>
        <source>An exam&apos;s level must be from {low} to {high}, not {value}.</source>
        <translation>Емтихан деңгейі ең азы {low}, ең көбі {high} болуы керек; {value} емес.</translation>
    </message>
    <message>
        <source>An exam needs 1 to {most} drills.</source>
        <translation>Емтиханда ең азы 1, ең көбі {most} жаттығу болуы керек.</translation>
    </message>
    <message>
        <source>An exam&apos;s drills must be named, each only once.</source>
        <translation>Емтихан жаттығуларының атауы болуы керек, әрқайсысы тек бір рет.</translation>
    </message>
    <message>
        <source>An exam&apos;s seed must be from 0 to {most}.</source>
        <translation>Емтихан сұрақтары жинағының нөмірі ең азы 0, ең көбі {most} болуы керек.</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules: {reason}</source>
        <translation>Емтиханның казино ережелері: {reason}</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules must be listed as a house profile lists them.</source>
        <translation>Емтиханның казино ережелері казино профиліндегідей тізілуі керек.</translation>
    </message>
    <message>
        <source>An exam&apos;s {field} does not fit in a code.</source>
        <translation>Емтиханның {field} өрісі кодқа сыймайды.</translation>
    </message>
    <message>
        <source>An exam code must be text.</source>
        <translation>Емтихан коды мәтін болуы керек.</translation>
    </message>
    <message>
        <source>Please type the exam code.</source>
        <translation>Емтихан кодын енгізіңіз.</translation>
    </message>
    <message>
        <source>An exam code cannot contain {char}: please check it.</source>
        <translation>Емтихан кодында {char} таңбасы болмауы керек: кодты тексеріңіз.</translation>
    </message>
    <message>
        <source>This exam uses a pay table of the instructor&apos;s own: import the instructor&apos;s house profile on this PC (Instructor &gt; Settings), then type the code again.</source>
        <translation>Бұл емтихан нұсқаушының өз төлем кестесін пайдаланады: нұсқаушының казино профилін осы компьютерге импорттаңыз (Нұсқаушы &gt; Баптаулар), сосын кодты қайта енгізіңіз.</translation>
    </message>
    <message>
        <source>This exam code is too short: please check it against the one you were given.</source>
        <translation>Бұл емтихан коды тым қысқа: оны сізге берілген кодпен салыстырыңыз.</translation>
    </message>
    <message>
        <source>This exam code was made by a newer version of the app: please update the app.</source>
        <translation>Бұл емтихан коды бағдарламаның жаңарақ нұсқасында жасалған: бағдарламаны жаңартыңыз.</translation>
    </message>
    <message>
        <source>This exam uses a drill that this version of the app does not have: please update the app.</source>
        <translation>Бұл емтиханда бағдарламаның осы нұсқасында жоқ жаттығу бар: бағдарламаны жаңартыңыз.</translation>
    </message>
    <message>
        <source>This exam code cannot tell the drills {drills} apart: please choose other drills for the exam.</source>
        <translation>Бұл емтихан коды {drills} жаттығуларын ажырата алмайды: емтиханға басқа жаттығуларды таңдаңыз.</translation>
    </message>
    <message>
        <source>the file cannot be written ({detail})</source>
        <translation>файлды жазу мүмкін емес ({detail})</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>файл немесе оның қалтасы тек оқуға арналған</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>дискіде бос орын жоқ</translation>
    </message>
    <message>
        <source>the file is from a newer version of the app, so it is left as it is</source>
        <translation>файл бағдарламаның жаңарақ нұсқасынан, сондықтан ол өзгеріссіз қалдырылды</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>файлды басқа бағдарлама пайдаланып жатыр</translation>
    </message>
    <message>
        <source>Nothing was saved, because the app tried to save a wrong value; the details are in its log, and everything saved before is safe.</source>
        <translation>Ештеңе сақталмады, себебі бағдарлама қате мәнді сақтамақ болды; толығырақ бағдарлама журналында, ал бұрын сақталғанның бәрі аман.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot be empty.</source>
        <translation>Стажердің аты бос болмауы керек.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name can have at most {most} characters.</source>
        <translation>Стажердің аты ең көбі {most} таңбадан тұра алады.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot contain line breaks or control characters.</source>
        <translation>Стажердің атында жол үзілімдері немесе басқару таңбалары болмауы керек.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be opened ({reason}).</source>
        <translation>{path} үлгерім файлын ашу мүмкін емес ({reason}).</translation>
    </message>
    <message>
        <source>The progress file {path} is damaged again after a new one was started.</source>
        <translation>Жаңа файл құрылғаннан кейін {path} үлгерім файлы қайтадан бүлінді.</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of the app; please update the app to open it.</source>
        <translation>{path} үлгерім файлы бағдарламаның жаңарақ нұсқасында жазылған; оны ашу үшін бағдарламаны жаңартыңыз.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({reason}).</source>
        <translation>{path} үлгерім файлына жазу мүмкін емес ({reason}).</translation>
    </message>
    <message>
        <source>The progress file {path} kept changing while it was opened.</source>
        <translation>{path} үлгерім файлы ашылып жатқанда үнемі өзгеріп тұрды.</translation>
    </message>
    <message>
        <source>The damaged progress file {path} could not be moved aside ({reason}).</source>
        <translation>Бүлінген {path} үлгерім файлын бөлек қою мүмкін болмады ({reason}).</translation>
    </message>
    <message>
        <source>The progress file could not be saved ({reason}).</source>
        <translation>Үлгерім файлын сақтау мүмкін болмады ({reason}).</translation>
    </message>
    <message>
        <source>The progress could not be kept ({reason}).</source>
        <translation>Үлгерімді тіпті жадта да сақтау мүмкін болмады ({reason}).</translation>
    </message>
    <message>
        <source>The progress file could not be read ({reason}).</source>
        <translation>Үлгерім файлын оқу мүмкін болмады ({reason}).</translation>
    </message>
    <message>
        <source>The progress file is damaged ({reason}).</source>
        <translation>Үлгерім файлы бүлінген ({reason}).</translation>
    </message>
    <message>
        <source>There is already a trainee called {name}.</source>
        <translation>{name} есімді стажер бұрыннан бар.</translation>
    </message>
    <message>
        <source>There is no trainee profile number {number}.</source>
        <translation>{number} нөмірлі стажер профилі жоқ.</translation>
    </message>
    <message>
        <source>The last trainee cannot be removed; add another one first.</source>
        <translation>Соңғы стажерді жою мүмкін емес; алдымен басқа стажер қосыңыз.</translation>
    </message>
    <message>
        <source>A tag cannot be empty or contain a semicolon.</source>
        <translation>Белгі бос болмауы керек және онда нүктелі үтір болмауы керек.</translation>
    </message>
    <message>
        <source>There is no exam number {number} for this trainee.</source>
        <translation>Бұл стажерде {number} нөмірлі емтихан жоқ.</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <translation>Емтиханда кемінде бір сұрақ болуы керек.</translation>
    </message>
    <message>
        <source>There is no unfinished exam number {number}.</source>
        <translation>{number} нөмірлі аяқталмаған емтихан жоқ.</translation>
    </message>
    <message>
        <source>An exam of {questions} questions cannot have {correct} correct answers.</source>
        <translation>{questions} сұрақтан тұратын емтиханда {correct} дұрыс жауап болуы мүмкін емес.</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, more than the app reads; none of it was used.</source>
        <translation>Файл {most} МБ-тан үлкен, бағдарлама мұнша көп оқымайды; оның ешбір бөлігі пайдаланылған жоқ.</translation>
    </message>
    <message>
        <source>the file is open in another program, or read-only; close it there, or choose another name</source>
        <translation>файл басқа бағдарламада ашық немесе тек оқуға арналған; оны сонда жабыңыз немесе басқа атау таңдаңыз</translation>
    </message>
    <message>
        <source>{path} is a folder; name a file in it.</source>
        <translation>{path} — бума; оның ішіндегі файлды көрсетіңіз.</translation>
    </message>
    <message>
        <source>{path} is a device or a pipe, not a file; name a file.</source>
        <translation>{path} — файл емес, құрылғы немесе арна; файлды көрсетіңіз.</translation>
    </message>
    <message>
        <source>{path} already exists and is not a {suffix} file; it was left as it is.</source>
        <translation>{path} бұрыннан бар және {suffix} файлы емес; ол өзгертілмеді.</translation>
    </message>
    <message>
        <source>The results could not be written to {path} ({reason}).</source>
        <translation>Нәтижелерді {path} файлына жазу мүмкін болмады ({reason}).</translation>
    </message>
    <message>
        <source>the worked example {name} is not one hand</source>
        <translation>{name} талданған мысалы бір үлестіру емес</translation>
    </message>
    <message>
        <source>no worked example is called {name}</source>
        <translation>{name} деп аталатын талданған мысал жоқ</translation>
    </message>
    <message>
        <source>a picture of more than 52 cards</source>
        <translation>52-ден астам картасы бар сурет</translation>
    </message>
    <message>
        <source>{page}, line {number}: {reason}</source>
        <translation>{page}, {number}-жол: {reason}</translation>
    </message>
    <message>
        <source>no slot is called {name}</source>
        <translation>{name} деп аталатын толтырғыш жоқ</translation>
    </message>
    <message>
        <source>the slot {name} belongs on a game&apos;s page</source>
        <translation>{name} толтырғышы тек ойын бетінде болуы керек</translation>
    </message>
    <message>
        <source>no drill is called {name}</source>
        <translation>{name} деп аталатын жаттығу жоқ</translation>
    </message>
    <message>
        <source>no worked examples here</source>
        <translation>мұнда талданған мысалдар жоқ</translation>
    </message>
    <message>
        <source>{name} has no stated strategy</source>
        <translation>{name} үшін көрсетілген стратегия жоқ</translation>
    </message>
    <message>
        <source>Chip values are whole numbers above zero with commas between them, not {value}.</source>
        <translation>Фишка номиналдары — нөлден үлкен, үтірмен бөлінген бүтін сандар; {value} емес.</translation>
    </message>
    <message>
        <source>The chip values need a 1, so that every amount can be paid.</source>
        <translation>Кез келген соманы төлеу үшін фишка номиналдарының арасында 1 болуы керек.</translation>
    </message>
    <message>
        <source>A table has at most {kinds} kinds of chip, none above {most}.</source>
        <translation>Үстелде ең көбі {kinds} түрлі фишка болады, ешқайсысы {most} мәнінен аспайды.</translation>
    </message>
    <message>
        <source>the odds cover {games}, not {value}</source>
        <translation>мүмкіндіктер мына ойындар үшін есептеледі: {games}; {value} үшін емес</translation>
    </message>
    <message>
        <source>unknown strategy {value} for {game} (known: {known})</source>
        <translation>{game} үшін белгісіз стратегия {value} (белгілілері: {known})</translation>
    </message>
    <message>
        <source>A house profile needs a name.</source>
        <translation>Казино профиліне ат керек.</translation>
    </message>
    <message>
        <source>A house profile&apos;s name can have at most {most} characters.</source>
        <translation>Казино профилінің аты ең көбі {most} таңбадан тұруы керек.</translation>
    </message>
    <message>
        <source>A house profile&apos;s name cannot hold control characters.</source>
        <translation>Казино профилінің атында басқару таңбалары болмауы керек.</translation>
    </message>
    <message>
        <source>{game} is not a game with house rules (known: {games})</source>
        <translation>{game} — казино ережелері бар ойын емес (белгілілері: {games})</translation>
    </message>
    <message>
        <source>the house rules of {game} must be a list of rules and their values</source>
        <translation>{game} ойынының казино ережелері ережелер мен олардың мәндерінің тізімі болуы керек</translation>
    </message>
    <message>
        <source>{game}: {reason}</source>
        <translation>{game}: {reason}</translation>
    </message>
    <message>
        <source>a house profile&apos;s &quot;games&quot; must list each game with its house rules</source>
        <translation>казино профиліндегі &quot;games&quot; әр ойынды оның казино ережелерімен атауы керек</translation>
    </message>
    <message>
        <source>This is not a house profile: it needs a &quot;name&quot; and the &quot;games&quot; with their house rules.</source>
        <translation>Бұл казино профилі емес: онда &quot;name&quot; және казино ережелері бар &quot;games&quot; болуы керек.</translation>
    </message>
    <message>
        <source>This file is too large to be a house profile.</source>
        <translation>Бұл файл казино профилі болу үшін тым үлкен.</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not UTF-8 text.</source>
        <translation>Бұл казино профилі емес: ол UTF-8 мәтіні емес.</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not JSON (line {line}, column {column}).</source>
        <translation>Бұл казино профилі емес: ол JSON емес ({line}-жол, {column}-баған).</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Файлды оқу мүмкін емес: {reason}</translation>
    </message>
    <message>
        <source>The saved house profiles need one profile at least, each name only once.</source>
        <translation>Сақталған казино профильдерінде кемінде бір профиль болуы керек, әр ат бір-ақ рет.</translation>
    </message>
    <message>
        <source>There is no house profile called {name}.</source>
        <translation>{name} деп аталатын казино профилі жоқ.</translation>
    </message>
    <message>
        <source>A house profile called {name} already exists: please choose another name.</source>
        <translation>{name} деп аталатын казино профилі бар: басқа ат таңдаңыз.</translation>
    </message>
    <message>
        <source>The last house profile cannot be deleted.</source>
        <translation>Соңғы казино профилін жою мүмкін емес.</translation>
    </message>
    <message>
        <source>{name} is saved twice</source>
        <translation>{name} екі рет сақталған</translation>
    </message>
    <message>
        <source>The folder {path} could not be read ({reason}).</source>
        <translation>{path} бумасын оқу мүмкін болмады ({reason}).</translation>
    </message>
    <message>
        <source>The file could not be read ({reason}).</source>
        <translation>Файлды оқу мүмкін болмады ({reason}).</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, too large for a results export.</source>
        <translation>Файл {most} МБ-тан үлкен, нәтижелер экспорты үшін тым үлкен.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text, as the app&apos;s results exports are.</source>
        <translation>Файл қолданбаның нәтижелер экспорттары сияқты UTF-8 мәтіні емес.</translation>
    </message>
    <message>
        <source>The file holds binary data, so it is not a results export of the app.</source>
        <translation>Файлда екілік деректер бар, сондықтан бұл қолданбаның нәтижелер экспорты емес.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл бос.</translation>
    </message>
    <message>
        <source>The file&apos;s first line is not the header of the app&apos;s results export.</source>
        <translation>Файлдың бірінші жолы қолданбаның нәтижелер экспортының тақырыбы емес.</translation>
    </message>
    <message>
        <source>The file&apos;s header names the column {column} twice.</source>
        <translation>Файл тақырыбында {column} бағаны екі рет аталған.</translation>
    </message>
    <message>
        <source>The file is not a whole results export of the app (missing: {columns}).</source>
        <translation>Файл қолданбаның толық нәтижелер экспорты емес (жоқ: {columns}).</translation>
    </message>
    <message>
        <source>Line {line} does not have one cell for each column of the header.</source>
        <translation>{line}-жолда тақырыптың әр бағанына бір ұяшықтан келмейді.</translation>
    </message>
    <message>
        <source>Line {line} cannot be read as CSV ({reason}).</source>
        <translation>{line}-жолды CSV ретінде оқу мүмкін емес ({reason}).</translation>
    </message>
    <message>
        <source>This PC has no progress file yet: no trainee has answered here.</source>
        <translation>Бұл компьютерде әлі үлгерім файлы жоқ: мұнда әлі бірде-бір стажер жауап бермеген.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a whole number, not {value}.</source>
        <translation>{line}-жол: {column} бүтін сан болуы керек, {value} емес.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be 0 or 1, not {value}.</source>
        <translation>{line}-жол: {column} 0 немесе 1 болуы керек, {value} емес.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a number of seconds such as 4.5, not {value}.</source>
        <translation>{line}-жол: {column} секунд саны болуы керек, мысалы 4.5, {value} емес.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a date and time as the app writes it, not {value}.</source>
        <translation>{line}-жол: {column} қолданба жазатындай күн мен уақыт болуы керек, {value} емес.</translation>
    </message>
    <message>
        <source>Line {line}: the trainee&apos;s name is empty.</source>
        <translation>{line}-жол: стажердің аты бос.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not a drill of this version of the app (is the file from a newer version?).</source>
        <translation>{line}-жол: {value} қолданбаның бұл нұсқасының жаттығуы емес (файл жаңарақ нұсқадан емес пе?).</translation>
    </message>
    <message>
        <source>Line {line}: the level should be 1, 2 or 3, not {value}.</source>
        <translation>{line}-жол: деңгей 1, 2 немесе 3 болуы керек, {value} емес.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam status the app writes.</source>
        <translation>{line}-жол: {value} қолданба жазатын емтихан күйі емес.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam source the app writes.</source>
        <translation>{line}-жол: {value} — қолданба жазатын емтихан көзі емес.</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>карталарды тастау</translation>
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
        <translation>олл-ин</translation>
    </message>
    <message>
        <source>bet {to}</source>
        <translation>{to} ставка</translation>
    </message>
    <message>
        <source>raise to {to}</source>
        <translation>{to} сомасына дейін рейз</translation>
    </message>
    <message>
        <source>it is seat {turn}&apos;s turn, not seat {seat}&apos;s</source>
        <translation>қазір орын {seat} емес, орын {turn} жүреді</translation>
    </message>
    <message>
        <source>there is already a bet of {to}, so this is a raise</source>
        <translation>{to} ставкасы қойылып қойған, сондықтан бұл — рейз</translation>
    </message>
    <message>
        <source>nobody has bet on this street, so this is a bet</source>
        <translation>бұл кезеңде әлі ешкім ставка қоймаған, сондықтан бұл — ставка</translation>
    </message>
    <message>
        <source>the hand is over: no more actions</source>
        <translation>үлестіру аяқталды: басқа әрекет жоқ</translation>
    </message>
    <message>
        <source>A join code is {length} of these letters and digits: {alphabet}.</source>
        <translation>Қосылу коды мына әріптер мен цифрлардың {length} таңбасынан тұрады: {alphabet}.</translation>
    </message>
    <message>
        <source>The class server could not start ({reason}).</source>
        <translation>Сынып серверін іске қосу мүмкін болмады ({reason}).</translation>
    </message>
    <message>
        <source>Another program is using port {port}: close it or choose another port.</source>
        <translation>{port} портын басқа бағдарлама пайдаланып отыр: оны жабыңыз немесе басқа порт таңдаңыз.</translation>
    </message>
    <message>
        <source>Another class server is hosting a class on this progress file: stop it first.</source>
        <translation>Осы прогресс файлында басқа сынып сервері сынып өткізіп жатыр: алдымен оны тоқтатыңыз.</translation>
    </message>
    <message>
        <source>A trainee of this name is in the class already: join with another name.</source>
        <translation>Бұл атпен стажер сыныпта бар: басқа атпен қосылыңыз.</translation>
    </message>
    <message>
        <source>The instructor did not let you in.</source>
        <translation>Нұсқаушы сізді кіргізбеді.</translation>
    </message>
    <message>
        <source>The class server failed to answer; try again.</source>
        <translation>Сынып сервері жауап бере алмады; қайталап көріңіз.</translation>
    </message>
    <message>
        <source>The class not ended on this PC has another join code: start with its code, or with --new-class to end it and begin a new class.</source>
        <translation>Осы компьютердегі аяқталмаған сыныптың қосылу коды басқа: оның кодымен іске қосыңыз немесе оны аяқтап, жаңа сынып бастау үшін --new-class қолданыңыз.</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips from {least} to {most}, not {value}</source>
        <translation>&apos;{key}&apos; {least} мен {most} аралығындағы бүтін фишка саны болуы керек, {value} емес</translation>
    </message>
    <message>
        <source>the table minimum of {least} is above the table maximum of {most}</source>
        <translation>үстелдің ең аз мөлшері ({least}) ең көп мөлшерінен ({most}) жоғары</translation>
    </message>
</context>
<context>
    <name>ExactBox</name>
    <message>
        <source>Line</source>
        <translation>Жол</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Қолдар саны</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Жарияланған</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Ықтималдық</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Төлем</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Күтілетін нәтиже</translation>
    </message>
    <message>
        <source>{bet}: counted exactly over {deals}</source>
        <translation>{bet}: дәл есептелді — {deals}</translation>
    </message>
</context>
<context>
    <name>ExamDialog</name>
    <message>
        <source>Exam</source>
        <translation>Емтихан</translation>
    </message>
    <message>
        <source>Start a class exam</source>
        <translation>Топ емтиханын бастау</translation>
    </message>
    <message>
        <source>Serve an exam from its code</source>
        <translation>Емтиханды оның коды бойынша өткізу</translation>
    </message>
    <message>
        <source>Sit an exam from a code</source>
        <translation>Код бойынша емтихан тапсыру</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Код:</translation>
    </message>
    <message>
        <source>Or set a new exam</source>
        <translation>Немесе жаңа емтихан құрыңыз</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Сұрақ саны:</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>Минут:</translation>
    </message>
    <message>
        <source>Pass mark (%):</source>
        <translation>Өту шегі (%):</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Деңгей:</translation>
    </message>
    <message>
        <source>A new exam is dealt under the house profile {name}; its code carries the house&apos;s rules.</source>
        <translation>Жаңа емтихан {name} казино профилі бойынша үлестіріледі; оның коды казино ережелерін қамтиды.</translation>
    </message>
    <message>
        <source>Set a new exam</source>
        <translation>Жаңа емтихан құрыңыз</translation>
    </message>
    <message>
        <source>Trainees see their marks when you release them.</source>
        <translation>Стажерлер бағаларын сіз жариялағанда көреді.</translation>
    </message>
    <message>
        <source>Feedback comes at the end of the exam.</source>
        <translation>Жауаптар талдауы емтихан соңында көрсетіледі.</translation>
    </message>
    <message>
        <source>Sit the exam</source>
        <translation>Емтиханды тапсыру</translation>
    </message>
    <message>
        <source>Create the exam</source>
        <translation>Емтихан құру</translation>
    </message>
    <message>
        <source>Choose at least one drill.</source>
        <translation>Кемінде бір жаттығуды таңдаңыз.</translation>
    </message>
</context>
<context>
    <name>ExamSlip</name>
    <message>
        <source>Exam code</source>
        <translation>Емтихан коды</translation>
    </message>
    <message>
        <source>On the {trainer} tab press {exam} and type the code under “{sit}”: the same code gives the same questions on every PC.</source>
        <translation>«{trainer}» қойындысында «{exam}» батырмасын басып, кодты «{sit}» өрісіне теріңіз: бір код әр компьютерде бірдей сұрақтар береді.</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Жаттығулар</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer {version}</source>
        <translation>Холдем дилерінің тренажері {version}</translation>
    </message>
    <message>
        <source>Exam slip</source>
        <translation>Емтихан парағы</translation>
    </message>
    <message>
        <source>Give the class this code: each trainee sits the exam on their own PC. It does not start on this one.</source>
        <translation>Топқа осы кодты беріңіз: әр стажер емтиханды өз компьютерінде тапсырады. Бұл компьютерде емтихан басталмайды.</translation>
    </message>
    <message>
        <source>&amp;Copy the code</source>
        <translation>Кодты &amp;көшіру</translation>
    </message>
    <message>
        <source>&amp;Print to PDF...</source>
        <translation>PDF-ке &amp;басып шығару...</translation>
    </message>
    <message>
        <source>Show on the p&amp;rojector</source>
        <translation>&amp;Проекторда көрсету</translation>
    </message>
    <message>
        <source>&amp;Sit it here</source>
        <translation>Осы жерде &amp;тапсыру</translation>
    </message>
    <message>
        <source>Starts the exam here, on this PC: its questions and clock, with the trainer locked until it ends.</source>
        <translation>Емтиханды осында, осы компьютерде бастайды: сұрақтары мен сағаты; емтихан біткенше тренажер құлыпталады.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Жабу</translation>
    </message>
    <message>
        <source>The code {code} is on the clipboard.</source>
        <translation>{code} коды алмасу буферіне көшірілді.</translation>
    </message>
    <message>
        <source>Print the exam slip to PDF</source>
        <translation>Емтихан парағын PDF-ке басып шығару</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF файлдары (*.pdf)</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Сақталды: {name}</translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message>
        <source>Question {n} of {total}: {drill}</source>
        <translation>Сұрақ {n}/{total}: {drill}</translation>
    </message>
    <message>
        <source>Not answered in time</source>
        <translation>Уақытында жауап берілмеді</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Тапсырылды</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Тапсырылмады</translation>
    </message>
    <message numerus="yes">
        <source>{right} of {total} right; %n question(s) not answered in time.</source>
        <translation>
            <numerusform>Дұрысы: {total} ішінен {right}; %n сұраққа уақытында жауап берілмеді.</numerusform>
            <numerusform>Дұрысы: {total} ішінен {right}; %n сұраққа уақытында жауап берілмеді.</numerusform>
        </translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>жауап жоқ</translation>
    </message>
</context>
<context>
    <name>FeedbackWords</name>
    <message>
        <source>(none)</source>
        <translation>(жоқ)</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Дұрыс</translation>
    </message>
    <message>
        <source>Not right</source>
        <translation>Дұрыс емес</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Сіздікі</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Дұрысы</translation>
    </message>
    <message numerus="yes">
        <source>%n other payout(s): paid right, left right.</source>
        <translation>
            <numerusform>Тағы %n төлем: дұрыс төленген және дұрыс қалдырылған.</numerusform>
            <numerusform>Тағы %n төлем: дұрыс төленген және дұрыс қалдырылған.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s); nothing was owed, so no chips at all.</source>
        <translation>
            <numerusform>Сіз {amount} сомасын %n фишкамен төледіңіз; ештеңе төленбеуі керек еді, яғни фишка мүлдем қажет емес.</numerusform>
            <numerusform>Сіз {amount} сомасын %n фишкамен төледіңіз; ештеңе төленбеуі керек еді, яғни фишка мүлдем қажет емес.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s).</source>
        <translation>
            <numerusform>Сіз {amount} сомасын %n фишкамен төледіңіз.</numerusform>
            <numerusform>Сіз {amount} сомасын %n фишкамен төледіңіз.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fewest is %n chip(s): {chips}.</source>
        <translation>
            <numerusform>Ең аз саны — %n фишка: {chips}.</numerusform>
            <numerusform>Ең аз саны — %n фишка: {chips}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest chips.</source>
        <translation>Фишка саны ең аз.</translation>
    </message>
    <message>
        <source>More chips than needed.</source>
        <translation>Фишка қажетінен көп.</translation>
    </message>
    <message>
        <source>Time {seconds} s, target {target} s: {verdict}</source>
        <translation>Уақыт {seconds} с, мақсат {target} с: {verdict}</translation>
    </message>
    <message>
        <source>within the target</source>
        <translation>мақсат шегінде</translation>
    </message>
    <message>
        <source>slower than the target</source>
        <translation>мақсаттан баяу</translation>
    </message>
    <message>
        <source>How it is settled:</source>
        <translation>Есеп айырысу жолы:</translation>
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
        <translation>AA бонусы</translation>
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
        <translation>Ойын</translation>
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
        <translation>Бонус: {table}</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>NO-LIMIT TEXAS HOLD&apos;EM</source>
        <translation>ЛИМИТСІЗ ТЕХАС ХОЛДЕМ</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>In the pot</source>
        <translation>Банкте</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>Төлем {amount}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Қайтарылды</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ұтылды</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>CASINO HOLD&apos;EM · AA BONUS</source>
        <translation>CASINO HOLD&apos;EM · AA БОНУС</translation>
    </message>
    <message>
        <source>TEXAS HOLD&apos;EM BONUS POKER</source>
        <translation>TEXAS HOLD&apos;EM BONUS POKER</translation>
    </message>
    <message>
        <source>AA Bonus is settled when the player folds</source>
        <translation>Ойыншы карталарын тастаса, AA бонусы бойынша есеп айырысылады</translation>
    </message>
    <message>
        <source>AA Bonus is lost when the player folds</source>
        <translation>Ойыншы карталарын тастаса, AA бонусы жоғалады</translation>
    </message>
    <message>
        <source>Dealer qualifies with a pair of fours or better</source>
        <translation>Дилер квалификациясы: төрттіктер жұбынан бастап</translation>
    </message>
    <message>
        <source>Ante pays {table} · AA Bonus {bonus}</source>
        <translation>Анте: {table} · AA бонусы: {bonus}</translation>
    </message>
    <message>
        <source>Ante pays on a straight or better</source>
        <translation>Анте стрейт не одан жоғары болса төленеді</translation>
    </message>
    <message>
        <source>Ante pays on a flush or better</source>
        <translation>Анте флеш не одан жоғары болса төленеді</translation>
    </message>
    <message>
        <source>Ties push</source>
        <translation>Тең болса, ставкалар қайтарылады</translation>
    </message>
    <message>
        <source>Dealer wins ties</source>
        <translation>Тең болса, дилер ұтады</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big}</source>
        <translation>Баттон: орын {button} · блайндтар {small}/{big}</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big} · ante {ante}</source>
        <translation>Баттон: орын {button} · блайндтар {small}/{big} · анте {ante}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {seats}</source>
        <translation>{pot} {amount}: орындар {seats}</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Тіл:</translation>
    </message>
    <message>
        <source>C&amp;hip values:</source>
        <translation>&amp;Фишка номиналдары:</translation>
    </message>
    <message>
        <source>&amp;Seconds per step:</source>
        <translation>&amp;Бір қадамға секунд:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Карта &amp;сырты:</translation>
    </message>
    <message>
        <source>Whole numbers with commas between them, a 1 among them.</source>
        <translation>Үтірмен бөлінген бүтін сандар, арасында 1 болуы керек.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Төрт түсті &amp;колода</translation>
    </message>
    <message>
        <source>&amp;Keep folded cards face up (for teaching)</source>
        <translation>Тасталған карталар &amp;ашық қалсын (оқыту үшін)</translation>
    </message>
    <message>
        <source>A dealer collects the cards of a fold; these stay face up at their seat instead. Cards a bet is still settled on (a folded seat&apos;s bonus) stay in sight either way.</source>
        <translation>Дилер карталарын тастаған ойыншының карталарын жинап алады; бұл баптауда олар орнында ашық қалады. Ставка бойынша есеп әлі айырысылатын карталар (карталарын тастаған ойыншының бонусы) қалай болса да көрінеді.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Көк</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Қызыл</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Жасыл</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>Hand {number}: blinds {small}/{big}, button seat {button}</source>
        <translation>Үлестіру {number}: блайндтар {small}/{big}, баттон — орын {button}</translation>
    </message>
    <message>
        <source>Hand {number}: blinds {small}/{big}, ante {ante}, button seat {button}</source>
        <translation>Үлестіру {number}: блайндтар {small}/{big}, анте {ante}, баттон — орын {button}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} ({stack} in chips)</source>
        <translation>Орын {seat}: {name} ({stack} фишка)</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the ante {amount}</source>
        <translation>Орын {seat}: {amount} анте қояды</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the small blind {amount}</source>
        <translation>Орын {seat}: {amount} кіші блайнд қояды</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the big blind {amount}</source>
        <translation>Орын {seat}: {amount} үлкен блайнд қояды</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in</source>
        <translation>Орын {seat} олл-инде</translation>
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
        <translation>Ривер: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: folds</source>
        <translation>Орын {seat}: карталарын тастайды</translation>
    </message>
    <message>
        <source>Seat {seat}: checks</source>
        <translation>Орын {seat}: чек жасайды</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount}</source>
        <translation>Орын {seat}: {amount} сомасына колл жасайды</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to}</source>
        <translation>Орын {seat}: {to} мөлшерінде ставка жасайды</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to}</source>
        <translation>Орын {seat}: {to} сомасына дейін рейз жасайды</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount} and is all-in</source>
        <translation>Орын {seat}: {amount} сомасына колл жасап, олл-инге шығады</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to} and is all-in</source>
        <translation>Орын {seat}: {to} мөлшерінде ставка жасап, олл-инге шығады</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to} and is all-in</source>
        <translation>Орын {seat}: {to} сомасына дейін рейз жасап, олл-инге шығады</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Карталарды ашу</translation>
    </message>
</context>
<context>
    <name>HostWindow</name>
    <message>
        <source>Host a class</source>
        <translation>Топ сабағын өткізу</translation>
    </message>
    <message>
        <source>Run the class</source>
        <translation>Сабақты іске қосу</translation>
    </message>
    <message>
        <source>On this PC, port:</source>
        <translation>Осы компьютерде, порт:</translation>
    </message>
    <message>
        <source>Host on this PC</source>
        <translation>Осы компьютерде өткізу</translation>
    </message>
    <message>
        <source>Or the school&apos;s server:</source>
        <translation>Немесе мектеп сервері:</translation>
    </message>
    <message>
        <source>Address, such as 192.168.1.5:8765</source>
        <translation>Мекенжай, мысалы 192.168.1.5:8765</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>Нұсқаушы кілті</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Қосылу</translation>
    </message>
    <message>
        <source>Joined:</source>
        <translation>Қосылғандар:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Шығару</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Сабақты тоқтату</translation>
    </message>
    <message>
        <source>Waiting to be let in</source>
        <translation>Кіруге рұқсат күтуде</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Кіргізу</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Бас тарту</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>Топқа сұрақ</translation>
    </message>
    <message>
        <source>The casino table&apos;s hand</source>
        <translation>Казино үстеліндегі үлестіру</translation>
    </message>
    <message>
        <source>The no-limit table&apos;s hand</source>
        <translation>Лимитсіз үстелдегі үлестіру</translation>
    </message>
    <message>
        <source>A drill question</source>
        <translation>Жаттығу сұрағы</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Жабу</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Жауапты көрсету</translation>
    </message>
    <message>
        <source>Class exam</source>
        <translation>Топ емтиханы</translation>
    </message>
    <message>
        <source>Start a class exam...</source>
        <translation>Топ емтиханын бастау...</translation>
    </message>
    <message>
        <source>Release marks</source>
        <translation>Бағаларды жариялау</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Аяқтау</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Стажер</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Жауап берді</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Баға</translation>
    </message>
    <message>
        <source>There is no hand on that table to ask about.</source>
        <translation>Ол үстелде сұрайтын үлестіру жоқ.</translation>
    </message>
    <message>
        <source>Remove {name} from the class?</source>
        <translation>{name} атты оқушыны топтан шығару керек пе?</translation>
    </message>
    <message>
        <source>A class exam is running. Stop hosting the class anyway?</source>
        <translation>Топ емтиханы жүріп жатыр. Сонда да сабақты тоқтату керек пе?</translation>
    </message>
    <message>
        <source>End the exam now? Questions not answered yet count as wrong.</source>
        <translation>Емтиханды қазір аяқтау керек пе? Жауап берілмеген сұрақтар қате саналады.</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Қосылу коды: {code}</translation>
    </message>
    <message>
        <source>No class is running.</source>
        <translation>Ешбір сабақ жүріп жатқан жоқ.</translation>
    </message>
    <message>
        <source>Address: {addresses}</source>
        <translation>Мекенжай: {addresses}</translation>
    </message>
    <message>
        <source>rejoined</source>
        <translation>қайта қосылды</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>қосылған</translation>
    </message>
    <message>
        <source>away</source>
        <translation>байланыста жоқ</translation>
    </message>
    <message>
        <source>{name} ({state})</source>
        <translation>{name} ({state})</translation>
    </message>
    <message numerus="yes">
        <source>Joined: %n trainee(s)</source>
        <translation>
            <numerusform>Қосылды: %n стажер</numerusform>
            <numerusform>Қосылды: %n стажер</numerusform>
        </translation>
    </message>
    <message>
        <source>No question asked.</source>
        <translation>Сұрақ қойылған жоқ.</translation>
    </message>
    <message>
        <source>{answered} of {of} answered</source>
        <translation>{of} ішінен {answered} жауап берді</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>жабылды</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>жауап көрсетілді</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>жауапсыз</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{total} ішінен {n}</translation>
    </message>
    <message>
        <source>Passed: {passed} of {total}</source>
        <translation>Тапсырды: {total} ішінен {passed}</translation>
    </message>
    <message>
        <source>{right} of {total} right · {verdict}</source>
        <translation>{total} ішінен {right} дұрыс · {verdict}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>тапсырды</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>тапсырмады</translation>
    </message>
    <message>
        <source>Exam over; marks released.</source>
        <translation>Емтихан аяқталды; бағалар жарияланды.</translation>
    </message>
    <message>
        <source>Exam over.</source>
        <translation>Емтихан аяқталды.</translation>
    </message>
    <message>
        <source>{m}:{s:02d} left</source>
        <translation>{m}:{s:02d} қалды</translation>
    </message>
</context>
<context>
    <name>HouseController</name>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>Файлды жазу мүмкін болмады: {reason}</translation>
    </message>
</context>
<context>
    <name>HousePage</name>
    <message>
        <source>House profile</source>
        <translation>Казино профилі</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Профиль:</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Жаңа...</translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation>&amp;Атын өзгерту...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Жо&amp;ю</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>&amp;Экспорт...</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Импорт...</translation>
    </message>
    <message>
        <source>A profile holds the pay tables and house rules of every game. Changes apply at once to the table, the trainer&apos;s questions, new exams, the rules pages and the odds.</source>
        <translation>Профильде барлық ойынның төлем кестелері мен казино ережелері сақталады. Өзгерістер үстелге, жаттықтырғыш сұрақтарына, жаңа емтихандарға, ереже беттеріне және ықтималдықтарға бірден әсер етеді.</translation>
    </message>
    <message>
        <source>{rule}:</source>
        <translation>{rule}:</translation>
    </message>
    <message>
        <source>Custom: {table}</source>
        <translation>Өз кестесі: {table}</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>Өз кестесі...</translation>
    </message>
    <message>
        <source>New house profile</source>
        <translation>Жаңа казино профилі</translation>
    </message>
    <message>
        <source>Name of the new profile (it starts with the rules of {name}):</source>
        <translation>Жаңа профильдің аты ({name} профилінің ережелерінен басталады):</translation>
    </message>
    <message>
        <source>Rename the house profile</source>
        <translation>Казино профилінің атын өзгерту</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Жаңа ат:</translation>
    </message>
    <message>
        <source>Delete the house profile</source>
        <translation>Казино профилін жою</translation>
    </message>
    <message>
        <source>Delete the house profile {name}? Export it first to keep a copy.</source>
        <translation>{name} казино профилін жою керек пе? Көшірмесін сақтау үшін алдымен экспорттаңыз.</translation>
    </message>
    <message>
        <source>Export the house profile</source>
        <translation>Казино профилін экспорттау</translation>
    </message>
    <message>
        <source>House profiles (*.json)</source>
        <translation>Казино профильдері (*.json)</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Экспортталды: {path}.</translation>
    </message>
    <message>
        <source>Import a house profile</source>
        <translation>Казино профилін импорттау</translation>
    </message>
    <message>
        <source>The house profile was not imported: {reason}</source>
        <translation>Казино профилі импортталмады: {reason}</translation>
    </message>
    <message>
        <source>Imported {name}: it is the active profile now.</source>
        <translation>{name} импортталды: енді ол белсенді профиль.</translation>
    </message>
    <message>
        <source>{lower} pays {lower_pays} to 1, more than {higher} above it pays ({higher_pays} to 1).</source>
        <translation>{lower} {lower_pays}:1 төленеді — кестеде одан жоғары тұрған {higher} төлемінен ({higher_pays}:1) көп.</translation>
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
        <translation>Мектеп стандарты</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a class</source>
        <translation>Топқа қосылу</translation>
    </message>
    <message>
        <source>Type what the instructor&apos;s projector shows.</source>
        <translation>Нұсқаушы проекторы көрсететінді теріңіз.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Мекенжай:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Қосылу коды:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Атыңыз:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Қосылу</translation>
    </message>
    <message>
        <source>Joining...</source>
        <translation>Қосылуда...</translation>
    </message>
    <message>
        <source>Waiting for the instructor to let you in...</source>
        <translation>Нұсқаушының сізді кіргізуі күтілуде...</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Progress</source>
        <translation>Үлгерім</translation>
    </message>
    <message>
        <source>Progress is saved again: the answers kept meanwhile are in the progress file.</source>
        <translation>Үлгерім қайтадан сақталады: осы уақытта есте сақталған жауаптар енді үлгерім файлында.</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Холдем дилерінің тренажері</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Үстел</translation>
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
        <translation>&amp;Ойын</translation>
    </message>
    <message>
        <source>The progress file was damaged, so it was kept as {path} and a new one was started.</source>
        <translation>Үлгерім файлы бүлінген, сондықтан ол {path} ретінде бөлек сақталды және жаңа файл құрылды.</translation>
    </message>
    <message numerus="yes">
        <source>The progress file had %n damaged record(s), now set aside and kept in it; everything else is here as before.</source>
        <translation>
            <numerusform>Үлгерім файлындағы %n бүлінген жазба бөлек қойылып, сол файлда сақталды; қалғанының бәрі бұрынғыдай орнында.</numerusform>
            <numerusform>Үлгерім файлындағы %n бүлінген жазба бөлек қойылып, сол файлда сақталды; қалғанының бәрі бұрынғыдай орнында.</numerusform>
        </translation>
    </message>
    <message>
        <source>Damaged records were found in the progress file, but your records could not be read again after they were set aside; restart the app to see them.</source>
        <translation>Үлгерім файлынан бүлінген жазбалар табылды, бірақ олар бөлек қойылғаннан кейін жазбаларыңызды қайта оқу мүмкін болмады; оларды көру үшін қолданбаны қайта іске қосыңыз.</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as there is room again.</source>
        <translation>Үлгерімді қазір сақтау мүмкін емес: {reason}. Машықтануды жалғастыра беруге болады; жауаптарыңыз есте сақталып, орын босай салысымен жазылады.</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as the progress file can be written again.</source>
        <translation>Үлгерімді қазір сақтау мүмкін емес: {reason}. Машықтануды жалғастыра беруге болады; жауаптарыңыз есте сақталып, үлгерім файлына қайта жазуға болған бойда жазылады.</translation>
    </message>
    <message>
        <source>Progress cannot be saved here: {reason}. You can practise on; answers are kept until the app closes.</source>
        <translation>Үлгерімді мұнда сақтау мүмкін емес: {reason}. Машықтануды жалғастыра беруге болады; жауаптар бағдарлама жабылғанша есте қалады.</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the progress file yet.</source>
        <translation>
            <numerusform>%n жауапты үлгерім файлына әлі сақтау мүмкін болмады.</numerusform>
            <numerusform>%n жауапты үлгерім файлына әлі сақтау мүмкін болмады.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other change(s) could not be saved in it yet either (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>Оған басқа %n өзгерісті де әлі сақтау мүмкін болмады (қосылған, атауы өзгертілген не алынып тасталған стажерлер, емтихандар, жылдамдық раундтары).</numerusform>
            <numerusform>Оған басқа %n өзгерісті де әлі сақтау мүмкін болмады (қосылған, атауы өзгертілген не алынып тасталған стажерлер, емтихандар, жылдамдық раундтары).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) could not be saved in the progress file yet (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>%n өзгерісті үлгерім файлына әлі сақтау мүмкін болмады (қосылған, атауы өзгертілген не алынып тасталған стажерлер, емтихандар, жылдамдық раундтары).</numerusform>
            <numerusform>%n өзгерісті үлгерім файлына әлі сақтау мүмкін болмады (қосылған, атауы өзгертілген не алынып тасталған стажерлер, емтихандар, жылдамдық раундтары).</numerusform>
        </translation>
    </message>
    <message>
        <source>The app keeps its data beside the program (portable mode: a file named portable there, or --portable), and that folder cannot be written. Where the program is installed for every user, turn portable mode off: each user&apos;s progress is then kept in their own folder.</source>
        <translation>Бағдарлама деректерін өзінің жанында сақтайды (тасымалы режим: сол жердегі portable деген файл немесе --portable), ал ол қалтаға жазу мүмкін емес. Бағдарлама барлық пайдаланушыға орнатылған болса, тасымалы режимді өшіріңіз: сонда әр пайдаланушының үлгерімі өз қалтасында сақталады.</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? The export holds the answers only: quitting loses the other changes, and without the export the answers too.</source>
        <translation>Шықпас бұрын барлық жауапты CSV файлына экспорттау керек пе? Экспортта тек жауаптар болады: шықсаңыз, басқа өзгерістер жоғалады, ал экспортсыз жауаптар да жоғалады.</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? Quitting without the export loses them.</source>
        <translation>Шықпас бұрын барлық жауапты CSV файлына экспорттау керек пе? Экспорттамай шықсаңыз, олар жоғалады.</translation>
    </message>
    <message>
        <source>Quitting now loses them. Quit anyway?</source>
        <translation>Қазір шықсаңыз, олар жоғалады. Бәрібір шығу керек пе?</translation>
    </message>
    <message>
        <source>No-limit table</source>
        <translation>Лимитсіз үстел</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Ережелер</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Үлестіру</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Көрініс</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Т&amp;іл</translation>
    </message>
    <message>
        <source>&amp;Instructor</source>
        <translation>&amp;Нұсқаушы</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Баптаулар...</translation>
    </message>
    <message>
        <source>&amp;Worksheets...</source>
        <translation>&amp;Жұмыс парақтары...</translation>
    </message>
    <message>
        <source>Create an &amp;exam...</source>
        <translation>&amp;Емтихан құру...</translation>
    </message>
    <message>
        <source>&amp;Odds...</source>
        <translation>&amp;Ықтималдықтар...</translation>
    </message>
    <message>
        <source>&amp;Class results...</source>
        <translation>&amp;Топ нәтижелері...</translation>
    </message>
    <message>
        <source>&amp;Host a class...</source>
        <translation>Топ &amp;сабағын өткізу...</translation>
    </message>
    <message>
        <source>&amp;Join a class...</source>
        <translation>Топқа &amp;қосылу...</translation>
    </message>
    <message>
        <source>Hel&amp;p</source>
        <translation>&amp;Анықтама</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>Ойын &amp;ережелері</translation>
    </message>
    <message>
        <source>&amp;About Hold&apos;em Dealer Trainer...</source>
        <translation>Тренажер &amp;туралы...</translation>
    </message>
    <message>
        <source>&amp;Open hand...</source>
        <translation>Үлестіруді &amp;ашу...</translation>
    </message>
    <message>
        <source>&amp;Save hand...</source>
        <translation>Үлестіруді &amp;сақтау...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Шығу</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>&amp;Жаңа үлестіру</translation>
    </message>
    <message>
        <source>New hand from a &amp;seed...</source>
        <translation>&amp;Нөмір бойынша жаңа үлестіру...</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Карта &amp;сырты</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Көк</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Қызыл</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Жасыл</translation>
    </message>
    <message>
        <source>Set &amp;up hand...</source>
        <translation>Үлестіруді &amp;баптау...</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Алға ▶</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Артқа</translation>
    </message>
    <message>
        <source>&amp;Auto play</source>
        <translation>&amp;Автоойын</translation>
    </message>
    <message>
        <source>&amp;Keep dealing (demo screen)</source>
        <translation>&amp;Үздіксіз тарату (демо экран)</translation>
    </message>
    <message>
        <source>Seats follow the st&amp;rategy</source>
        <translation>Орындар &amp;стратегия бойынша ойнайды</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Презентация режимі</translation>
    </message>
    <message>
        <source>Se&amp;ttlement panel</source>
        <translation>&amp;Есеп айырысу панелі</translation>
    </message>
    <message>
        <source>F9: settlement</source>
        <translation>F9: есеп айырысу</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Төрт түсті колода</translation>
    </message>
    <message>
        <source> Seconds per step: </source>
        <translation> Бір қадамға секунд: </translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Есеп айырысу</translation>
    </message>
    <message>
        <source>Locked until the exam ends.</source>
        <translation>Емтихан аяқталғанша құлыптаулы.</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Емтихан</translation>
    </message>
    <message>
        <source>An exam is running: the table, the set-up dialog, the settlement panel, the progress and the rules pages stay locked until it ends.</source>
        <translation>Емтихан жүріп жатыр: үстел, баптау терезесі, есеп айырысу панелі, үлгерім және ереже беттері ол аяқталғанша құлыптаулы.</translation>
    </message>
    <message>
        <source>The class hosted on this PC is sitting an exam: quit? The trainees cannot go on until the class is hosted again.</source>
        <translation>Осы компьютерден өткізіліп жатқан топ емтихан тапсырып жатыр: шығу керек пе? Топ сабағы қайта өткізілмейінше стажерлер жалғастыра алмайды.</translation>
    </message>
    <message>
        <source>An exam is running: quit and record it as abandoned?</source>
        <translation>Емтихан жүріп жатыр: шығып, оны үзілген деп тіркеу керек пе?</translation>
    </message>
    <message>
        <source>&amp;Casino Hold&apos;em (AA Bonus)</source>
        <translation>&amp;Casino Hold&apos;em (AA бонусы)</translation>
    </message>
    <message>
        <source>Player against the dealer; call or fold after the flop. Some casinos call it just &quot;Texas Hold&apos;em&quot;, some trainers &quot;Texas Hold&apos;em: Bonus&quot; after its AA Bonus side bet. Not Texas Hold&apos;em Bonus Poker.</source>
        <translation>Ойыншы дилерге қарсы ойнайды: флоптан кейін колл жасайды не карталарын тастайды. Кейбір казинолар бұл ойынды жай ғана «Техас холдем» деп атайды, кейбір тренажерлер AA бонусы қосымша ставкасына қарай «Texas Hold&apos;em: Bonus» дейді. Бұл Texas Hold&apos;em Bonus Poker емес.</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em &amp;Bonus Poker</source>
        <translation>Texas Hold&apos;em &amp;Bonus Poker</translation>
    </message>
    <message>
        <source>Player against the dealer; play or fold before the flop, then bet or check on the flop and the turn; the bonus bet is on the first two cards. Also called Hold&apos;em Bonus. Not Casino Hold&apos;em with the AA Bonus.</source>
        <translation>Ойыншы дилерге қарсы ойнайды: флопқа дейін ойнайды не карталарын тастайды, содан кейін флопта және тернде ставка жасайды не чек жасайды; бонус ставкасы алғашқы екі карта бойынша шешіледі. Hold&apos;em Bonus деп те аталады. Бұл AA бонусы бар Casino Hold&apos;em емес.</translation>
    </message>
    <message>
        <source>&amp;No-limit Texas Hold&apos;em</source>
        <translation>&amp;Лимитсіз Техас холдем</translation>
    </message>
    <message>
        <source>Poker between players, 2 to 9 seats: play a seat against computer players, or deal for a table of them and answer the dealer&apos;s questions.</source>
        <translation>Ойыншылар арасындағы покер, 2–9 орын: бір орында компьютер ойыншыларына қарсы ойнаңыз немесе компьютер ойыншыларының үстелінде дилер болып, дилерге қойылатын сұрақтарға жауап беріңіз.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Тіл</translation>
    </message>
    <message>
        <source>The translation for this language is missing; the app stays in English.</source>
        <translation>Бұл тілдің аудармасы жоқ; бағдарлама ағылшын тілінде қалады.</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Нөмір {seed}</translation>
    </message>
    <message>
        <source>Hand set up by hand</source>
        <translation>Қолмен бапталған үлестіру</translation>
    </message>
    <message>
        <source>New hand from a seed</source>
        <translation>Нөмір бойынша жаңа үлестіру</translation>
    </message>
    <message>
        <source>The same seed deals the same hand on any PC:</source>
        <translation>Бір нөмір кез келген компьютерде бірдей үлестіру береді:</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>Үлестіруді ашу</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>Топтан шығу</translation>
    </message>
    <message>
        <source>Waiting for the instructor at {address} to let you in...</source>
        <translation>{address} мекенжайындағы нұсқаушының сізді кіргізуі күтілуде...</translation>
    </message>
    <message>
        <source>Joining the class at {address}...</source>
        <translation>{address} мекенжайындағы топқа қосылуда...</translation>
    </message>
    <message>
        <source>Joined to the class at {address} as {name}</source>
        <translation>{address} мекенжайындағы топқа {name} атымен қосылдыңыз</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>Сценарий файлдары (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>Үлестіруді сақтау</translation>
    </message>
    <message>
        <source>Scenario files (*.jsonl *.json)</source>
        <translation>Сценарий файлдары (*.jsonl *.json)</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>Үлестіруді сақтау мүмкін болмады: {reason}</translation>
    </message>
</context>
<context>
    <name>NLScreen</name>
    <message>
        <source>Set up the table... (F2)</source>
        <translation>Үстелді баптау... (F2)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Жаңа сессия</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>Келесі үлестіру (N)</translation>
    </message>
    <message>
        <source>◀ Street</source>
        <translation>◀ Кезең</translation>
    </message>
    <message>
        <source>Street ▶</source>
        <translation>Кезең ▶</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Сессияны аяқтау</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Барлық қолды көрсету</translation>
    </message>
    <message>
        <source>For teaching: every player&apos;s cards face up</source>
        <translation>Оқыту үшін: барлық ойыншының карталары ашық</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Кідірту</translation>
    </message>
    <message>
        <source>Open hand...</source>
        <translation>Үлестіруді ашу...</translation>
    </message>
    <message>
        <source>Step through a hand saved in a file; a session still running ends first, its summary kept</source>
        <translation>Файлда сақталған үлестіруді қадамдап қарау; жүріп жатқан сессия алдымен аяқталады, оның қорытындысы сақталады</translation>
    </message>
    <message>
        <source>Save hand...</source>
        <translation>Үлестіруді сақтау...</translation>
    </message>
    <message>
        <source>Export history...</source>
        <translation>Тарихты экспорттау...</translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation>Тастау (F)</translation>
    </message>
    <message>
        <source>All-in (A)</source>
        <translation>Олл-ин (A)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Жалғастыру (Enter)</translation>
    </message>
    <message>
        <source>F9: seat and log</source>
        <translation>F9: орын және үлестіру барысы</translation>
    </message>
    <message>
        <source>The hand in words</source>
        <translation>Үлестіру барысы</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Мин</translation>
    </message>
    <message>
        <source>½ pot</source>
        <translation>½ банк</translation>
    </message>
    <message>
        <source>¾ pot</source>
        <translation>¾ банк</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <source>Paused: untick Pause to go on.</source>
        <translation>Кідіртілді: жалғастыру үшін «Кідірту» белгісін алып тастаңыз.</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>N немесе Enter пернесі сіздің үстеліңізде жаңа сессия бастайды.</translation>
    </message>
    <message>
        <source>The session is over: New session starts another.</source>
        <translation>Сессия аяқталды: «Жаңа сессия» басқасын бастайды.</translation>
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
        <translation>Рейз</translation>
    </message>
    <message>
        <source>{word} (R, Enter)</source>
        <translation>{word} (R, Enter)</translation>
    </message>
    <message>
        <source>A bet: from {low} to {high}</source>
        <translation>Ставка: {low} сомасынан {high} сомасына дейін</translation>
    </message>
    <message>
        <source>A raise: to {low} at least, to {high} at most</source>
        <translation>Рейз: кемінде {low} сомасына дейін, ең көбі {high} сомасына дейін</translation>
    </message>
    <message>
        <source>No raise: call or fold.</source>
        <translation>Рейз мүмкін емес: колл жасаңыз не карталарды тастаңыз.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Үлгерім</translation>
    </message>
    <message>
        <source>Start a new session? This one ends here, without its summary.</source>
        <translation>Жаңа сессия басталсын ба? Бұл сессия осында қорытындысыз аяқталады.</translation>
    </message>
    <message>
        <source>End the session now? The hand in play is not counted.</source>
        <translation>Сессия қазір аяқталсын ба? Ойналып жатқан үлестіру есепке алынбайды.</translation>
    </message>
    <message>
        <source>End the session now? Its summary follows; no more hands are dealt in it.</source>
        <translation>Сессия қазір аяқталсын ба? Одан кейін оның қорытындысы шығады; онда басқа үлестіру таратылмайды.</translation>
    </message>
    <message>
        <source>End the session to open a hand? Its summary follows, as when you end it.</source>
        <translation>Үлестіруді ашу үшін сессия аяқталсын ба? Аяқтағандағыдай, одан кейін оның қорытындысы шығады.</translation>
    </message>
    <message>
        <source>The hand in play is not counted.</source>
        <translation>Ойналып жатқан үлестіру есепке алынбайды.</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Сессия қорытындысы</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Жабу</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>Үлестіруді ашу</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>Сценарий файлдары (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>Үлестіруді сақтау</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>Үлестіруді сақтау мүмкін болмады: {reason}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Сақталды: {path}</translation>
    </message>
    <message>
        <source>Export the hand history</source>
        <translation>Үлестіру тарихын экспорттау</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Мәтін файлдары (*.txt)</translation>
    </message>
    <message>
        <source>The history could not be saved: {reason}</source>
        <translation>Тарихты сақтау мүмкін болмады: {reason}</translation>
    </message>
</context>
<context>
    <name>NLSetupDialog</name>
    <message>
        <source>Set up the no-limit table</source>
        <translation>Лимитсіз үстелді баптау</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Орындар</translation>
    </message>
    <message>
        <source>Seats at the table:</source>
        <translation>Үстелдегі орын саны:</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Бос</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Сіз</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Компьютер: оңай</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Компьютер: қалыпты</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Компьютер: қиын</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Орын {n}</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>Фишкалар және сессия</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>шектеусіз</translation>
    </message>
    <message>
        <source>blank: a new deck each session</source>
        <translation>бос болса: әр сессияда жаңа колода</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Slide the chips to the winners</source>
        <translation>Фишкаларды жеңімпаздарға жылжыту</translation>
    </message>
    <message>
        <source>Stacks of different sizes (short stacks go all-in and make side pots)</source>
        <translation>Әр түрлі көлемдегі стектер (қысқа стектер олл-инге шығып, қосымша банктер пайда болады)</translation>
    </message>
    <message>
        <source>Starting stack:</source>
        <translation>Бастапқы стек:</translation>
    </message>
    <message>
        <source>Small blind:</source>
        <translation>Кіші блайнд:</translation>
    </message>
    <message>
        <source>Big blind:</source>
        <translation>Үлкен блайнд:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Анте:</translation>
    </message>
    <message>
        <source>Stop after hands:</source>
        <translation>Неше үлестіруден соң тоқтату:</translation>
    </message>
    <message>
        <source>Stop after minutes:</source>
        <translation>Неше минуттан соң тоқтату:</translation>
    </message>
    <message>
        <source>Deck seed:</source>
        <translation>Колода нөмірі:</translation>
    </message>
    <message>
        <source>Pause before a computer acts:</source>
        <translation>Компьютер жүрер алдындағы кідіріс:</translation>
    </message>
    <message>
        <source>When you deal (no seat is yours), ask me</source>
        <translation>Сіз үлестіргенде (өз орныңыз жоқ) сұралсын:</translation>
    </message>
    <message>
        <source>whose action it is, the call and the smallest raise</source>
        <translation>кімнің жүрісі, колл сомасы және ең аз рейз</translation>
    </message>
    <message>
        <source>the pot after each betting round</source>
        <translation>әр ставкалар айналымынан кейінгі банк</translation>
    </message>
    <message>
        <source>the main and side pots at an all-in</source>
        <translation>олл-ин кезіндегі негізгі және қосымша банктер</translation>
    </message>
    <message>
        <source>who wins each pot at the showdown, and the chips</source>
        <translation>карталар ашылғанда әр банкті кім ұтады және қанша фишка алады</translation>
    </message>
    <message>
        <source>At least two seats need a player.</source>
        <translation>Кемінде екі орында ойыншы болуы керек.</translation>
    </message>
    <message>
        <source>The small blind cannot be more than the big blind.</source>
        <translation>Кіші блайнд үлкен блайндтан көп бола алмайды.</translation>
    </message>
    <message>
        <source>The deck seed is a whole number from 0 to 2147483647, or blank.</source>
        <translation>Колода нөмірі — 0-ден 2147483647-ге дейінгі бүтін сан немесе бос өріс.</translation>
    </message>
</context>
<context>
    <name>NLSummary</name>
    <message numerus="yes">
        <source>%n hand(s) played</source>
        <translation>
            <numerusform>%n үлестіру ойналды</numerusform>
            <numerusform>%n үлестіру ойналды</numerusform>
        </translation>
    </message>
    <message>
        <source>Whose action, call and raise</source>
        <translation>Кімнің жүрісі, колл және рейз</translation>
    </message>
    <message>
        <source>The pot after a round</source>
        <translation>Айналымнан кейінгі банк</translation>
    </message>
    <message>
        <source>Main and side pots</source>
        <translation>Негізгі және қосымша банктер</translation>
    </message>
    <message>
        <source>The showdown award</source>
        <translation>Карталар ашылғандағы ұтыс</translation>
    </message>
    <message>
        <source>One player has every chip.</source>
        <translation>Барлық фишка бір ойыншыда.</translation>
    </message>
    <message>
        <source>The session&apos;s number of hands is played.</source>
        <translation>Сессияның барлық үлестірулері ойналды.</translation>
    </message>
    <message>
        <source>The session&apos;s time is up.</source>
        <translation>Сессия уақыты бітті.</translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation>Фишкаларыңыз таусылды.</translation>
    </message>
    <message>
        <source>The session was ended.</source>
        <translation>Сессия тоқтатылды.</translation>
    </message>
    <message>
        <source>Biggest pot: {amount} (hand {number})</source>
        <translation>Ең үлкен банк: {amount} ({number}-үлестіру)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Орын</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Нәтиже</translation>
    </message>
    <message>
        <source>Your dealing</source>
        <translation>Дилер ретіндегі жұмысыңыз</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Сұрақ</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Дұрыс</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Уақыт медианасы</translation>
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
        <translation>Оңай</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Қалыпты</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Қиын</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Сіз</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Тастау</translation>
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
        <translation>Олл-ин</translation>
    </message>
    <message>
        <source>Before the flop</source>
        <translation>Флопқа дейін</translation>
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
        <translation>Ривер</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Карталарды ашу</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>орындар {seats}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>орын {seat}</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Шықты</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>BB</translation>
    </message>
    <message>
        <source>Hand {number} · blinds {small}/{big}</source>
        <translation>Үлестіру {number} · блайндтар {small}/{big}</translation>
    </message>
    <message>
        <source>Hand {number} · blinds {small}/{big} · ante {ante}</source>
        <translation>Үлестіру {number} · блайндтар {small}/{big} · анте {ante}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Үлестіру аяқталды</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>N немесе Enter пернесі сіздің үстеліңізде жаңа сессия бастайды.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Сессия аяқталды.</translation>
    </message>
    <message>
        <source>A hand from a file: step through it with the arrows.</source>
        <translation>Файлдағы үлестіру: оны бағыт пернелерімен қадамдап қараңыз.</translation>
    </message>
    <message>
        <source>The hand is over: N or Enter deals the next one.</source>
        <translation>Үлестіру аяқталды: келесісін N немесе Enter пернесі таратады.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Сіздің жүрісіңіз.</translation>
    </message>
    <message>
        <source>Seat {seat} to act</source>
        <translation>Орын {seat} жүреді</translation>
    </message>
    <message>
        <source>Seat {seat} cannot check: there is a bet of {to} to call, so it may {allowed}</source>
        <translation>{seat}-орын чек жасай алмайды: коллға {to} ставка бар, сондықтан ол мына әрекеттерді жасай алады: {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to call, so it may {allowed}</source>
        <translation>{seat}-орынға колл жасайтын ештеңе жоқ, сондықтан ол мына әрекеттерді жасай алады: {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} can bet at most {max}, all its chips, so it may {allowed}</source>
        <translation>{seat}-орын ең көбі {max} ставка жасай алады, бұл оның барлық фишкасы, сондықтан ол мына әрекеттерді жасай алады: {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s only bet or raise is all-in, to {max}, so it may {allowed}</source>
        <translation>{seat}-орынның жалғыз ставкасы не рейзі — олл-ин, {max} сомасына дейін, сондықтан ол мына әрекеттерді жасай алады: {allowed}</translation>
    </message>
    <message>
        <source>The minimum bet is {min}, the big blind, so seat {seat} may {allowed}</source>
        <translation>Ең аз ставка — {min}, үлкен блайнд, сондықтан {seat}-орын мына әрекеттерді жасай алады: {allowed}</translation>
    </message>
    <message>
        <source>The minimum raise is to {min} (the last full raise was {full}), so seat {seat} may {allowed}</source>
        <translation>Ең аз рейз — {min} сомасына дейін (соңғы толық рейз {full} болды), сондықтан {seat}-орын мына әрекеттерді жасай алады: {allowed}</translation>
    </message>
    <message>
        <source>{why}. Seat {seat} may {allowed}</source>
        <translation>{why}. {seat}-орын мына әрекеттерді жасай алады: {allowed}</translation>
    </message>
    <message>
        <source>fold or call {call}</source>
        <translation>карталарды тастау не {call} колл жасау</translation>
    </message>
    <message>
        <source>fold, call {call} or raise to {min} up to {max}</source>
        <translation>карталарды тастау, {call} колл жасау не {min} мен {max} аралығындағы сомаға дейін рейз жасау</translation>
    </message>
    <message>
        <source>fold, call {call} or raise all-in to {max}</source>
        <translation>карталарды тастау, {call} колл жасау не {max} сомасына дейін олл-ин рейз жасау</translation>
    </message>
    <message>
        <source>check or fold</source>
        <translation>чек жасау не карталарды тастау</translation>
    </message>
    <message>
        <source>check or bet {min} up to {max}</source>
        <translation>чек жасау не {min} мен {max} аралығында ставка жасау</translation>
    </message>
    <message>
        <source>check or bet all-in, {max}</source>
        <translation>чек жасау не олл-ин ставка жасау, {max}</translation>
    </message>
    <message>
        <source>check or raise to {min} up to {max}</source>
        <translation>чек жасау не {min} мен {max} аралығындағы сомаға дейін рейз жасау</translation>
    </message>
    <message>
        <source>check or raise all-in to {max}</source>
        <translation>чек жасау не {max} сомасына дейін олл-ин рейз жасау</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops after the blinds.</source>
        <translation>Файлдағы үлестіру блайндтардан кейін тоқтайды.</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops before its end ({street}).</source>
        <translation>Файлдағы үлестіру соңына жетпей тоқтайды ({street}).</translation>
    </message>
</context>
<context>
    <name>NLTableController</name>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Файлды оқу мүмкін емес: {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>бұл UTF-8 мәтіні емес</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>Үстел бұл үлестіруді көрсете алмайды: {reason}</translation>
    </message>
    <message>
        <source>Open a file of one no-limit hand here; casino hands open on the casino table.</source>
        <translation>Мұнда бір лимитсіз үлестіру файлын ашыңыз; казино үлестірулері казино үстелінде ашылады.</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message numerus="yes">
        <source>Stopped after %n hand(s) of {hands}, seed {seed}</source>
        <translation>
            <numerusform>{hands} үлестірудің %n үлестіруінен кейін тоқтатылды, нөмір {seed}</numerusform>
            <numerusform>{hands} үлестірудің %n үлестіруінен кейін тоқтатылды, нөмір {seed}</numerusform>
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
        <translation>{value} (ең жақсы стратегия)</translation>
    </message>
    <message>
        <source>every other hand</source>
        <translation>қалған барлық қолдар</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>ұтылады</translation>
    </message>
    <message>
        <source>{pays} to 1</source>
        <translation>{pays}:1</translation>
    </message>
    <message>
        <source>House edge: {edge} of the bet, over {hands} deals</source>
        <translation>Казино артықшылығы: ставканың {edge} (жағдайлар саны: {hands})</translation>
    </message>
    <message>
        <source>Published: {value}</source>
        <translation>Жарияланған: {value}</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Казино артықшылығы</translation>
    </message>
    <message>
        <source>{played} of {hands} hands, seed {seed}</source>
        <translation>{hands} үлестірудің {played}, нөмір {seed}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} – {high}</translation>
    </message>
    <message>
        <source>every five-card hand: the player&apos;s two cards and the flop</source>
        <translation>бес картадан тұратын барлық қол: ойыншының екі картасы мен флоп</translation>
    </message>
    <message>
        <source>every deal of the player&apos;s two cards and the dealer&apos;s two</source>
        <translation>ойыншының екі картасы мен дилердің екі картасының барлық үлестірулері</translation>
    </message>
    <message>
        <source>Call every hand</source>
        <translation>Әр үлестіруде колл жасау</translation>
    </message>
    <message>
        <source>Call every hand, whatever the flop.</source>
        <translation>Флоп қандай болса да, әр үлестіруде колл жасау.</translation>
    </message>
    <message>
        <source>The seats&apos; strategy</source>
        <translation>Орындардың стратегиясы</translation>
    </message>
    <message>
        <source>Call with a pair the player&apos;s cards make (or two pair or better), four to a flush, four to a straight, an ace, king, queen or jack in hand, or two overcards; fold the rest. Our reading of the rules of thumb published at cardsflip.com and practicalwebtools.com.</source>
        <translation>Ойыншының карталары құрайтын жұппен (немесе екі жұп және одан жоғары), флештің төрт картасымен, стрейттің төрт картасымен, қолда тұз, король, дама не валет болса немесе екі оверкартамен колл; қалғанында карталарды тастау. cardsflip.com және practicalwebtools.com сайттарында жарияланған қарапайым ережелерді біздің оқуымыз.</translation>
    </message>
    <message>
        <source>Hands called</source>
        <translation>Колл жасалған үлестірулер</translation>
    </message>
    <message>
        <source>Dealer qualifies</source>
        <translation>Дилер квалификациядан өтеді</translation>
    </message>
    <message>
        <source>The table&apos;s strategy</source>
        <translation>Үстелдің стратегиясы</translation>
    </message>
    <message>
        <source>Play every hand but 2-3 to 2-7 offsuit (and 3-4 offsuit where the ante pays only on a flush); bet the flop and the turn with a pocket pair or a pair that uses a hole card, else check.</source>
        <translation>2-3-тен 2-7-ге дейінгі әртүрлі масть қолдардан басқасының бәрін ойнау (анте тек флешке төленетін жерде әртүрлі масть 3-4 те тасталады); флоп пен тернде қалта жұбымен не жабық картаны пайдаланатын жұппен ставка жасау, әйтпесе чек.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Ойналған үлестірулер</translation>
    </message>
</context>
<context>
    <name>OddsPage</name>
    <message>
        <source>Main game: simulation</source>
        <translation>Негізгі ойын: модельдеу</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Стратегия:</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>&amp;Үлестірулер:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Нөмір:</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Бастау</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>&amp;Тоқтату</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Көрсеткіш</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Бағалау</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% аралық</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Жарияланған</translation>
    </message>
    <message>
        <source>The estimate is the mean over the hands played; the true figure lies in the interval in 95 runs of 100. The published figure for the best strategy is a yardstick: a simpler strategy gives the house more.</source>
        <translation>Бағалау — ойналған үлестірулердің орташасы; нақты мән 100 іске қосудың 95-інде осы аралықта болады. Ең жақсы стратегияның жарияланған мәні — бағдар: қарапайым стратегия казиноға көбірек береді.</translation>
    </message>
    <message>
        <source>House rules: {rules}</source>
        <translation>Казино ережелері: {rules}</translation>
    </message>
</context>
<context>
    <name>OddsWindow</name>
    <message>
        <source>Odds</source>
        <translation>Ықтималдықтар</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Жабу</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <source>Custom pay table: {table}</source>
        <translation>Өз төлем кестесі: {table}</translation>
    </message>
    <message>
        <source>Use this table</source>
        <translation>Осы кестені қолдану</translation>
    </message>
    <message>
        <source>A lower hand pays more</source>
        <translation>Төменгі комбинация көбірек төленеді</translation>
    </message>
    <message>
        <source>This table pays a lower hand more than a higher one:</source>
        <translation>Бұл кесте төменгі комбинацияға жоғарғысынан көп төлейді:</translation>
    </message>
    <message>
        <source>Keep the table as it is, or change it?</source>
        <translation>Кестені осы күйінде қалдыру ма, әлде өзгерту ме?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Қалдыру</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>&amp;Өзгерту</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>Drill</source>
        <translation>Жаттығу</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Жауаптар</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Дәлдік</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>Соңғы 30</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Уақыт медианасы</translation>
    </message>
    <message>
        <source>Target (level {level})</source>
        <translation>Мақсат ({level}-деңгей)</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Қатарынан дұрыс</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Меңгерілді</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Күні</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Нәтиже</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Тапсырылды</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Әрекет</translation>
    </message>
    <message>
        <source>Practise next (weakest first):</source>
        <translation>Келесі жаттығулар (алдымен ең әлсізі):</translation>
    </message>
    <message>
        <source>Exams:</source>
        <translation>Емтихандар:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Деңгей</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Ең жақсы нәтиже</translation>
    </message>
    <message>
        <source>Speed rounds: best results</source>
        <translation>Жылдамдық раундтары: ең жақсы нәтижелер</translation>
    </message>
    <message>
        <source>Export this trainee to CSV...</source>
        <translation>Осы стажерді CSV-ге экспорттау...</translation>
    </message>
    <message>
        <source>Export every trainee to CSV...</source>
        <translation>Барлық стажерді CSV-ге экспорттау...</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>Үлгерім: {name}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>иә</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>әлі жоқ</translation>
    </message>
    <message>
        <source>Hands missed most lately:</source>
        <translation>Соңғы кезде жиі қателескен қолдар:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>жоқ</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>үзілді</translation>
    </message>
    <message>
        <source>first</source>
        <translation>бірінші</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>қайта тапсырылды ({n}-әрекет)</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <source>{drill}: not practised yet</source>
        <translation>{drill}: әлі жаттықпадыңыз</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} s a question (target {target} s)</source>
        <translation>{drill}: соңғы кезде {right}% дұрыс, бір сұраққа {seconds} с (мақсат {target} с)</translation>
    </message>
    <message>
        <source>accuracy, last 10 answers</source>
        <translation>дәлдік, соңғы 10 жауап</translation>
    </message>
    <message>
        <source>median seconds, last 10 answers</source>
        <translation>медиана секундпен, соңғы 10 жауап</translation>
    </message>
    <message>
        <source>No answers in this drill yet.</source>
        <translation>Бұл жаттығуда әзірге жауап жоқ.</translation>
    </message>
    <message>
        <source>target time at level {level}</source>
        <translation>{level}-деңгейдегі мақсатты уақыт</translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation>CSV-ге экспорттау</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV файлдары (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>Файлды жазу мүмкін болмады: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) written to {path}.</source>
        <translation>
            <numerusform>%n жауап {path} файлына жазылды.</numerusform>
            <numerusform>%n жауап {path} файлына жазылды.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged answer(s) could not be read and (was|were) left out; the next start sets (it|them) aside and says so.</source>
        <translation>
            <numerusform>%n бүлінген жауапты оқу мүмкін болмады, сондықтан ол қалдырылды; келесі іске қосқанда ол бөлек қойылып, бұл туралы хабарланады.</numerusform>
            <numerusform>%n бүлінген жауапты оқу мүмкін болмады, сондықтан ол қалдырылды; келесі іске қосқанда ол бөлек қойылып, бұл туралы хабарланады.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Close (Esc)</source>
        <translation>Жабу (Esc)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Барлығын таңдау</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Бір қадам ж&amp;оғары</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Бір қадам тө&amp;мен</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Қарау орны:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Артқа</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Алға</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Ата-ана бумасы</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Жаңа бума жасау</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Тізім көрінісі</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Толық көрініс</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Файл &amp;аты:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Файл түрі:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>А&amp;шу</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сақтау</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>Таң&amp;дау</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ашу</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Қалайша сақтау</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Барлық файлдар (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Жаңа бума</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Атын өзге&amp;рту</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Ө&amp;шіру</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Жасырын файлдарды көрсету</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Жаңа &amp;бума</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Жуырдағы орындар</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Артқа өту</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Алға өту</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Ата-ана бумасына өту</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Жаңа бума жасау</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Тізім көрінісі режиміне ауысу</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Толық көрініс режиміне ауысу</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Бүйірлік панель</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Орындар мен бетбелгілер тізімі</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлдар</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Бума:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Бумалар</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Буманы табу</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Файл бумасы</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Бума</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Белгісіз</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Менің компьютерім</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 бар болып тұр.
Оны алмастыру керек пе?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>«%1» өшіру керек пе?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Буманы өшіру мүмкін емес.</translation>
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
        <translation>Аты</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Өлшемі</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Түрі</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Өзгертілген күні</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Менің компьютерім</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 КБ</translation>
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
        <translation>&amp;Болдырмау</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Қа&amp;йталау</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Қ&amp;иып алу</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Көшіру</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Кіріс&amp;тіру</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Өшіру</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Барлығын таңдау</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сақтау</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Барлығын сақтау</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ашу</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Иә</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Б&amp;арлығына иә</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Жоқ</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Барлығына ж&amp;оқ</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Үзу</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Қайталау</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Елемеу</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Жабу</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Бас тарту</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сақтамау</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Көмек</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Іске асыру</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Бастапқы күйге келтіру</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Бастапқы күйді қалпына келтіру</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Болдырмау</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Қа&amp;йталау</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Қиып а&amp;лу</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Көшіру</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Сілтеме о&amp;рналасуын көшіру</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Кіріс&amp;тіру</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Өшіру</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Барлығын таңдау</translation>
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
        <translation>стрейт-флеш</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>каре</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>фулл-хаус</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>флеш</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>стрейт</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>үш бірдей</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>екі жұп</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>бір жұп</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>үлкен карта</translation>
    </message>
    <message>
        <source>pair of twos</source>
        <translation>екіліктер жұбы</translation>
    </message>
    <message>
        <source>pair of threes</source>
        <translation>үштіктер жұбы</translation>
    </message>
    <message>
        <source>pair of fours</source>
        <translation>төрттіктер жұбы</translation>
    </message>
    <message>
        <source>pair of fives</source>
        <translation>бестіктер жұбы</translation>
    </message>
    <message>
        <source>pair of sixes</source>
        <translation>алтылықтар жұбы</translation>
    </message>
    <message>
        <source>pair of sevens</source>
        <translation>жетіліктер жұбы</translation>
    </message>
    <message>
        <source>pair of eights</source>
        <translation>сегіздіктер жұбы</translation>
    </message>
    <message>
        <source>pair of nines</source>
        <translation>тоғыздықтар жұбы</translation>
    </message>
    <message>
        <source>pair of tens</source>
        <translation>ондықтар жұбы</translation>
    </message>
    <message>
        <source>pair of jacks</source>
        <translation>валеттер жұбы</translation>
    </message>
    <message>
        <source>pair of queens</source>
        <translation>дамалар жұбы</translation>
    </message>
    <message>
        <source>pair of kings</source>
        <translation>корольдер жұбы</translation>
    </message>
    <message>
        <source>pair of aces</source>
        <translation>тұздар жұбы</translation>
    </message>
    <message>
        <source>two</source>
        <translation>екілік</translation>
    </message>
    <message>
        <source>three</source>
        <translation>үштік</translation>
    </message>
    <message>
        <source>four</source>
        <translation>төрттік</translation>
    </message>
    <message>
        <source>five</source>
        <translation>бестік</translation>
    </message>
    <message>
        <source>six</source>
        <translation>алтылық</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>жетілік</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>сегіздік</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>тоғыздық</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ондық</translation>
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
        <translation>тұз</translation>
    </message>
    <message>
        <source>{first}-{second}-{third}-{fourth}-{fifth}</source>
        <translation>{first}-{second}-{third}-{fourth}-{fifth}</translation>
    </message>
    <message>
        <source>the player folded</source>
        <translation>ойыншы карталарын тастады</translation>
    </message>
    <message>
        <source>the dealer does not qualify</source>
        <translation>дилер квалификациядан өтпейді</translation>
    </message>
    <message>
        <source>the player wins</source>
        <translation>ойыншы ұтады</translation>
    </message>
    <message>
        <source>Ante pay table</source>
        <translation>Анте төлем кестесі</translation>
    </message>
    <message>
        <source>AA Bonus pay table</source>
        <translation>AA бонусының төлем кестесі</translation>
    </message>
    <message>
        <source>Bonus pay table</source>
        <translation>Бонус төлем кестесі</translation>
    </message>
    <message>
        <source>AA Bonus on a fold</source>
        <translation>Карталар тасталса, AA бонусы</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>есеп айырысылады</translation>
    </message>
    <message>
        <source>forfeited</source>
        <translation>жоғалады</translation>
    </message>
    <message>
        <source>Ante pays on</source>
        <translation>Анте төленетін қол</translation>
    </message>
    <message>
        <source>a straight or better</source>
        <translation>стрейт не одан жоғары</translation>
    </message>
    <message>
        <source>a flush or better</source>
        <translation>флеш не одан жоғары</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Тең болса</translation>
    </message>
    <message>
        <source>all bets are returned</source>
        <translation>барлық ставкалар қайтарылады</translation>
    </message>
    <message>
        <source>push</source>
        <translation>тең ойын</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>дилер ұтады</translation>
    </message>
    <message>
        <source>the dealer wins</source>
        <translation>дилер ұтады</translation>
    </message>
    <message>
        <source>Total: {total}</source>
        <translation>Барлығы: {total}</translation>
    </message>
    <message>
        <source>Every seat antes {ante}</source>
        <translation>Әр орын анте қояды: {ante}</translation>
    </message>
    <message>
        <source>Seat {seat} has only {amount} for the ante and is all-in</source>
        <translation>Орын {seat}: антеге тек {amount} бар, олл-инге шықты</translation>
    </message>
    <message>
        <source>Heads-up: the button posts the small blind, acts first before the flop and last on every later street</source>
        <translation>Хедз-ап: баттон кіші блайнд қояды, флопқа дейін бірінші, кейінгі әр кезеңде соңғы болып жүреді</translation>
    </message>
    <message>
        <source>Seat {seat} posts the small blind, {amount}</source>
        <translation>Орын {seat} кіші блайнд қояды: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the big blind, {amount}</source>
        <translation>Орын {seat} үлкен блайнд қояды: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the small blind</source>
        <translation>Орын {seat}: олл-ин {amount}, кіші блайндтан аз</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the others still call the full {big_blind} and the minimum raise is to {min_to}</source>
        <translation>Орын {seat}: олл-ин {amount}, үлкен блайндтан аз. Қалғандары бәрібір толық {big_blind} сомасына колл жасайды, ең аз рейз — {min_to} сомасына дейін</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the only player who can still bet just has to match {amount}</source>
        <translation>Орын {seat}: олл-ин {amount}, үлкен блайндтан аз. Әлі ставка жасай алатын жалғыз ойыншыға {amount} сомасына колл жасау ғана жеткілікті</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in to {to}, less than a full raise to {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>Орын {seat}: олл-ин {to}, толық рейзден ({min_to}) аз. Жүріп қойған орындар үшін ставкалар қайта ашылмайды</translation>
    </message>
    <message>
        <source>Seat {seat} bets {to} all-in, less than the minimum bet of {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>Орын {seat}: олл-ин ставка {to}, ең аз ставкадан ({min_to}) аз. Жүріп қойған орындар үшін ставкалар қайта ашылмайды</translation>
    </message>
    <message>
        <source>The short all-ins since seat {seat} acted add up to a full raise: seat {seat} may raise again</source>
        <translation>Орын {seat} жүргеннен кейінгі қысқа олл-индер қосылып толық рейз болды: орын {seat} қайта рейз жасай алады</translation>
    </message>
    <message>
        <source>Seat {seat} folds although it could check: the fold is legal and binding</source>
        <translation>Орын {seat} чек жасай алса да, карталарын тастады: бұл заңды әрі күшінде қалады</translation>
    </message>
    <message>
        <source>Uncalled {amount} returned to seat {seat}</source>
        <translation>Колл жасалмаған {amount} қайтарылды: орын {seat}</translation>
    </message>
    <message>
        <source>Every remaining player is all-in: the rest of the board is dealt with no more betting</source>
        <translation>Қалған ойыншылардың бәрі олл-инде: тақтаның қалған карталары ставкасыз ашылады</translation>
    </message>
    <message>
        <source>All remaining players but one are all-in: the rest of the board is dealt with no more betting</source>
        <translation>Біреуінен басқа қалған ойыншылардың бәрі олл-инде: тақтаның қалған карталары ставкасыз ашылады</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seat {last}</source>
        <translation>{pot}: {amount}, орын {last}</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seats {seats} and {last}</source>
        <translation>{pot}: {amount}, орындар {seats} және {last}</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: {hand}</source>
        <translation>Орын {seat} ашады — {cards}: {hand}</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat} ({hand})</source>
        <translation>{pot}: {amount} — орын {seat} ({hand})</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, every other player folded</source>
        <translation>{pot}: {amount} — орын {seat}, қалғандары карталарын тастады</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, the only player in it</source>
        <translation>{pot}: {amount} — орын {seat}, бұл банктегі жалғыз ойыншы</translation>
    </message>
    <message>
        <source>{pot}: {amount} split by seats {seats} and {last} ({hand}), {share} each</source>
        <translation>{pot}: {amount} орындар {seats} және {last} арасында бөлінеді ({hand}), әрқайсысына {share}</translation>
    </message>
    <message>
        <source>{pot}: the odd chip goes to seat {last}, the first winner left of the button</source>
        <translation>{pot}: артық фишка — орын {last}, баттоннан сол жақтағы бірінші жеңімпаз</translation>
    </message>
    <message numerus="yes">
        <source>{pot}: %n odd chip(s), one each to seats {seats} and {last}, clockwise from the button</source>
        <translation>
            <numerusform>{pot}: %n артық фишка — орындар {seats} және {last}, бір-бірден, баттоннан сағат тілімен</numerusform>
            <numerusform>{pot}: %n артық фишка — орындар {seats} және {last}, бір-бірден, баттоннан сағат тілімен</numerusform>
        </translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Негізгі банк</translation>
    </message>
    <message>
        <source>Side pot</source>
        <translation>Қосымша банк</translation>
    </message>
    <message>
        <source>Side pot 1</source>
        <translation>Қосымша банк 1</translation>
    </message>
    <message>
        <source>Side pot 2</source>
        <translation>Қосымша банк 2</translation>
    </message>
    <message>
        <source>Side pot 3</source>
        <translation>Қосымша банк 3</translation>
    </message>
    <message>
        <source>Side pot 4</source>
        <translation>Қосымша банк 4</translation>
    </message>
    <message>
        <source>Side pot 5</source>
        <translation>Қосымша банк 5</translation>
    </message>
    <message>
        <source>Side pot 6</source>
        <translation>Қосымша банк 6</translation>
    </message>
    <message>
        <source>Side pot 7</source>
        <translation>Қосымша банк 7</translation>
    </message>
    <message>
        <source>Side pot 8</source>
        <translation>Қосымша банк 8</translation>
    </message>
    <message>
        <source>straight or lower</source>
        <translation>стрейт не одан төмен</translation>
    </message>
    <message>
        <source>A-A against the dealer&apos;s A-A</source>
        <translation>A-A, дилерде де A-A</translation>
    </message>
    <message>
        <source>A-A</source>
        <translation>A-A</translation>
    </message>
    <message>
        <source>A-K suited</source>
        <translation>A-K, бір масть</translation>
    </message>
    <message>
        <source>A-Q or A-J suited</source>
        <translation>A-Q не A-J, бір масть</translation>
    </message>
    <message>
        <source>A-K offsuit</source>
        <translation>A-K, әртүрлі масть</translation>
    </message>
    <message>
        <source>K-K, Q-Q or J-J</source>
        <translation>K-K, Q-Q не J-J</translation>
    </message>
    <message>
        <source>A-Q or A-J offsuit</source>
        <translation>A-Q не A-J, әртүрлі масть</translation>
    </message>
    <message>
        <source>2-2 to T-T</source>
        <translation>2-2-ден T-T-ге дейін</translation>
    </message>
    <message>
        <source>Variant: {lines}</source>
        <translation>Нұсқа: {lines}</translation>
    </message>
    <message>
        <source>{line} {n} to 1</source>
        <translation>{line} {n}:1</translation>
    </message>
    <message>
        <source>{line} {n}</source>
        <translation>{line} {n}</translation>
    </message>
    <message>
        <source>&quot;25 for a flush and above&quot;</source>
        <translation>«Флеш және жоғары үшін 25»</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Әдепкі</translation>
    </message>
    <message>
        <source>Ante {stake} pays {mult} to 1 on the player&apos;s {hand}: {net}</source>
        <translation>Анте {stake} ойыншының қолы ({hand}) бойынша {mult}:1 төленеді: {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: both best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>Анте {stake} қайтарылады: екі жақтың ең жақсы бес картасы дәрежесі жағынан бірдей ({hand}, {ranks}).</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded.</source>
        <translation>Анте {stake} ұтылады: ойыншы карталарын тастады.</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand} (the {dealer_rank} beats the {rank}).</source>
        <translation>Анте {stake} ұтылады: дилердің қолы ({dealer_hand}) ойыншының қолынан ({hand}) күштірек ({dealer_rank} картасы {rank} картасынан жоғары).</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>Анте {stake} ұтылады: дилердің қолы ({dealer_hand}) ойыншының қолынан ({hand}) күштірек.</translation>
    </message>
    <message>
        <source>Call {stake} pushes: the dealer does not qualify.</source>
        <translation>Колл {stake} қайтарылады: дилер квалификациядан өтпейді.</translation>
    </message>
    <message>
        <source>Call {stake} pays 1 to 1: {net}</source>
        <translation>Колл {stake} ұтады, 1:1 төленеді: {net}</translation>
    </message>
    <message>
        <source>Call {stake} pushes on the tie.</source>
        <translation>Колл {stake} қайтарылады: тең ойын.</translation>
    </message>
    <message>
        <source>Call {stake} loses.</source>
        <translation>Колл {stake} ұтылады.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: this house forfeits the bonus when the player folds.</source>
        <translation>AA бонусы {stake} ұтылады: бұл казинода ойыншы карталарын тастаса, бонус жоғалады.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: {hand} with the flop is below a pair of aces.</source>
        <translation>AA бонусы {stake} ұтылады: флоппен бірге құралған қол ({hand}) тұздар жұбынан төмен.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} pays {mult} to 1 for {line} with the flop: {net}</source>
        <translation>AA бонусы {stake} флоппен бірге құралған қол ({line}) бойынша {mult}:1 төленеді: {net}</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, qualifies (a pair of fours or better is needed).</source>
        <translation>Дилерде {dealer_hand}: квалификациядан өтеді (төрттіктер жұбы не одан жоғары қажет).</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, does not qualify: it is below a pair of fours.</source>
        <translation>Дилерде {dealer_hand}: квалификациядан өтпейді, бұл төрттіктер жұбынан төмен.</translation>
    </message>
    <message>
        <source>Bonus {stake} loses: the starting cards are not a pair, A-K, A-Q or A-J.</source>
        <translation>Бонус {stake} ұтылады: бастапқы карталар жұп та, A-K, A-Q не A-J да емес.</translation>
    </message>
    <message>
        <source>Bonus {stake} pays {mult} to 1 for {line}: {net}</source>
        <translation>Бонус {stake} бастапқы карталар ({line}) бойынша {mult}:1 төленеді: {net}</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded before the flop.</source>
        <translation>Анте {stake} ұтылады: ойыншы флопқа дейін карталарын тастады.</translation>
    </message>
    <message>
        <source>Ante {stake} pays 1 to 1 on the player&apos;s {hand}: {net}</source>
        <translation>Анте {stake} ойыншының қолы ({hand}) бойынша 1:1 төленеді: {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below the flush this table needs.</source>
        <translation>Анте {stake} қайтарылады: ойыншы ұтады, бірақ оның қолы ({hand}) бұл үстелге қажет флештен төмен.</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below a straight.</source>
        <translation>Анте {stake} қайтарылады: ойыншы ұтады, бірақ оның қолы ({hand}) стрейттен төмен.</translation>
    </message>
    <message>
        <source>Ante {stake} pushes on the tie.</source>
        <translation>Анте {stake} қайтарылады: тең ойын.</translation>
    </message>
    <message>
        <source>Ante {stake} loses.</source>
        <translation>Анте {stake} ұтылады.</translation>
    </message>
    <message>
        <source>Play bet {stake} pays 1 to 1: {net}</source>
        <translation>Ойын ставкасы {stake} ұтады, 1:1 төленеді: {net}</translation>
    </message>
    <message>
        <source>Play bet {stake} pushes on the tie.</source>
        <translation>Ойын ставкасы {stake} қайтарылады: тең ойын.</translation>
    </message>
    <message>
        <source>Play bet {stake} loses.</source>
        <translation>Ойын ставкасы {stake} ұтылады.</translation>
    </message>
    <message>
        <source>Flop bet {stake} pays 1 to 1: {net}</source>
        <translation>Флоп ставкасы {stake} ұтады, 1:1 төленеді: {net}</translation>
    </message>
    <message>
        <source>Flop bet {stake} pushes on the tie.</source>
        <translation>Флоп ставкасы {stake} қайтарылады: тең ойын.</translation>
    </message>
    <message>
        <source>Flop bet {stake} loses.</source>
        <translation>Флоп ставкасы {stake} ұтылады.</translation>
    </message>
    <message>
        <source>Turn bet {stake} pays 1 to 1: {net}</source>
        <translation>Терн ставкасы {stake} ұтады, 1:1 төленеді: {net}</translation>
    </message>
    <message>
        <source>Turn bet {stake} pushes on the tie.</source>
        <translation>Терн ставкасы {stake} қайтарылады: тең ойын.</translation>
    </message>
    <message>
        <source>Turn bet {stake} loses.</source>
        <translation>Терн ставкасы {stake} ұтылады.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); this table pushes ties.</source>
        <translation>Тең ойын: ойыншы мен дилердің ең жақсы бес картасы дәрежесі жағынан бірдей ({hand}, {ranks}); бұл үстелде тең болса, ставкалар қайтарылады.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); at this table the dealer wins ties.</source>
        <translation>Тең ойын: ойыншы мен дилердің ең жақсы бес картасы дәрежесі жағынан бірдей ({hand}, {ranks}); бұл үстелде тең болса, дилер ұтады.</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}.</source>
        <translation>Ойыншының қолы ({hand}) дилердің қолынан ({dealer_hand}) күштірек.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>Дилердің қолы ({dealer_hand}) ойыншының қолынан ({hand}) күштірек.</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}: {ranks} against {dealer_ranks}, the {rank} beats the {dealer_rank}.</source>
        <translation>Ойыншының қолы ({hand}) дилердің қолынан ({dealer_hand}) күштірек: ойыншыда {ranks}, дилерде {dealer_ranks}; {rank} картасы {dealer_rank} картасынан жоғары.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}: {dealer_ranks} against {ranks}, the {dealer_rank} beats the {rank}.</source>
        <translation>Дилердің қолы ({dealer_hand}) ойыншының қолынан ({hand}) күштірек: дилерде {dealer_ranks}, ойыншыда {ranks}; {dealer_rank} картасы {rank} картасынан жоғары.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>Тең ойын: ойыншы мен дилердің ең жақсы бес картасы дәрежесі жағынан бірдей ({hand}, {ranks}).</translation>
    </message>
</context>
<context>
    <name>RulesPages</name>
    <message>
        <source>{n} to 1</source>
        <translation>{n}:1</translation>
    </message>
    <message>
        <source>Start the self-test</source>
        <translation>Өзін-өзі тексеруді бастау</translation>
    </message>
    <message>
        <source>Practise this game in the trainer</source>
        <translation>Бұл ойынды тренажерде жаттықтыру</translation>
    </message>
    <message>
        <source>A seat folds only when none of these holds.</source>
        <translation>Орын бұлардың ешқайсысы орындалмаса ғана карталарын тастайды.</translation>
    </message>
    <message>
        <source>Target time at levels 1, 2 and 3: {seconds} s</source>
        <translation>1, 2 және 3-деңгейдегі мақсатты уақыт: {seconds} с</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Ойыншы</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Тақта</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Орын {n}</translation>
    </message>
    <message>
        <source>Open this hand on the table</source>
        <translation>Бұл үлестіруді үстелде ашу</translation>
    </message>
    <message>
        <source>{value} (active)</source>
        <translation>{value} (белсенді)</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Төлем</translation>
    </message>
    <message>
        <source>Bet {stake}</source>
        <translation>Ставка {stake}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Қол</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Мысал</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>*This page is not written in this language yet: here it is in English.*</source>
        <translation>*Бұл бет әлі бұл тілде жазылмаған: мұнда ол ағылшын тілінде берілген.*</translation>
    </message>
    <message>
        <source>This page cannot be shown: {reason}</source>
        <translation>Бұл бетті көрсету мүмкін емес: {reason}</translation>
    </message>
    <message>
        <source>Not on this page</source>
        <translation>Бұл бетте жоқ</translation>
    </message>
    <message>
        <source>Print the page to PDF</source>
        <translation>Бетті PDF-ке басып шығару</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF файлдары (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}.</source>
        <translation>PDF файлын {path} жолына жазу мүмкін болмады.</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Сақталды: {name}</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Өзін-өзі тексеру</translation>
    </message>
    <message>
        <source>Self-test: question {n}</source>
        <translation>Өзін-өзі тексеру: {n}-сұрақ</translation>
    </message>
    <message>
        <source>✔ Right: {amount}</source>
        <translation>✔ Дұрыс: {amount}</translation>
    </message>
    <message>
        <source>✘ Not right: the answer is {amount}</source>
        <translation>✘ Дұрыс емес: дұрыс жауап — {amount}</translation>
    </message>
    <message>
        <source>Right so far: {right} of {answered}</source>
        <translation>Әзірге дұрыс: {right}/{answered}</translation>
    </message>
    <message>
        <source>Find on this page</source>
        <translation>Осы беттен іздеу</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Алдыңғы</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Келесі</translation>
    </message>
    <message>
        <source>Print to PDF...</source>
        <translation>PDF-ке басып шығару...</translation>
    </message>
    <message>
        <source>The amount, in chips</source>
        <translation>Сома, фишкамен</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Тексеру</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Келесі сұрақ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Жабу</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Ana</source>
        <translation>Айгүл</translation>
    </message>
    <message>
        <source>Bohdan</source>
        <translation>Ерлан</translation>
    </message>
    <message>
        <source>Chai</source>
        <translation>Динара</translation>
    </message>
    <message>
        <source>Dana</source>
        <translation>Нұрлан</translation>
    </message>
    <message>
        <source>Erik</source>
        <translation>Әсел</translation>
    </message>
    <message>
        <source>Farah</source>
        <translation>Бауыржан</translation>
    </message>
    <message>
        <source>Gio</source>
        <translation>Жанар</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>Серік</translation>
    </message>
    <message>
        <source>Iris</source>
        <translation>Гүлнар</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>The dealer qualifies and loses.</source>
        <translation>Дилер квалификациядан өтеді, бірақ ұтылады.</translation>
    </message>
    <message>
        <source>The dealer does not qualify.</source>
        <translation>Дилер квалификациядан өтпейді.</translation>
    </message>
    <message>
        <source>The dealer qualifies; the two hands tie.</source>
        <translation>Дилер квалификациядан өтеді, екі қол тең.</translation>
    </message>
    <message>
        <source>The dealer qualifies and wins.</source>
        <translation>Дилер квалификациядан өтеді және ұтады.</translation>
    </message>
    <message>
        <source>The player&apos;s hand wins.</source>
        <translation>Ойыншының қолы ұтады.</translation>
    </message>
    <message>
        <source>The two hands tie.</source>
        <translation>Екі қол тең.</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand wins.</source>
        <translation>Дилердің қолы ұтады.</translation>
    </message>
    <message>
        <source>Pay tables: ante {ante}, AA Bonus {bonus}.</source>
        <translation>Төлем кестелері: анте — {ante}, AA бонусы — {bonus}.</translation>
    </message>
    <message>
        <source>Ante {ante}; the player folds after the flop.</source>
        <translation>Анте {ante}. Флоптан кейін ойыншы карталарын тастайды.</translation>
    </message>
    <message>
        <source>Ante {ante}, call {call}.</source>
        <translation>Анте {ante}, колл {call}.</translation>
    </message>
    <message>
        <source>This house settles the AA Bonus of a player who folds, as if the player had called.</source>
        <translation>Бұл казинода карталарын тастаған ойыншының AA бонусы бойынша ойыншы колл жасағандай есеп айырысылады.</translation>
    </message>
    <message>
        <source>This house takes the AA Bonus of a player who folds, with the ante.</source>
        <translation>Бұл казинода карталарын тастаған ойыншының AA бонусы антемен бірге алынады.</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a straight or better.</source>
        <translation>Бұл казинода ойыншы стрейт не одан жоғары қолмен ұтса, анте төленеді.</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a flush or better.</source>
        <translation>Бұл казинода ойыншы флеш не одан жоғары қолмен ұтса, анте төленеді.</translation>
    </message>
    <message>
        <source>On a tie every bet pushes.</source>
        <translation>Тең ойында барлық ставкалар қайтарылады.</translation>
    </message>
    <message>
        <source>On a tie the dealer wins.</source>
        <translation>Тең ойында дилер ұтады.</translation>
    </message>
    <message>
        <source>Bonus pay table: {bonus}.</source>
        <translation>Бонус төлем кестесі: {bonus}.</translation>
    </message>
    <message>
        <source>You pay {paid} on the winning bets and collect {lost} from the losing ones: {total} for the player in all.</source>
        <translation>Ұтқан ставкалар бойынша {paid} төлейсіз, ұтылған ставкалардан {lost} аласыз: ойыншы үшін барлығы {total}.</translation>
    </message>
    <message>
        <source>Nothing is paid: you collect {lost} from the losing bets.</source>
        <translation>Ештеңе төленбейді: ұтылған ставкалардан {lost} жинайсыз.</translation>
    </message>
    <message>
        <source>How much do you pay the player? Count the winnings only, not the stakes the player keeps; 0 if nothing is paid.</source>
        <translation>Ойыншыға қанша төлейсіз? Тек ұтысты санаңыз, ойыншыда қалатын ставкаларды қоспаңыз; ештеңе төленбесе, 0.</translation>
    </message>
    <message>
        <source>At the river, the player&apos;s hand: {player}; the dealer&apos;s hand: {dealer}.</source>
        <translation>Риверде ойыншының қолы: {player}; дилердің қолы: {dealer}.</translation>
    </message>
    <message>
        <source>AA Bonus {bonus}. The player&apos;s two cards with the flop: {hand}.</source>
        <translation>AA бонусы {bonus}. Ойыншының екі картасы флоппен бірге: {hand}.</translation>
    </message>
    <message>
        <source>On the flop the player bets {amount}.</source>
        <translation>Флопта ойыншы {amount} ставка жасайды.</translation>
    </message>
    <message>
        <source>On the flop the player checks.</source>
        <translation>Флопта ойыншы чек жасайды.</translation>
    </message>
    <message>
        <source>On the turn the player bets {amount}.</source>
        <translation>Тернде ойыншы {amount} ставка жасайды.</translation>
    </message>
    <message>
        <source>On the turn the player checks.</source>
        <translation>Тернде ойыншы чек жасайды.</translation>
    </message>
    <message>
        <source>Ante {ante}, bonus bet {bonus}.</source>
        <translation>Анте {ante}, бонус ставкасы {bonus}.</translation>
    </message>
    <message>
        <source>Ante {ante}, no bonus bet.</source>
        <translation>Анте {ante}, бонус ставкасы жоқ.</translation>
    </message>
    <message>
        <source>The player&apos;s two cards: {cards}.</source>
        <translation>Ойыншының екі картасы: {cards}.</translation>
    </message>
    <message>
        <source>The player folds before the flop.</source>
        <translation>Флопқа дейін ойыншы карталарын тастайды.</translation>
    </message>
    <message>
        <source>Before the flop the player plays for {amount}.</source>
        <translation>Флопқа дейін ойыншы ойнайды: ойын ставкасы {amount}.</translation>
    </message>
    <message>
        <source>The dealer&apos;s two cards: {cards}.</source>
        <translation>Дилердің екі картасы: {cards}.</translation>
    </message>
    <message>
        <source>Seat {seat} to act: how many chips must it add to call? (0 if it can check)</source>
        <translation>Орын {seat} жүреді: колл жасау үшін ол тағы қанша фишка салуы керек? (чек жасай алса, 0)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the smallest bet or raise it may make, as a raise-to amount? (0 if it may not raise)</source>
        <translation>Орын {seat} жүреді: ол ең аз дегенде қай сомаға дейін ставка не рейз жасай алады? (рейз жасай алмаса, 0)</translation>
    </message>
</context>
<context>
    <name>SettingsWindow</name>
    <message>
        <source>Settings</source>
        <translation>Баптаулар</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Жалпы</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Жабу</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a hand</source>
        <translation>Үлестіруді баптау</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Орындар</translation>
    </message>
    <message>
        <source>Table limits</source>
        <translation>Үстел лимиттері</translation>
    </message>
    <message>
        <source>none</source>
        <translation>жоқ</translation>
    </message>
    <message>
        <source>Minimum ante</source>
        <translation>Ең аз анте</translation>
    </message>
    <message>
        <source>Maximum ante</source>
        <translation>Ең көп анте</translation>
    </message>
    <message>
        <source>Maximum {bet}</source>
        <translation>Ең көп {bet}</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Ставкалар</translation>
    </message>
    <message>
        <source>Cards (empty places are dealt at random)</source>
        <translation>Карталар (бос ұяшықтар кездейсоқ толтырылады)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Clear the place</source>
        <translation>Ұяшықты тазалау</translation>
    </message>
    <message>
        <source>Clear all cards</source>
        <translation>Барлық картаны тазалау</translation>
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
        <translation>Орын {seat}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Тақта</translation>
    </message>
    <message>
        <source>The minimum ante of {least} is above the maximum ante of {most}. Lower the minimum, or raise the maximum (or set it to none).</source>
        <translation>Ең аз анте ({least}) ең көп антеден ({most}) жоғары. Ең азын азайтыңыз немесе ең көбін көбейтіңіз (не «жоқ» қойыңыз).</translation>
    </message>
</context>
<context>
    <name>SpeedWords</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунд</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n сұрақ</numerusform>
            <numerusform>%n сұрақ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right answer(s), {wrong} wrong</source>
        <translation>
            <numerusform>%n дұрыс жауап, {wrong} қате</numerusform>
            <numerusform>%n дұрыс жауап, {wrong} қате</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seconds} s for %n question(s), {wrong} wrong</source>
        <translation>
            <numerusform>%n сұраққа {seconds} с, {wrong} қате</numerusform>
            <numerusform>%n сұраққа {seconds} с, {wrong} қате</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>a pair the player&apos;s cards make, or two pair or better (a pair on the flop alone does not count)</source>
        <translation>ойыншының карталары құрайтын жұп немесе екі жұп және одан жоғары (тек флоптағы жұп есептелмейді)</translation>
    </message>
    <message>
        <source>four cards of one suit (a flush draw)</source>
        <translation>бір түстің төрт картасы (флеш дро)</translation>
    </message>
    <message>
        <source>four cards of a straight, open-ended or inside (a straight draw)</source>
        <translation>стрейттің төрт картасы, ашық немесе ішкі (стрейт дро)</translation>
    </message>
    <message>
        <source>an ace, a king, a queen or a jack among the player&apos;s two cards</source>
        <translation>ойыншының екі картасының ішінде тұз, король, дама немесе валет</translation>
    </message>
    <message>
        <source>both of the player&apos;s cards higher than every card of the flop (two overcards)</source>
        <translation>ойыншының екі картасы да флоптың әр картасынан жоғары (екі оверкарта)</translation>
    </message>
    <message>
        <source>Simulated over {hands} hands (seed {seed}, ante table {table}): the house keeps {edge}% of the ante (95% interval {edge_low}% to {edge_high}%) and the seats call {called}% of hands ({called_low}% to {called_high}%). Published for the best strategy, which weighs every card: {best_edge}% and {best_called}%.</source>
        <translation>{hands} үлестіруде модельденді (seed {seed}, анте кестесі {table}): казино антенің {edge}% алады (95% аралық: {edge_low}%–{edge_high}%), ал орындар үлестірулердің {called}% колл жасайды ({called_low}%–{called_high}%). Әр картаны ескеретін ең үздік стратегия үшін жарияланғаны: {best_edge}% және {best_called}%.</translation>
    </message>
    <message>
        <source>Source: our reading of the rules of thumb published at {first} (&quot;Casino Hold&apos;em Rules&quot;, Strategy: call with ace or king high, a flush or straight draw, two overcards and &quot;Queen Jack H...&quot;, where the page breaks off: read as a queen or a jack in hand, not only the two together) and {second} (fold only with no pair, no flush draw, no straight draw and poor high cards; its &quot;any draw with 8+ outs&quot; read to take in an inside straight draw, 4 outs, too).</source>
        <translation>Дереккөз: {first} сайтында жарияланған қарапайым ережелерді біздің оқуымыз («Casino Hold&apos;em Rules», Strategy бөлімі: тұз не король, флеш не стрейт дро, екі оверкарта және бет үзілетін «Queen Jack H...» болса колл: қолдағы дама не валет деп оқылды, тек екеуі бірге деп емес) және {second} сайтындағы (жұп, флеш дро, стрейт дро жоқ және жоғары карталар әлсіз болғанда ғана карталарды тастау; оның «any draw with 8+ outs» дегені ішкі стрейт дроны да, 4 аут, қамтиды деп оқылды).</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Seat {seat}: the ante of {amount} is below the table&apos;s minimum ante of {limit}.</source>
        <translation>Орын {seat}: {amount} анте үстелдің ең аз антесінен ({limit}) кем.</translation>
    </message>
    <message>
        <source>Seat {seat}: the ante of {amount} is above the table&apos;s maximum ante of {limit}.</source>
        <translation>Орын {seat}: {amount} анте үстелдің ең көп антесінен ({limit}) асады.</translation>
    </message>
    <message>
        <source>Seat {seat}: the {bet} of {amount} is above the table&apos;s maximum {bet} of {limit}.</source>
        <translation>Орын {seat}: {bet} {amount} үстелдің ең көп мөлшерінен ({bet}: {limit}) асады.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Файлды оқу мүмкін емес: {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>бұл UTF-8 мәтіні емес</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>Үстел бұл үлестіруді көрсете алмайды: {reason}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Folded</source>
        <translation>Тастады</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Орын {seat}</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Seat {seat} decides: {choices}?</source>
        <translation>Орын {seat} шешеді: {choices}?</translation>
    </message>
    <message>
        <source>Bets are placed. Press Space to deal.</source>
        <translation>Ставкалар қойылды. Тарату үшін Space пернесін басыңыз.</translation>
    </message>
    <message>
        <source>The dealer gives each player two cards and takes two face down.</source>
        <translation>Әр ойыншы екі карта алады, дилер өзіне екі картаны жабық қояды.</translation>
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
        <translation>Ривер: {card}</translation>
    </message>
    <message>
        <source>Seat {seat} folds and loses the ante.</source>
        <translation>Орын {seat} карталарын тастап, антеден айырылады.</translation>
    </message>
    <message>
        <source>Seat {seat} calls {amount}.</source>
        <translation>Орын {seat} колл жасайды: {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} plays {amount}.</source>
        <translation>Орын {seat} ойнайды: {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} bets {amount}.</source>
        <translation>Орын {seat} ставка жасайды: {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} checks.</source>
        <translation>Орын {seat} чек жасайды.</translation>
    </message>
    <message>
        <source>The dealer shows {cards}. {note}</source>
        <translation>Дилер ашады: {cards}. {note}</translation>
    </message>
    <message>
        <source>The dealer shows {cards}: {hand}.</source>
        <translation>Дилер ашады: {cards} — {hand}.</translation>
    </message>
    <message>
        <source>seat {seat} {net}</source>
        <translation>орын {seat} {net}</translation>
    </message>
    <message>
        <source>Settlement: {results}</source>
        <translation>Есеп айырысу: {results}</translation>
    </message>
    <message>
        <source>{bet} still to settle</source>
        <translation>{bet} әлі есептелмеген</translation>
    </message>
    <message>
        <source>Net {net}</source>
        <translation>Нәтиже {net}</translation>
    </message>
    <message>
        <source>ante {least}-{most}</source>
        <translation>анте {least}-{most}</translation>
    </message>
    <message>
        <source>ante from {least}</source>
        <translation>анте {least} бастап</translation>
    </message>
    <message>
        <source>ante up to {most}</source>
        <translation>анте {most} дейін</translation>
    </message>
    <message>
        <source>{bet} up to {most}</source>
        <translation>{bet} {most} дейін</translation>
    </message>
    <message>
        <source>Table limits: {limits}</source>
        <translation>Үстел лимиттері: {limits}</translation>
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
        <translation>Орын {seat}</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>Paid on ante and call</source>
        <translation>Анте мен коллға төлем</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the call? (0 if nothing is paid)</source>
        <translation>Анте мен коллға қанша төлейсіз? (ештеңе төленбесе, 0)</translation>
    </message>
    <message>
        <source>AA Bonus payout</source>
        <translation>AA бонусы төлемі</translation>
    </message>
    <message>
        <source>What does the AA Bonus pay on the cards and the flop? (0 if it loses)</source>
        <translation>AA бонусы карталар мен флоп бойынша қанша төлейді? (ұтылса, 0)</translation>
    </message>
    <message>
        <source>Does the dealer qualify?</source>
        <translation>Дилер квалификациядан өте ме?</translation>
    </message>
    <message>
        <source>Settle this player: each bet (+ paid, 0 push, - taken) and the net.</source>
        <translation>Осы ойыншымен есеп айырысыңыз: әр ставка (+ төленеді, 0 қайтарылады, - алынады) және нәтиже.</translation>
    </message>
    <message>
        <source>Settle the table, folded players first, then from your right to your left (on the screen: left to right): the net for each seat.</source>
        <translation>Үстелмен есеп айырысыңыз: алдымен карталарын тастаған ойыншылар, содан кейін оң жағыңыздан сол жағыңызға қарай (экранда: солдан оңға): әр орынның нәтижесі.</translation>
    </message>
    <message>
        <source>Bonus payout</source>
        <translation>Бонус төлемі</translation>
    </message>
    <message>
        <source>What does the bonus bet pay on the starting cards? (0 if it loses)</source>
        <translation>Бонус ставкасы бастапқы карталар бойынша қанша төлейді? (ұтылса, 0)</translation>
    </message>
    <message>
        <source>The ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>The player played the hand out. What happens to the ante at this table?</source>
        <translation>Ойыншы үлестіруді соңына дейін ойнады. Бұл үстелде антеге не болады?</translation>
    </message>
    <message>
        <source>The player&apos;s hand</source>
        <translation>Ойыншының қолы</translation>
    </message>
    <message>
        <source>Best five cards: {cards} ({hand})</source>
        <translation>Ең жақсы бес карта: {cards} ({hand})</translation>
    </message>
    <message>
        <source>What is the player&apos;s best five-card hand?</source>
        <translation>Ойыншының ең жақсы бес карталы қолы қандай?</translation>
    </message>
    <message>
        <source>Which hand wins?</source>
        <translation>Қай қол ұтады?</translation>
    </message>
    <message>
        <source>Player: {cards} ({hand})</source>
        <translation>Ойыншы: {cards} ({hand})</translation>
    </message>
    <message>
        <source>Dealer: {cards} ({hand})</source>
        <translation>Дилер: {cards} ({hand})</translation>
    </message>
    <message>
        <source>Which hand wins: the player&apos;s or the dealer&apos;s?</source>
        <translation>Кімнің қолы ұтады: ойыншының ба, дилердің бе?</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: ante and call</source>
        <translation>Casino Hold&apos;em: анте және колл</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: AA Bonus</source>
        <translation>Casino Hold&apos;em: AA бонусы</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: does the dealer qualify?</source>
        <translation>Casino Hold&apos;em: дилер квалификациядан өте ме?</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle a player</source>
        <translation>Casino Hold&apos;em: ойыншымен есеп айырысу</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle the table</source>
        <translation>Casino Hold&apos;em: үстелмен есеп айырысу</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: bonus bet</source>
        <translation>Hold&apos;em Bonus: бонус ставкасы</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: the ante</source>
        <translation>Hold&apos;em Bonus: анте</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: settle a player</source>
        <translation>Hold&apos;em Bonus: ойыншымен есеп айырысу</translation>
    </message>
    <message>
        <source>Name the hand</source>
        <translation>Қолды атаңыз</translation>
    </message>
    <message>
        <source>No-limit: to call and the smallest raise</source>
        <translation>Лимитсіз: колл сомасы және ең аз рейз</translation>
    </message>
    <message>
        <source>No-limit: the main and side pots</source>
        <translation>Лимитсіз: негізгі және қосымша банктер</translation>
    </message>
    <message>
        <source>No-limit: who wins each pot</source>
        <translation>Лимитсіз: әр банкті кім ұтады</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: word problems</source>
        <translation>Casino Hold&apos;em: мәтінді есептер</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: word problems</source>
        <translation>Hold&apos;em Bonus: мәтінді есептер</translation>
    </message>
    <message>
        <source>Pay-table maths</source>
        <translation>Төлем кестесі бойынша есептеу</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: spot the wrong payout</source>
        <translation>Casino Hold&apos;em: қате төлемді табу</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: spot the wrong payout</source>
        <translation>Hold&apos;em Bonus: қате төлемді табу</translation>
    </message>
    <message>
        <source>The dealer&apos;s calls</source>
        <translation>Дилердің хабарландырулары</translation>
    </message>
    <message>
        <source>Colouring up and paying from a stack</source>
        <translation>Фишкаларды ірілендіру және стектен төлеу</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Иә</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Жоқ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Ойыншы</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Тең ойын</translation>
    </message>
    <message>
        <source>Pays 1 to 1</source>
        <translation>1:1 төленеді</translation>
    </message>
    <message>
        <source>Pushes</source>
        <translation>Қайтарылады</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Ұтылады</translation>
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
        <translation>AA бонусы {stake}</translation>
    </message>
    <message>
        <source>Bonus {stake}</source>
        <translation>Бонус {stake}</translation>
    </message>
    <message>
        <source>Play {stake}</source>
        <translation>Ойын ставкасы {stake}</translation>
    </message>
    <message>
        <source>Flop bet {stake}</source>
        <translation>Флоп ставкасы {stake}</translation>
    </message>
    <message>
        <source>Turn bet {stake}</source>
        <translation>Терн ставкасы {stake}</translation>
    </message>
    <message>
        <source>Net for the player</source>
        <translation>Ойыншының нәтижесі</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Орын {seat}</translation>
    </message>
    <message>
        <source>dealer&apos;s pair of twos to fours</source>
        <translation>дилерде екіліктерден төрттіктерге дейінгі жұп</translation>
    </message>
    <message>
        <source>dealer does not qualify</source>
        <translation>дилер квалификациядан өтпейді</translation>
    </message>
    <message>
        <source>the board plays</source>
        <translation>тақта ойнайды</translation>
    </message>
    <message>
        <source>push</source>
        <translation>ставка қайтарылады</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>тең ойын</translation>
    </message>
    <message>
        <source>player folds</source>
        <translation>ойыншы карталарын тастайды</translation>
    </message>
    <message>
        <source>bonus won on a fold</source>
        <translation>карталар тасталса да, бонус ұтады</translation>
    </message>
    <message>
        <source>player wins</source>
        <translation>ойыншы ұтады</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>дилер ұтады</translation>
    </message>
    <message>
        <source>bonus loses</source>
        <translation>бонус ұтылады</translation>
    </message>
    <message>
        <source>ante pushes below a straight</source>
        <translation>стрейттен төмен болса, анте қайтарылады</translation>
    </message>
    <message>
        <source>ante pushes below a flush</source>
        <translation>флештен төмен болса, анте қайтарылады</translation>
    </message>
    <message>
        <source>a call that puts the player all-in</source>
        <translation>ойыншыны олл-инге шығаратын колл</translation>
    </message>
    <message>
        <source>no raise allowed</source>
        <translation>рейзге рұқсат жоқ</translation>
    </message>
    <message>
        <source>a short all-in does not reopen the betting</source>
        <translation>қысқа олл-ин ставкаларды қайта ашпайды</translation>
    </message>
    <message>
        <source>all-in for less than a full raise</source>
        <translation>толық рейзден аз олл-ин</translation>
    </message>
    <message>
        <source>folded players&apos; chips in the pots</source>
        <translation>карталарын тастаған ойыншылардың банктердегі фишкалары</translation>
    </message>
    <message>
        <source>three pots or more</source>
        <translation>үш немесе одан көп банк</translation>
    </message>
    <message>
        <source>the pot after a betting round</source>
        <translation>ставкалар айналымынан кейінгі банк</translation>
    </message>
    <message>
        <source>side pots</source>
        <translation>қосымша банктер</translation>
    </message>
    <message>
        <source>odd chips in a split pot</source>
        <translation>бөлінген банктегі артық фишкалар</translation>
    </message>
    <message>
        <source>stakes that end in 5</source>
        <translation>5-ке аяқталатын ставкалар</translation>
    </message>
    <message>
        <source>multipliers of 20 and more</source>
        <translation>20 және одан үлкен көбейткіштер</translation>
    </message>
    <message>
        <source>colouring up</source>
        <translation>фишкаларды ірілендіру</translation>
    </message>
    <message>
        <source>paying from a given stack</source>
        <translation>берілген стектен төлеу</translation>
    </message>
    <message>
        <source>a stack short of larger chips</source>
        <translation>ірі фишкалары жетпейтін стек</translation>
    </message>
    <message>
        <source>a layout paid right</source>
        <translation>дұрыс төленген үстел</translation>
    </message>
    <message>
        <source>a call paid when the dealer does not qualify</source>
        <translation>дилер квалификациядан өтпегенде төленген колл</translation>
    </message>
    <message>
        <source>an ante paid even money</source>
        <translation>тең сомамен төленген анте</translation>
    </message>
    <message>
        <source>a folded ante given back</source>
        <translation>карталар тасталғанда қайтарылған анте</translation>
    </message>
    <message>
        <source>a push taken</source>
        <translation>қайтарудың орнына алынған ставка</translation>
    </message>
    <message>
        <source>a payout from the wrong line</source>
        <translation>кестенің қате жолы бойынша төлем</translation>
    </message>
    <message>
        <source>an ante paid below the house&apos;s hand</source>
        <translation>казино белгілеген қолдан төмен болса да төленген анте</translation>
    </message>
    <message>
        <source>a bonus paid on a pair with the board</source>
        <translation>тақтамен құралған жұпқа төленген бонус</translation>
    </message>
    <message>
        <source>the call when the dealer&apos;s cards are turned up</source>
        <translation>дилердің карталары ашылғандағы хабарландыру</translation>
    </message>
    <message>
        <source>the call when a player is settled</source>
        <translation>ойыншымен есеп айырысқандағы хабарландыру</translation>
    </message>
    <message>
        <source>the call for the bonus bet</source>
        <translation>бонус ставкасы бойынша хабарландыру</translation>
    </message>
    <message>
        <source>No raise: every other player is all-in, so seat {seat} can only call</source>
        <translation>Рейз мүмкін емес: басқа ойыншылардың бәрі олл-инде, сондықтан орын {seat} тек колл жасай алады</translation>
    </message>
    <message>
        <source>No raise: a short all-in does not reopen the betting, and seat {seat} has already acted since the last full raise</source>
        <translation>Рейз мүмкін емес: қысқа олл-ин ставкаларды қайта ашпайды, ал орын {seat} соңғы толық рейзден кейін жүріп қойған</translation>
    </message>
    <message>
        <source>No raise: seat {seat}&apos;s stack only covers the call</source>
        <translation>Рейз мүмкін емес: орын {seat} стегі коллға ғана жетеді</translation>
    </message>
    <message>
        <source>No raise: nobody else has chips beyond the call to answer it</source>
        <translation>Рейз мүмкін емес: басқа ешкімде рейзге жауап беретін коллдан артық фишка жоқ</translation>
    </message>
    <message>
        <source>The action moves clockwise from seat {last}, the last to act, passing seats that have folded or are all-in: seat {seat} is next</source>
        <translation>Жүріс соңғы болып жүрген орыннан (орын {last}) сағат тілімен ауысады, карталарын тастаған не олл-индегі орындар өткізіледі: келесі — орын {seat}</translation>
    </message>
    <message>
        <source>Before the flop the first to act sits left of the big blind (seat {big}), passing seats that are all-in: seat {seat}</source>
        <translation>Флопқа дейін бірінші болып үлкен блайндтың (орын {big}) сол жағындағы ойыншы жүреді, олл-индегі орындар өткізіледі: орын {seat}</translation>
    </message>
    <message>
        <source>After the flop the first to act is the first seat still in left of the button (seat {button}) with chips behind: seat {seat}</source>
        <translation>Флоптан кейін бірінші болып баттонның (орын {button}) сол жағындағы, ойында қалған әрі фишкасы бар алғашқы орын жүреді: орын {seat}</translation>
    </message>
    <message>
        <source>Nobody has bet more than seat {seat} on this street: it can check, 0 to call</source>
        <translation>Бұл кезеңде ешкім орын {seat} қойғаннан көп ставка жасаған жоқ: ол чек жасай алады, колл — 0</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it and only {stack} behind: it calls all-in for {call}</source>
        <translation>Ағымдағы ставка — {to}; орын {seat} алдында {bet} бар, стегінде тек {stack} қалды: ол {call} сомасына олл-ин колл жасайды</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it: {to} - {bet} = {call} to call</source>
        <translation>Ағымдағы ставка — {to}; орын {seat} алдында {bet} бар: колл үшін {to} - {bet} = {call}</translation>
    </message>
    <message>
        <source>A full raise would be to {full}, more than seat {seat} has: its only raise is all-in, to {to}</source>
        <translation>Толық рейз {full} сомасына дейін болар еді, бұл орын {seat} қолындағыдан көп: оның жалғыз мүмкін рейзі — олл-ин, {to} сомасына дейін</translation>
    </message>
    <message>
        <source>Nobody has bet on this street: the smallest bet is the big blind, {to}</source>
        <translation>Бұл кезеңде әлі ешкім ставка жасаған жоқ: ең аз ставка — үлкен блайнд, {to}</translation>
    </message>
    <message>
        <source>The last full raise on this street was {full} (at least the big blind): the smallest raise is to {to_match} + {full} = {to}</source>
        <translation>Бұл кезеңдегі соңғы толық рейз — {full} (кемінде үлкен блайнд): ең аз рейз — {to_match} + {full} = {to} сомасына дейін</translation>
    </message>
    <message>
        <source>To call (0 to check)</source>
        <translation>Колл сомасы (чек болса, 0)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the amount to call, and the smallest bet or raise?</source>
        <translation>Орын {seat} жүреді: колл үшін қанша, ең аз ставка не рейз қандай?</translation>
    </message>
    <message>
        <source>Whose action</source>
        <translation>Кімнің жүрісі</translation>
    </message>
    <message>
        <source>Whose action is it, what does that seat need to call, and what is its smallest bet or raise?</source>
        <translation>Кімнің жүрісі, сол орын колл үшін қанша салуы керек және оның ең аз ставкасы не рейзі қандай?</translation>
    </message>
    <message>
        <source>Betting over: make the pots (chips, and the seats that can win each)</source>
        <translation>Ставкалар аяқталды: банктерді құрыңыз (фишкалар және әрқайсысын ұта алатын орындар)</translation>
    </message>
    <message>
        <source>Chips in the pot</source>
        <translation>Банктегі фишкалар</translation>
    </message>
    <message>
        <source>The pot is every chip put in: {terms} = {amount}</source>
        <translation>Банк — салынған барлық фишка: {terms} = {amount}</translation>
    </message>
    <message>
        <source>The betting round is over: how many chips are in the pot?</source>
        <translation>Ставкалар айналымы аяқталды: банкте қанша фишка бар?</translation>
    </message>
    <message numerus="yes">
        <source>%n odd chip(s), one each to seats {seats}: the first winners clockwise from the button (seat {button})</source>
        <translation>
            <numerusform>%n артық фишка, орындар {seats} бір-бірден алады: баттоннан (орын {button}) сағат тілімен алғашқы жеңімпаздар</numerusform>
            <numerusform>%n артық фишка, орындар {seats} бір-бірден алады: баттоннан (орын {button}) сағат тілімен алғашқы жеңімпаздар</numerusform>
        </translation>
    </message>
    <message>
        <source>Showdown: who wins each pot, and what does each seat receive?</source>
        <translation>Карталарды ашу: әр банкті кім ұтады және әр орын қанша алады?</translation>
    </message>
    <message>
        <source>{pot}: what each seat put in above {low} and up to {level}, {terms} = {amount}; seats {seats} can win it</source>
        <translation>{pot}: әр орынның {low} сомасынан асқан, {level} сомасына дейінгі салымы, {terms} = {amount}; оны орындар {seats} ұта алады</translation>
    </message>
    <message>
        <source>Smallest bet or raise to (0 if none)</source>
        <translation>Ең аз ставка не рейз (мүмкін болмаса, 0)</translation>
    </message>
    <message>
        <source>Chips in the pot by seat ({ins}); every all-in amount of a player still in cuts a pot, and a folded player&apos;s chips stay in the pots it reached</source>
        <translation>Банктегі фишкалар орындар бойынша ({ins}); ойында қалған ойыншының әр олл-ин сомасы бір банктің шегін белгілейді, ал карталарын тастаған ойыншының фишкалары өздері жеткен банктерде қалады</translation>
    </message>
    <message>
        <source>{pot}: chips</source>
        <translation>{pot}: фишкалар</translation>
    </message>
    <message>
        <source>{pot}: seats</source>
        <translation>{pot}: орындар</translation>
    </message>
    <message>
        <source>{pot}: who wins</source>
        <translation>{pot}: кім ұтады</translation>
    </message>
    <message>
        <source>Seat {seat} receives</source>
        <translation>Орын {seat} алады</translation>
    </message>
    <message>
        <source>Seat {seat}: {hand}, {cards}</source>
        <translation>Орын {seat}: {hand}, {cards}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seat {seat} has the best hand of seats {seats}</source>
        <translation>{pot} {amount}: орындар {seats} ішінде ең жақсы қол — орын {seat}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {winners} tie and split it, {share} each</source>
        <translation>{pot} {amount}: орындар {winners} тең түсіп, банкті бөліседі, әрқайсысына {share}</translation>
    </message>
    <message>
        <source>The odd chip goes to seat {seat}, the first winner clockwise from the button (seat {button})</source>
        <translation>Артық фишка — орын {seat}: баттоннан (орын {button}) сағат тілімен бірінші жеңімпаз</translation>
    </message>
    <message>
        <source>The dealer&apos;s call</source>
        <translation>Дилердің хабарландыруы</translation>
    </message>
    <message>
        <source>The call: {call}</source>
        <translation>Хабарландыру: {call}</translation>
    </message>
    <message>
        <source>the call pushes when the dealer does not qualify</source>
        <translation>дилер квалификациядан өтпесе, колл қайтарылады</translation>
    </message>
    <message>
        <source>the ante is paid by the pay table, not even money</source>
        <translation>анте тең сомамен емес, төлем кестесі бойынша төленеді</translation>
    </message>
    <message>
        <source>a player who folds loses the ante</source>
        <translation>карталарын тастаған ойыншы антеден айырылады</translation>
    </message>
    <message>
        <source>a push is neither paid nor taken</source>
        <translation>қайтарылатын ставка төленбейді де, алынбайды да</translation>
    </message>
    <message>
        <source>paid from the wrong line of the pay table</source>
        <translation>төлем кестесінің қате жолы бойынша төленген</translation>
    </message>
    <message>
        <source>the ante pushes on a win below this house&apos;s hand</source>
        <translation>ұтқан қол бұл казино белгілеген қолдан төмен болса, анте қайтарылады</translation>
    </message>
    <message>
        <source>the bonus pays on the two starting cards only, not on a pair made with the board</source>
        <translation>бонус тақтамен құралған жұпқа емес, тек екі бастапқы картаға төленеді</translation>
    </message>
    <message>
        <source>{seat}: {bet}</source>
        <translation>{seat}: {bet}</translation>
    </message>
    <message>
        <source>Seat {seat}, {bet}: the layout shows {shown}, the right amount is {right}: {why}.</source>
        <translation>Орын {seat}, {bet}: үстелде {shown}, дұрыс сома — {right}: {why}.</translation>
    </message>
    <message>
        <source>Every payout on the layout is right.</source>
        <translation>Үстелдегі барлық төлем дұрыс.</translation>
    </message>
    <message>
        <source>The dealer has paid this table. Leave the right payouts as they are and correct the wrong ones (+ paid, 0 push, - taken).</source>
        <translation>Дилер бұл үстелмен есеп айырысып қойды. Дұрыс төлемдерді сол күйінде қалдырып, қателерін түзетіңіз (+ төленеді, 0 қайтарылады, - алынады).</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the play bets? (0 if nothing is paid)</source>
        <translation>Анте мен ойын ставкаларына қанша төлейсіз? (ештеңе төленбесе, 0)</translation>
    </message>
    <message>
        <source>What is the player&apos;s net result for the hand? (+ paid, 0 push, - taken)</source>
        <translation>Осы үлестіруде ойыншының нәтижесі қандай? (+ төленеді, 0 қайтарылады, - алынады)</translation>
    </message>
    <message>
        <source>Paid to the player</source>
        <translation>Ойыншыға төлем</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em ante table {table}</source>
        <translation>Casino Hold&apos;em анте кестесі {table}</translation>
    </message>
    <message>
        <source>AA Bonus table {table}</source>
        <translation>AA бонусының кестесі {table}</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus bonus table {table}</source>
        <translation>Hold&apos;em Bonus бонус кестесі {table}</translation>
    </message>
    <message>
        <source>{line} on an ante of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>{line}, анте {stake}: қанша төленеді? Фишкалармен төлеңіз не соманы енгізіңіз.</translation>
    </message>
    <message>
        <source>{line} on an AA Bonus of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>{line}, AA бонусы {stake}: қанша төленеді? Фишкалармен төлеңіз не соманы енгізіңіз.</translation>
    </message>
    <message>
        <source>{line} on a bonus bet of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>{line}, бонус ставкасы {stake}: қанша төленеді? Фишкалармен төлеңіз не соманы енгізіңіз.</translation>
    </message>
    <message>
        <source>Paid on ante and play bets</source>
        <translation>Анте мен ойын ставкаларына төлем</translation>
    </message>
    <message>
        <source>Stake × multiplier</source>
        <translation>Ставка × көбейткіш</translation>
    </message>
    <message>
        <source>{stake} × {n} = ?</source>
        <translation>{stake} × {n} = ?</translation>
    </message>
    <message>
        <source>{stake} at {n} to 1: what is paid?</source>
        <translation>Ставка {stake}, төлем {n}:1. Қанша төленеді?</translation>
    </message>
    <message>
        <source>{table}: {line} pays {n} to 1.</source>
        <translation>{table}: {line} — {n}:1 төленеді.</translation>
    </message>
    <message>
        <source>{stake} × {n} = {paid}</source>
        <translation>{stake} × {n} = {paid}</translation>
    </message>
    <message>
        <source>Shortcut: {double} × {half} = {paid} (twice the stake, half the multiplier).</source>
        <translation>Жылдам тәсіл: {double} × {half} = {paid} (ставканы екі еселеп, көбейткішті екіге бөлеміз).</translation>
    </message>
    <message>
        <source>Chips of {value}</source>
        <translation>{value} номиналды фишкалар</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of {value}</source>
        <translation>
            <numerusform>{value} номиналды %n фишка</numerusform>
            <numerusform>{value} номиналды %n фишка</numerusform>
        </translation>
    </message>
    <message>
        <source>This table has chips of one value only: the question uses the usual chips.</source>
        <translation>Бұл үстелде тек бір номиналды фишкалар бар: сұрақта әдеттегі фишкалар қолданылады.</translation>
    </message>
    <message>
        <source>A pile of {pile}: {amount} in all.</source>
        <translation>Фишкалар үйіндісі: {pile}; барлығы {amount}.</translation>
    </message>
    <message>
        <source>Colour it up: how many chips of each value, as few chips as possible?</source>
        <translation>Ірілендіріңіз: фишкалар саны ең аз болуы үшін әр номиналдан қанша фишка керек?</translation>
    </message>
    <message>
        <source>In front of you: {pile}.</source>
        <translation>Алдыңызда: {pile}.</translation>
    </message>
    <message>
        <source>Pay {amount} from these chips, with as few chips as possible: how many of each?</source>
        <translation>Осы фишкалардан {amount} төлеңіз, фишкалар саны ең аз болсын: әр номиналдан қаншадан?</translation>
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
            <numerusform>Барлығы %n фишка: бұл соманы құрайтын ең аз сан.</numerusform>
            <numerusform>Барлығы %n фишка: бұл соманы құрайтын ең аз сан.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stack is short of larger chips, so the smaller ones make up the rest.</source>
        <translation>Стекте ірі фишкалар жетпейді, сондықтан қалғанын ұсақ фишкалар толтырады.</translation>
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
        <translation>Дилердің дағдылары</translation>
    </message>
    <message>
        <source>No-limit Hold&apos;em</source>
        <translation>Лимитсіз холдем</translation>
    </message>
    <message>
        <source>Settle one player: each bet paid, pushed or taken, and the net.</source>
        <translation>Бір ойыншымен есеп айырысу: әр ставка төленді, қайтарылады немесе алынды, және қорытынды.</translation>
    </message>
    <message>
        <source>Find the wrong payouts on a settled layout and put them right.</source>
        <translation>Есеп айырысылған үстелдегі қате төлемдерді тауып, түзетіңіз.</translation>
    </message>
    <message>
        <source>Work out a payout told in a sentence, with no cards shown.</source>
        <translation>Сөйлеммен айтылған төлемді карталарсыз есептеңіз.</translation>
    </message>
    <message>
        <source>Type what the ante and the call are paid (0 if nothing).</source>
        <translation>Анте мен коллға не төленетінін жазыңыз (ештеңе болмаса, 0).</translation>
    </message>
    <message>
        <source>Type what the AA Bonus pays on the player&apos;s cards and the flop.</source>
        <translation>Ойыншының карталары мен флоп бойынша AA бонусы не төлейтінін жазыңыз.</translation>
    </message>
    <message>
        <source>Say whether the dealer&apos;s hand qualifies (a pair of fours or better).</source>
        <translation>Дилердің қолы квалификациядан өте ме, айтыңыз (төрттіктер жұбы немесе жоғары).</translation>
    </message>
    <message>
        <source>Settle a table of players: folded ones first, then right to left.</source>
        <translation>Ойыншылар үстелімен есеп айырысу: алдымен карталарын тастағандар, сосын оңнан солға.</translation>
    </message>
    <message>
        <source>Type what the bonus bet pays on the player&apos;s starting cards.</source>
        <translation>Ойыншының бастапқы карталары бойынша бонус ставкасы не төлейтінін жазыңыз.</translation>
    </message>
    <message>
        <source>Say whether the ante pays, pushes or loses at this table.</source>
        <translation>Бұл үстелде анте төлене ме, қайтарыла ма, әлде ұтыла ма, айтыңыз.</translation>
    </message>
    <message>
        <source>Name the player&apos;s best five-card hand.</source>
        <translation>Ойыншының бес картадан тұратын ең жақсы қолын атаңыз.</translation>
    </message>
    <message>
        <source>Say which hand wins, the player&apos;s or the dealer&apos;s, or a tie.</source>
        <translation>Қай қол ұтатынын айтыңыз: ойыншының ба, дилердің бе, әлде тең ойын ба.</translation>
    </message>
    <message>
        <source>Say the dealer&apos;s call at a step of the hand.</source>
        <translation>Үлестірудің бір кезеңіндегі дилердің хабарландыруын айтыңыз.</translation>
    </message>
    <message>
        <source>Multiply a stake by a pay-table line, at speed.</source>
        <translation>Ставканы төлем кестесінің жолына жылдам көбейтіңіз.</translation>
    </message>
    <message>
        <source>Colour a pile up into the fewest chips, or pay from a stack.</source>
        <translation>Фишкалар үйіндісін ең аз фишкаға ірілендіріңіз немесе стектен төлеңіз.</translation>
    </message>
    <message>
        <source>Type the amount to call and the smallest raise.</source>
        <translation>Колл сомасын және ең кіші рейзді жазыңыз.</translation>
    </message>
    <message>
        <source>Build the main and side pots and name the seats in each.</source>
        <translation>Негізгі және қосымша банктерді құрып, әрқайсысындағы орындарды атаңыз.</translation>
    </message>
    <message>
        <source>Award each pot to its winners, odd chips included.</source>
        <translation>Әр банкті оның жеңімпаздарына беріңіз, артық фишкаларымен қоса.</translation>
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
        <translation>Емтихан кезінде стажерді жою мүмкін емес.</translation>
    </message>
    <message>
        <source>This answer was not saved because of a fault in the app (the details are in its log); everything saved before is safe.</source>
        <translation>Бұл жауап бағдарламадағы ақаудың салдарынан сақталмады (толығырақ оның журналында); бұрын сақталғанның бәрі аман.</translation>
    </message>
</context>
<context>
    <name>TrainerScreen</name>
    <message>
        <source>{seconds} s / target {target} s</source>
        <translation>{seconds} с / мақсат {target} с</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(кідіртілді)</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Стажер:</translation>
    </message>
    <message>
        <source>New trainee...</source>
        <translation>Жаңа стажер...</translation>
    </message>
    <message>
        <source>Rename...</source>
        <translation>Атын өзгерту...</translation>
    </message>
    <message>
        <source>Remove...</source>
        <translation>Жою...</translation>
    </message>
    <message>
        <source>Take the trainee off the list; their answers stay in the export of everyone.</source>
        <translation>Стажерді тізімнен алып тастау; оның жауаптары барлық стажерлердің экспортында қалады.</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>Жаттығу:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Деңгей:</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Машықтану</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Әлсіз тұстар</translation>
    </message>
    <message>
        <source>Exam...</source>
        <translation>Емтихан...</translation>
    </message>
    <message>
        <source>Speed round...</source>
        <translation>Жылдамдық раунды...</translation>
    </message>
    <message>
        <source>Stop the round</source>
        <translation>Раундты тоқтату</translation>
    </message>
    <message>
        <source>Next question (Enter)</source>
        <translation>Келесі сұрақ (Enter)</translation>
    </message>
    <message>
        <source>F9: answers</source>
        <translation>F9: жауаптар</translation>
    </message>
    <message>
        <source>Stop weak areas</source>
        <translation>Әлсіз тұстарды тоқтату</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Алдыңғы</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Келесі ▶</translation>
    </message>
    <message>
        <source>The class&apos;s exam began: your own exam was stopped and recorded as abandoned.</source>
        <translation>Топ емтиханы басталды: өз емтиханыңыз тоқтатылып, үзілген деп тіркелді.</translation>
    </message>
    <message>
        <source>The instructor asked a question: your speed round was stopped and not saved.</source>
        <translation>Нұсқаушы сұрақ қойды: жылдамдық раундыңыз тоқтатылды және сақталмады.</translation>
    </message>
    <message>
        <source>A class exam&apos;s question: your answer goes to the instructor&apos;s PC, and your mark comes when the instructor releases the marks.</source>
        <translation>Топ емтиханының сұрағы: жауап нұсқаушы компьютеріне барады, баға нұсқаушы бағаларды жариялағанда шығады.</translation>
    </message>
    <message>
        <source>The instructor&apos;s question: your answer goes to the instructor&apos;s PC, and the answer is shown when the instructor reveals it.</source>
        <translation>Нұсқаушының сұрағы: жауап нұсқаушы компьютеріне барады, дұрыс жауап нұсқаушы көрсеткенде шығады.</translation>
    </message>
    <message>
        <source>a mix of cases</source>
        <translation>аралас жағдайлар</translation>
    </message>
    <message>
        <source>Weak-area practice: {drill}, practising {case}. Stop to go back to {chosen}.</source>
        <translation>Әлсіз тұстар жаттығуы: {drill}, жағдай: {case}. Тоқтатсаңыз, {chosen} жаттығуына ораласыз.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Үлгерім</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Жаңа стажер</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Аты:</translation>
    </message>
    <message>
        <source>Rename trainee</source>
        <translation>Стажердің атын өзгерту</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Жаңа аты:</translation>
    </message>
    <message>
        <source>Remove trainee</source>
        <translation>Стажерді жою</translation>
    </message>
    <message>
        <source>Remove {name} from the list of trainees? Their answers and exams stay in the export of everyone.</source>
        <translation>{name} стажерлер тізімінен жойылсын ба? Оның жауаптары мен емтихандары барлық стажерлердің экспортында қалады.</translation>
    </message>
    <message>
        <source>Class exam: question {n} of {total}, {m}:{s:02d} left (the instructor&apos;s PC keeps the time)</source>
        <translation>Топ емтиханы: {total} ішінен {n}-сұрақ, {m}:{s:02d} қалды (уақытты нұсқаушы компьютері санайды)</translation>
    </message>
    <message>
        <source>Exam {code}: question {n} of {total}, {m}:{s:02d} left (the exam clock does not pause)</source>
        <translation>Емтихан {code}: сұрақ {n}/{total}, {m}:{s:02d} қалды (емтихан сағаты тоқтамайды)</translation>
    </message>
    <message numerus="yes">
        <source>Streak {streak} · accuracy {accuracy}% · %n answer(s)</source>
        <translation>
            <numerusform>Қатарынан дұрыс: {streak} · дәлдік {accuracy}% · %n жауап</numerusform>
            <numerusform>Қатарынан дұрыс: {streak} · дәлдік {accuracy}% · %n жауап</numerusform>
        </translation>
    </message>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>Жауабыңыз нұсқаушыға жіберілді. Нұсқаушы көрсеткенде дұрыс жауап осында шығады.</translation>
    </message>
    <message>
        <source>Review: question {n} of {total}</source>
        <translation>Шолу: сұрақ {n}/{total}</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s): as many right answers as you can</source>
        <translation>
            <numerusform>%n секунд: мүмкіндігінше көп дұрыс жауап</numerusform>
            <numerusform>%n секунд: мүмкіндігінше көп дұрыс жауап</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) as fast as you can</source>
        <translation>
            <numerusform>%n сұрақ: мүмкіндігінше жылдам</numerusform>
            <numerusform>%n сұрақ: мүмкіндігінше жылдам</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed round</source>
        <translation>Жылдамдық раунды</translation>
    </message>
    <message numerus="yes">
        <source>{drill}, level {level}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>{drill}, {level}-деңгей. Әр қате жауаптың айыбы — %n секунд.</numerusform>
            <numerusform>{drill}, {level}-деңгей. Әр қате жауаптың айыбы — %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>⏱ {time} left · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ {time} қалды · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message>
        <source>⏱ {time} · question {n} of {total} · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ {time} · сұрақ {n}/{total} · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message numerus="yes">
        <source>Speed round: {drill}, level {level}, {kind}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>Жылдамдық раунды: {drill}, {level}-деңгей, {kind}. Әр қате жауаптың айыбы — %n секунд.</numerusform>
            <numerusform>Жылдамдық раунды: {drill}, {level}-деңгей, {kind}. Әр қате жауаптың айыбы — %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Дұрыс</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>Not right: the answer was {key}</source>
        <translation>Дұрыс емес: дұрыс жауап — {key}</translation>
    </message>
    <message>
        <source>{drill}, level {level}, {kind}</source>
        <translation>{drill}, {level}-деңгей, {kind}</translation>
    </message>
    <message>
        <source>This round could not be saved.</source>
        <translation>Бұл раундты сақтау мүмкін болмады.</translation>
    </message>
    <message>
        <source>A round counts as a best with one right answer or more.</source>
        <translation>Раунд рекорд болып саналуы үшін кемінде бір дұрыс жауап болуы керек.</translation>
    </message>
    <message>
        <source>A new best!</source>
        <translation>Жаңа рекорд!</translation>
    </message>
    <message>
        <source>Your best: {score} ({date})</source>
        <translation>Ең жақсы нәтижеңіз: {score} ({date})</translation>
    </message>
    <message>
        <source>Speed round over</source>
        <translation>Жылдамдық раунды аяқталды</translation>
    </message>
    <message>
        <source>Choose a drill and press Practise.</source>
        <translation>Жаттығуды таңдап, «Машықтану» батырмасын басыңыз.</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Емтихан</translation>
    </message>
    <message>
        <source>Exam code {code}: the same code gives the same questions on any PC. Feedback comes at the end.</source>
        <translation>Емтихан коды {code}: бір код кез келген компьютерде бірдей сұрақтар береді. Жауаптар талдауы соңында көрсетіледі.</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>unknown drill {drill}; the drills are {known}</source>
        <translation>белгісіз жаттығу {drill}; жаттығулар: {known}</translation>
    </message>
    <message>
        <source>the level must be 1, 2 or 3, not {level}</source>
        <translation>деңгей 1, 2 немесе 3 болуы керек, {level} емес</translation>
    </message>
    <message>
        <source>the number of questions must be from 1 to {most}, not {count}</source>
        <translation>сұрақ саны ең азы 1, ең көбі {most} болуы керек, {count} емес</translation>
    </message>
    <message numerus="yes">
        <source>the seed must be from 0 to {most} for %n question(s), not {seed}</source>
        <translation>
            <numerusform>%n сұрақ үшін нөмір ең азы 0, ең көбі {most} болуы керек, {seed} емес</numerusform>
            <numerusform>%n сұрақ үшін нөмір ең азы 0, ең көбі {most} болуы керек, {seed} емес</numerusform>
        </translation>
    </message>
    <message>
        <source>the resolution must be 150 or 200 dpi, not {dpi}</source>
        <translation>ажыратымдылық 150 немесе 200 dpi болуы керек, {dpi} емес</translation>
    </message>
    <message>
        <source>Worksheet: {drill}</source>
        <translation>Жұмыс парағы: {drill}</translation>
    </message>
    <message>
        <source>Answer key: {drill}</source>
        <translation>Жауаптар: {drill}</translation>
    </message>
    <message numerus="yes">
        <source>Level {level} · seed {seed} · %n question(s)</source>
        <translation>
            <numerusform>Деңгей {level} · нөмір {seed} · %n сұрақ</numerusform>
            <numerusform>Деңгей {level} · нөмір {seed} · %n сұрақ</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>{file} жазылмады: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n page(s), the answer key from page {key}</source>
        <translation>
            <numerusform>{file}: %n бет, жауаптар {key}-беттен басталады</numerusform>
            <numerusform>{file}: %n бет, жауаптар {key}-беттен басталады</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>{file} оқылмады: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Ойыншы</translation>
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
        <translation>Тақта</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Тастады</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Кезегі</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Аты:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Күні:</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Бет {page}/{pages}</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets</source>
        <translation>Жұмыс парақтары</translation>
    </message>
    <message>
        <source>&amp;Drill:</source>
        <translation>Жатты&amp;ғу:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Деңгей:</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>&amp;Сұрақ саны:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Нөмір:</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Тіл:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>Ажыратымдылы&amp;қ:</translation>
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
        <translation>Бір нөмір бірдей парақ береді: 1-сұрақ — осы нөмірге арналған тренажер сұрағы, 2-сұрақ — келесі нөмірге арналған сұрақ, және т.с.с.</translation>
    </message>
    <message>
        <source>The PDF file to write</source>
        <translation>Жазылатын PDF файлы</translation>
    </message>
    <message>
        <source>C&amp;hoose...</source>
        <translation>Т&amp;аңдау...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Сақта&amp;у</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Бас тарту</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>&amp;Жабу</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>Жұмыс парағын сақтау</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF файлдары (*.pdf)</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} бұрыннан бар. Ауыстыру керек пе?</translation>
    </message>
    <message>
        <source>Making the worksheet...</source>
        <translation>Жұмыс парағы жасалуда...</translation>
    </message>
    <message numerus="yes">
        <source>Saved {file}: %n page(s), the answer key from page {key}.</source>
        <translation>
            <numerusform>{file} сақталды: %n бет, жауаптар {key}-беттен басталады.</numerusform>
            <numerusform>{file} сақталды: %n бет, жауаптар {key}-беттен басталады.</numerusform>
        </translation>
    </message>
    <message>
        <source>The worksheet could not be made (internal error: {name}).</source>
        <translation>Жұмыс парағын жасау мүмкін болмады (ішкі қате: {name}).</translation>
    </message>
    <message>
        <source>Stopped; no file was written.</source>
        <translation>Тоқтатылды; файл жазылған жоқ.</translation>
    </message>
</context>
</TS>
