<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hy_AM">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hold&apos;em Dealer Trainer</source>
        <translation>Հոլդեմի դիլերի մարզիչի մասին</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Հոլդեմի դիլերի մարզիչ</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Տարբերակ {version}</translation>
    </message>
    <message>
        <source>An offline trainer for casino dealers: Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker and no-limit Texas Hold&apos;em.</source>
        <translation>Օֆլայն մարզիչ կազինոյի դիլերների համար՝ Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker և առանց սահմանաչափի տեխասյան հոլդեմ։</translation>
    </message>
    <message>
        <source>Fonts: the Noto Sans family (Google), under the SIL Open Font License 1.1.</source>
        <translation>Տառատեսակներ՝ Noto Sans ընտանիք (Google), SIL Open Font License 1.1 արտոնագրով։</translation>
    </message>
</context>
<context>
    <name>AnswerPanel</name>
    <message>
        <source>Click a spot on the table, or press Alt and the seat&apos;s number, to go to its field.</source>
        <translation>Կտտացրեք սեղանի որևէ խաղադրույքի վրա կամ սեղմեք Alt և տեղի համարը՝ դրա դաշտին անցնելու համար։</translation>
    </message>
    <message>
        <source>Or pay it in chips:</source>
        <translation>Կամ վճարեք ժետոններով՝</translation>
    </message>
    <message>
        <source>Take back a chip</source>
        <translation>Հանել ժետոնը</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Մաքրել</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>Վճարել ժետոնները</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>Պատասխանել (Enter)</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Տեղ {seat}</translation>
    </message>
    <message>
        <source>Type a few words of the call</source>
        <translation>Մուտքագրեք հայտարարության մի քանի բառ</translation>
    </message>
    <message>
        <source>The list offers every call that has those words: choose one, or press Enter when one is left.</source>
        <translation>Ցանկում կան այդ բառերով բոլոր հայտարարությունները. ընտրեք մեկը կամ սեղմեք Enter, երբ մեկը մնա։</translation>
    </message>
    <message>
        <source>+ paid, - taken</source>
        <translation>+ վճարված, - վերցված</translation>
    </message>
    <message>
        <source>seat number</source>
        <translation>տեղի համարը</translation>
    </message>
    <message>
        <source>seat numbers</source>
        <translation>տեղերի համարները</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>քանի</translation>
    </message>
    <message>
        <source>No chips yet.</source>
        <translation>Ժետոններ դեռ չկան։</translation>
    </message>
    <message numerus="yes">
        <source>{chips} = {total} (%n chip(s))</source>
        <translation>
            <numerusform>{chips} = {total} (%n ժետոն)</numerusform>
            <numerusform>{chips} = {total} (%n ժետոն)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <source>Dealer qualifies: {hand}.</source>
        <translation>Դիլերը որակավորվում է՝ {hand}։</translation>
    </message>
    <message>
        <source>Dealer does not qualify.</source>
        <translation>Դիլերը չի որակավորվում։</translation>
    </message>
    <message>
        <source>Dealer does not qualify: ante pays {n} to 1, call pushes.</source>
        <translation>Դիլերը չի որակավորվում՝ անտեն վճարվում է {n} առ 1, քոլը վերադարձվում է։</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pays {n} to 1.</source>
        <translation>Խաղացողը հաղթում է՝ {hand}։ Անտեն վճարվում է {n} առ 1։</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pushes.</source>
        <translation>Խաղացողը հաղթում է՝ {hand}։ Անտեն վերադարձվում է։</translation>
    </message>
    <message>
        <source>Dealer wins: {hand}.</source>
        <translation>Դիլերը հաղթում է՝ {hand}։</translation>
    </message>
    <message>
        <source>Push.</source>
        <translation>Վերադարձ։</translation>
    </message>
    <message>
        <source>AA Bonus pays {n} to 1: {line}.</source>
        <translation>AA բոնուսը վճարվում է {n} առ 1՝ {line}։</translation>
    </message>
    <message>
        <source>AA Bonus loses.</source>
        <translation>AA բոնուսը տանուլ է տալիս։</translation>
    </message>
    <message>
        <source>Bonus pays {n} to 1: {line}.</source>
        <translation>Բոնուսը վճարվում է {n} առ 1՝ {line}։</translation>
    </message>
    <message>
        <source>Bonus loses.</source>
        <translation>Բոնուսը տանուլ է տալիս։</translation>
    </message>
    <message>
        <source>The dealer turns up the cards. What do you say?</source>
        <translation>Դիլերը բացում է իր քարտերը։ Ի՞նչ եք ասում։</translation>
    </message>
    <message>
        <source>You settle the player. What do you say?</source>
        <translation>Դուք հաշվարկում եք խաղացողին։ Ի՞նչ եք ասում։</translation>
    </message>
    <message>
        <source>You settle the bonus bet. What do you say?</source>
        <translation>Դուք հաշվարկում եք բոնուսային խաղադրույքը։ Ի՞նչ եք ասում։</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Call</source>
        <translation>Քոլ անել</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Պաս տալ</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Խաղալ</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Խաղադրույք կատարել</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Չեք անել</translation>
    </message>
</context>
<context>
    <name>ClassLink</name>
    <message>
        <source>No class answers at {address}. Check the address on the projector, and that this PC is on the school&apos;s network.</source>
        <translation>{address} հասցեում ոչ մի խումբ չի պատասխանում։ Ստուգեք հասցեն պրոյեկտորի վրա և որ այս համակարգիչը դպրոցի ցանցում է։</translation>
    </message>
    <message>
        <source>The join code is not this class&apos;s. Check it on the projector and type it again.</source>
        <translation>Միանալու կոդը այս խմբինը չէ։ Ստուգեք այն պրոյեկտորի վրա և կրկին մուտքագրեք։</translation>
    </message>
    <message>
        <source>The class refused the name {name}: another trainee has it, or it is not a name. Try another.</source>
        <translation>Խումբը չընդունեց {name} անունը․ այն ունի մեկ այլ սովորող, կամ դա անուն չէ։ Փորձեք այլ անուն։</translation>
    </message>
    <message>
        <source>The instructor let another PC in as {name}: this PC is no longer in the class.</source>
        <translation>Հրահանգիչը {name} անունով ներս թողեց մեկ այլ համակարգիչ. այս համակարգիչն այլևս խմբում չէ։</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>Խումբը լիքն է։</translation>
    </message>
    <message>
        <source>Too many tries to join from this PC; wait a minute and try again.</source>
        <translation>Այս համակարգչից միանալու չափազանց շատ փորձեր․ սպասեք մեկ րոպե և կրկին փորձեք։</translation>
    </message>
    <message>
        <source>The instructor removed you from the class.</source>
        <translation>Հրահանգիչը ձեզ հեռացրեց խմբից։</translation>
    </message>
    <message>
        <source>Type the class&apos;s address as the projector shows it, such as 192.168.1.20:8765.</source>
        <translation>Մուտքագրեք խմբի հասցեն այնպես, ինչպես ցույց է տալիս պրոյեկտորը, օրինակ՝ 192.168.1.20:8765։</translation>
    </message>
    <message>
        <source>Type the join code the projector shows.</source>
        <translation>Մուտքագրեք միանալու կոդը, որը ցույց է տալիս պրոյեկտորը։</translation>
    </message>
    <message>
        <source>The class server at {address} refused the host key.</source>
        <translation>{address} հասցեի խմբի սերվերը չընդունեց հրահանգչի բանալին։</translation>
    </message>
    <message>
        <source>The class server said: {message}</source>
        <translation>Խմբի սերվերը հայտնեց՝ {message}</translation>
    </message>
    <message>
        <source>No class server answers at {address}. Check that it is running and that the address and its port are the ones it showed when it started.</source>
        <translation>{address} հասցեում խմբի ոչ մի սերվեր չի պատասխանում։ Ստուգեք, որ այն աշխատում է, և որ հասցեն ու պորտը նույնն են, ինչ այն ցույց տվեց մեկնարկելիս։</translation>
    </message>
    <message>
        <source>The class server is busy; wait a moment and try again.</source>
        <translation>Խմբի սերվերը զբաղված է․ մի պահ սպասեք և կրկին փորձեք։</translation>
    </message>
    <message>
        <source>The class server did not understand the request: is it this app&apos;s version?</source>
        <translation>Խմբի սերվերը չհասկացավ հարցումը․ արդյո՞ք այն այս ծրագրի տարբերակից է։</translation>
    </message>
    <message>
        <source>The request is too large for the class server.</source>
        <translation>Հարցումը չափազանց մեծ է խմբի սերվերի համար։</translation>
    </message>
    <message>
        <source>The class has moved on: that cannot be done now.</source>
        <translation>Խումբն արդեն առաջ է անցել․ դա հիմա հնարավոր չէ անել։</translation>
    </message>
    <message>
        <source>The class server has no such trainee or question (any more).</source>
        <translation>Խմբի սերվերում այդպիսի սովորող կամ հարց (այլևս) չկա։</translation>
    </message>
    <message>
        <source>The instructor&apos;s PC could not save it; try again.</source>
        <translation>Հրահանգչի համակարգիչը չկարողացավ պահպանել այն․ կրկին փորձեք։</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} վ</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>Ըստ վարժությունների</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Վարժություն</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Պատասխաններ</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Ճիշտ</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>Վերջին 30</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Մեդիան ժամանակ</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Նպատակ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Արդյունք</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>մակարդակ {level}</translation>
    </message>
    <message>
        <source>Right: of every answer. Last 30 and the median time: over the last 30 answers of the drill. Mastered: 90% right over the last 30 within the target time. Needs work: under 75% right lately. Slow: the median time over the target.</source>
        <translation>Ճիշտ՝ բոլոր պատասխաններից։ Վերջին 30-ը և մեդիան ժամանակը՝ վարժության վերջին 30 պատասխանների համար։ Յուրացված՝ վերջին 30-ից 90%-ը ճիշտ՝ նպատակային ժամանակում։ Պետք է մարզվել՝ վերջերս 75%-ից պակաս ճիշտ։ Դանդաղ՝ մեդիան ժամանակը նպատակից ավելի է։</translation>
    </message>
    <message>
        <source>Weakest areas</source>
        <translation>Ամենաթույլ կողմերը</translation>
    </message>
    <message>
        <source>Every drill practised is mastered.</source>
        <translation>Բոլոր մարզված վարժությունները յուրացված են։</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} a question (target {target})</source>
        <translation>{drill}՝ վերջերս {right}% ճիշտ, {seconds} մեկ հարցին (նպատակ՝ {target})</translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>Դեպքեր, որոնցում վերջերս ամենաշատն եք սխալվել՝</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s)</source>
        <translation>
            <numerusform>{case}՝ սխալ %n անգամ</numerusform>
            <numerusform>{case}՝ սխալ %n անգամ</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>{answered} պատասխանից {correct}-ը ճիշտ</translation>
    </message>
    <message>
        <source>{correct} of {questions} right, {percent}% to pass</source>
        <translation>{questions}-ից {correct}-ը ճիշտ, հանձնելու համար՝ {percent}%</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>կրկին (փորձ {n})</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Քննություններ</translation>
    </message>
    <message>
        <source>No exams sat.</source>
        <translation>Քննություններ չի հանձնել։</translation>
    </message>
    <message numerus="yes">
        <source>and %n older exam(s)</source>
        <translation>
            <numerusform>և ևս %n ավելի հին քննություն</numerusform>
            <numerusform>և ևս %n ավելի հին քննություն</numerusform>
        </translation>
    </message>
    <message>
        <source>Results of {name}</source>
        <translation>Արդյունքներ՝ {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) from {first} to {last}</source>
        <translation>
            <numerusform>%n պատասխան՝ {first}–{last}</numerusform>
            <numerusform>%n պատասխան՝ {first}–{last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer · class results</source>
        <translation>Hold&apos;em Dealer Trainer · խմբի արդյունքները</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>mastered</source>
        <translation>յուրացված</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>սովորում է</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>դանդաղ</translation>
    </message>
    <message>
        <source>needs work</source>
        <translation>պետք է մարզվել</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>հանձնված</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>չհանձնված</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>ընդհատված</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>չավարտված</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>անհայտ</translation>
    </message>
    <message>
        <source>served</source>
        <translation>տրվել է խմբին</translation>
    </message>
    <message>
        <source>self-study</source>
        <translation>ինքնուրույն</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) to a question the exam code does not deal (or deals once, answered already).</source>
        <translation>
            <numerusform>%n պատասխան հարցի, որը քննության կոդը չի տալիս (կամ տալիս է մեկ անգամ, և այն արդեն պատասխանված է)։</numerusform>
            <numerusform>%n պատասխան հարցի, որը քննության կոդը չի տալիս (կամ տալիս է մեկ անգամ, և այն արդեն պատասխանված է)։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) that cannot be read as the app writes an answer.</source>
        <translation>
            <numerusform>%n պատասխան, որը հնարավոր չէ կարդալ այնպես, ինչպես հավելվածն է գրում պատասխանը։</numerusform>
            <numerusform>%n պատասխան, որոնք հնարավոր չէ կարդալ այնպես, ինչպես հավելվածն է գրում պատասխանը։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose key is not the one the exam code gives (edited, or sat on another version of the app).</source>
        <translation>
            <numerusform>%n պատասխան, որի բանալին այն չէ, որ տալիս է քննության կոդը (խմբագրված է, կամ հանձնվել է հավելվածի այլ տարբերակով)։</numerusform>
            <numerusform>%n պատասխան, որոնց բանալին այն չէ, որ տալիս է քննության կոդը (խմբագրված են, կամ հանձնվել են հավելվածի այլ տարբերակով)։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose mark in the file is not the mark the answer gets when marked again.</source>
        <translation>
            <numerusform>%n պատասխան, որի գնահատականը ֆայլում չի համընկնում կրկին ստուգելիս ստացած գնահատականին։</numerusform>
            <numerusform>%n պատասխան, որոնց գնահատականը ֆայլում չի համընկնում կրկին ստուգելիս ստացած գնահատականին։</numerusform>
        </translation>
    </message>
    <message>
        <source>The answers refused, in the order answered: {answers}.</source>
        <translation>Մերժված պատասխանները՝ պատասխանելու հերթականությամբ. {answers}։</translation>
    </message>
    <message>
        <source>Not marked again: this PC cannot read the exam code, so whether it was passed is not known.</source>
        <translation>Կրկին չի ստուգվել. այս համակարգիչը չի կարող կարդալ քննության կոդը, ուստի հայտնի չէ՝ արդյոք այն հանձնվել է։</translation>
    </message>
    <message>
        <source>Marking a self-study exam again catches an edited mark, status or checksum, a question swapped for another and an edited key. It cannot catch an edited answer (the right one typed into the file) or a trainee who works the answers out with the app. The results to rely on are served exams, read from this PC&apos;s class; a file that says an exam was served is marked again like any other.</source>
        <translation>Ինքնուրույն քննության կրկին ստուգումը հայտնաբերում է փոխված գնահատականը, կարգավիճակը կամ ստուգիչ գումարը, այլով փոխարինված հարցը և փոխված բանալին։ Այն չի կարող հայտնաբերել փոխված պատասխանը (ֆայլում գրված ճիշտ պատասխանը) կամ սովորողին, ով պատասխանները հաշվում է հավելվածով։ Վստահելի արդյունքները խմբին տրված քննություններն են՝ կարդացված այս համակարգչի խմբից. ֆայլը, որն ասում է, թե քննությունը տրվել է խմբին, կրկին ստուգվում է ինչպես ցանկացած այլ ֆայլ։</translation>
    </message>
    <message>
        <source>Served by this PC&apos;s class: marked here as each answer came, the keys never sent. A result to rely on.</source>
        <translation>Տրվել է այս համակարգչի խմբի կողմից. յուրաքանչյուր պատասխան ստուգվել է այստեղ՝ հենց ստացվելիս, բանալիները չեն ուղարկվել։ Վստահելի արդյունք է։</translation>
    </message>
    <message>
        <source>The file says this exam was served by a class; a file cannot prove it, so it was marked again from its code as a self-study exam.</source>
        <translation>Ֆայլն ասում է, որ այս քննությունը տրվել է խմբին. ֆայլը չի կարող դա ապացուցել, ուստի այն կրկին ստուգվել է իր կոդով՝ որպես ինքնուրույն քննություն։</translation>
    </message>
    <message>
        <source>Practice answers carry no exam code, so they cannot be marked again here: they are the trainee&apos;s own record. Exam answers are marked again from their code.</source>
        <translation>Վարժանքի պատասխանները քննության կոդ չունեն, ուստի այստեղ դրանք հնարավոր չէ կրկին ստուգել. դրանք սովորողի սեփական գրառումն են։ Քննության պատասխանները կրկին ստուգվում են իրենց կոդով։</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <source>Class results</source>
        <translation>Խմբի արդյունքները</translation>
    </message>
    <message>
        <source>&amp;This PC&apos;s class</source>
        <translation>Այս համակարգչի &amp;խումբը</translation>
    </message>
    <message>
        <source>Reads this PC&apos;s own progress file: the exams its class served (the results to rely on), the practice its joined trainees sent, and this PC&apos;s own trainees.</source>
        <translation>Կարդում է այս համակարգչի սեփական առաջընթացի ֆայլը՝ նրա խմբին տրված քննությունները (վստահելի արդյունքները), միացած սովորողների ուղարկած վարժանքը և այս համակարգչի սեփական սովորողներին։</translation>
    </message>
    <message>
        <source>Add &amp;files...</source>
        <translation>Ավելացնել &amp;ֆայլեր...</translation>
    </message>
    <message>
        <source>Add f&amp;older...</source>
        <translation>Ավելացնել &amp;թղթապանակ...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Հեռացնել</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>&amp;Արտահանել CSV...</translation>
    </message>
    <message>
        <source>&amp;PDF per trainee...</source>
        <translation>&amp;PDF հաշվետվություն յուրաքանչյուր սովորողի համար...</translation>
    </message>
    <message>
        <source>Writes one PDF report per trainee into a folder you choose.</source>
        <translation>Յուրաքանչյուր սովորողի համար մեկ PDF հաշվետվություն է գրում ձեր ընտրած թղթապանակում։</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Չեղարկել</translation>
    </message>
    <message>
        <source>Stops reading the files; the class stays as it was.</source>
        <translation>Դադարեցնում է ֆայլերի ընթերցումը․ խումբը մնում է նույնը, ինչ էր։</translation>
    </message>
    <message>
        <source>Files read:</source>
        <translation>Կարդացված ֆայլեր՝</translation>
    </message>
    <message>
        <source>The class&apos;s weakest drills and cases:</source>
        <translation>Խմբի ամենաթույլ վարժություններն ու դեպքերը՝</translation>
    </message>
    <message>
        <source>Exams by code:</source>
        <translation>Քննություններն ըստ կոդի՝</translation>
    </message>
    <message>
        <source>Code / trainee</source>
        <translation>Կոդ / սովորող</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Արդյունք</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Հանձնել են</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Փորձեր</translation>
    </message>
    <message>
        <source>Sat as</source>
        <translation>Ինչպես է հանձնվել</translation>
    </message>
    <message>
        <source>Each cell: the share of all answers that were right, and the median time over the last 30. {mastered}: 90% right over the last 30 within the target time; {learning}; {slow}: the median time over the target; {needs_work}: under 75% right lately.</source>
        <translation>Յուրաքանչյուր վանդակում՝ ճիշտ պատասխանների բաժինը բոլոր պատասխաններից և մեդիան ժամանակը վերջին 30-ի համար։ {mastered}՝ վերջին 30-ից 90%-ը ճիշտ՝ նպատակային ժամանակում; {learning}; {slow}՝ մեդիան ժամանակը նպատակից ավելի է; {needs_work}՝ վերջերս 75%-ից պակաս ճիշտ։</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} վ</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n սովորող</numerusform>
            <numerusform>%n սովորող</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n պատասխան</numerusform>
            <numerusform>%n պատասխան</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the trainees&apos; CSV exports (Progress tab, Export...), or a folder that holds them, such as a shared network folder.</source>
        <translation>Ավելացրեք սովորողների CSV արտահանումները («Առաջընթաց» ներդիր, «Արտահանում...») կամ դրանք պարունակող թղթապանակը, օրինակ՝ ցանցի ընդհանուր թղթապանակը։</translation>
    </message>
    <message>
        <source>This PC&apos;s class</source>
        <translation>Այս համակարգչի խումբը</translation>
    </message>
    <message>
        <source>{file}: refused. {reason}</source>
        <translation>{file}՝ մերժված է։ {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n answer(s)</source>
        <translation>
            <numerusform>{file}՝ %n պատասխան</numerusform>
            <numerusform>{file}՝ %n պատասխան</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n already read from another file)</source>
        <translation>
            <numerusform>(%n-ը արդեն կարդացվել է այլ ֆայլից)</numerusform>
            <numerusform>(%n-ը արդեն կարդացվել է այլ ֆայլից)</numerusform>
        </translation>
    </message>
    <message>
        <source>{trainee} has not practised this drill.</source>
        <translation>{trainee}՝ այս վարժությունում դեռ չի մարզվել։</translation>
    </message>
    <message>
        <source>{trainee}, {drill}: {word}
{right} of {answers} right ({accuracy}%), the last 30: {recent}%
median time {median} over the last 30, target {target} at level {level}</source>
        <translation>{trainee}, {drill}՝ {word}
{answers}-ից {right} ճիշտ ({accuracy}%), վերջին 30-ը՝ {recent}%
մեդիան ժամանակը վերջին 30-ում՝ {median}, նպատակ՝ {target} մակարդակ {level}-ում</translation>
    </message>
    <message>
        <source>Drills, weakest first:</source>
        <translation>Վարժություններ՝ սկզբում ամենաթույլը՝</translation>
    </message>
    <message numerus="yes">
        <source>{drill}: {right}% right, answered by %n trainee(s)</source>
        <translation>
            <numerusform>{drill}՝ {right}% ճիշտ, պատասխանել է %n սովորող</numerusform>
            <numerusform>{drill}՝ {right}% ճիշտ, պատասխանել է %n սովորող</numerusform>
        </translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>Դեպքեր, որոնցում վերջերս ամենաշատն են սխալվել՝</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s), by {trainees}</source>
        <translation>
            <numerusform>{case}՝ սխալ %n անգամ, {trainees}</numerusform>
            <numerusform>{case}՝ սխալ %n անգամ, {trainees}</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>{answered} պատասխանից {correct}-ը ճիշտ</translation>
    </message>
    <message>
        <source>{correct} of {questions} right</source>
        <translation>{questions}-ից {correct}-ը ճիշտ</translation>
    </message>
    <message>
        <source>{passed} of {ended} ({rate}%)</source>
        <translation>{ended}-ից {passed}-ը ({rate}%)</translation>
    </message>
    <message>
        <source>Reading this PC&apos;s class...</source>
        <translation>Այս համակարգչի խմբի ընթերցում...</translation>
    </message>
    <message>
        <source>Add trainees&apos; results</source>
        <translation>Ավելացնել սովորողների արդյունքները</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ֆայլեր (*.csv);;Բոլոր ֆայլերը (*)</translation>
    </message>
    <message>
        <source>Add every CSV file of a folder</source>
        <translation>Ավելացնել թղթապանակի բոլոր CSV ֆայլերը</translation>
    </message>
    <message>
        <source>The folder {folder} holds no CSV files.</source>
        <translation>{folder} թղթապանակում CSV ֆայլեր չկան։</translation>
    </message>
    <message>
        <source>Reading the files...</source>
        <translation>Ֆայլերը կարդացվում են...</translation>
    </message>
    <message>
        <source>Reading file {file} of {files}: {done} of {size} MB...</source>
        <translation>Կարդացվում է ֆայլ {file}-ը {files}-ից՝ {done}-ը {size} ՄԲ-ից...</translation>
    </message>
    <message>
        <source>Putting the class together...</source>
        <translation>Խմբի արդյունքները միավորվում են...</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>Դադարեցվում է...</translation>
    </message>
    <message>
        <source>Stopped; the class is as it was before.</source>
        <translation>Դադարեցվեց․ խումբը նույնն է, ինչ նախկինում։</translation>
    </message>
    <message>
        <source>The files could not be read (internal error: {name}); the class is as it was before.</source>
        <translation>Ֆայլերը հնարավոր չեղավ կարդալ (ներքին սխալ՝ {name})․ խումբը նույնն է, ինչ նախկինում։</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>Արտահանել խմբի աղյուսակը</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ֆայլեր (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Արտահանում</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) written to {path}.</source>
        <translation>
            <numerusform>%n տող գրանցվեց {path} ֆայլում։</numerusform>
            <numerusform>%n տող գրանցվեց {path} ֆայլում։</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a folder: one PDF report per trainee is written into it</source>
        <translation>Ընտրեք թղթապանակ. դրանում կգրվի մեկ PDF հաշվետվություն յուրաքանչյուր սովորողի համար</translation>
    </message>
    <message>
        <source>PDF reports</source>
        <translation>PDF հաշվետվություններ</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) written to {folder}.</source>
        <translation>
            <numerusform>%n հաշվետվություն գրանցվեց {folder} թղթապանակում։</numerusform>
            <numerusform>%n հաշվետվություն գրանցվեց {folder} թղթապանակում։</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassWords</name>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>Ձեր պատասխանն ուղարկվեց հրահանգչին։ Ճիշտ պատասխանը կերևա այստեղ, երբ հրահանգիչը ցույց տա այն։</translation>
    </message>
    <message>
        <source>The instructor closed the question. Next question goes on with practice.</source>
        <translation>Հրահանգիչը փակեց հարցը։ «Հաջորդ հարցը» շարունակում է վարժանքը։</translation>
    </message>
    <message>
        <source>You have answered every question of the class exam. Your mark comes when the instructor releases the marks.</source>
        <translation>Դուք պատասխանեցիք խմբի քննության բոլոր հարցերին։ Գնահատականը կերևա, երբ հրահանգիչը հրապարակի գնահատականները։</translation>
    </message>
    <message>
        <source>The class exam is over. Your mark comes when the instructor releases the marks.</source>
        <translation>Խմբի քննությունն ավարտվեց։ Գնահատականը կերևա, երբ հրահանգիչը հրապարակի գնահատականները։</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Հանձնել են</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Չեն հանձնել</translation>
    </message>
    <message>
        <source>Class exam: {right} of {total} right.</source>
        <translation>Խմբի քննություն՝ {total}-ից {right}-ը ճիշտ է։</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>Հարց {n}՝ {total}-ից</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>the app&apos;s log (it could not be written)</source>
        <translation>ծրագրի մատյան (այն հնարավոր չեղավ գրել)</translation>
    </message>
    <message>
        <source>Something went wrong, and the app could not finish what it was doing. The details are in {path}. Your progress is saved.</source>
        <translation>Ինչ-որ բան սխալ գնաց, և ծրագիրը չկարողացավ ավարտել սկսածը։ Մանրամասները՝ {path}։ Ձեր առաջընթացը պահպանված է։</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Հոլդեմի դիլերի մարզիչ</translation>
    </message>
    <message>
        <source>{text} is not a card (write it like &apos;As&apos; or &apos;Td&apos;)</source>
        <translation>{text} — քարտ չէ (գրեք այսպես՝ &apos;As&apos; կամ &apos;Td&apos;)</translation>
    </message>
    <message>
        <source>the card {card} appears twice</source>
        <translation>{card} քարտը հանդիպում է երկու անգամ</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n զույգ</numerusform>
            <numerusform>%n զույգ</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} կամ {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} և {second}</translation>
    </message>
    <message>
        <source>the game {game} has no house rules</source>
        <translation>{game} խաղը կազինոյի կանոններ չունի</translation>
    </message>
    <message>
        <source>unknown house rule {key} for {game}</source>
        <translation>{game} խաղի համար կազինոյի {key} կանոնն անհայտ է</translation>
    </message>
    <message>
        <source>{key} must be one of {allowed}, not {value}</source>
        <translation>{key}-ը պետք է լինի հետևյալներից մեկը՝ {allowed}, ոչ թե {value}</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be one of {games}, not {value}</source>
        <translation>&apos;game&apos;-ը պետք է լինի հետևյալներից մեկը՝ {games}, ոչ թե {value}</translation>
    </message>
    <message>
        <source>the file holds no hand</source>
        <translation>ֆայլում ոչ մի բաժանում չկա</translation>
    </message>
    <message>
        <source>a table has at most {most} seats; the file has {count} hands</source>
        <translation>սեղանն ունի առավելագույնը {most} տեղ, իսկ ֆայլում բաժանումների թիվը {count} է</translation>
    </message>
    <message>
        <source>hand {hand}: {reason}</source>
        <translation>բաժանում {hand}՝ {reason}</translation>
    </message>
    <message>
        <source>hand {hand}: the table shows {games} hands</source>
        <translation>բաժանում {hand}՝ սեղանը ցույց է տալիս միայն այս խաղերի բաժանումները՝ {games}</translation>
    </message>
    <message>
        <source>hand {hand}: &apos;{key}&apos; differs from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>բաժանում {hand}՝ &apos;{key}&apos;-ը տարբերվում է 1-ին բաժանումից․ մեկ սեղանի տեղերն ունեն ընդհանուր խաղ, դիլերի քարտեր, ընդհանուր քարտեր և կանոններ</translation>
    </message>
    <message>
        <source>hand {hand}: the rules differ from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>բաժանում {hand}՝ կանոնները տարբերվում են 1-ին բաժանումից․ մեկ սեղանի տեղերն ունեն ընդհանուր խաղ, դիլերի քարտեր, ընդհանուր քարտեր և կանոններ</translation>
    </message>
    <message>
        <source>hand {hand}: the card {card} is also seat {seat}&apos;s card</source>
        <translation>բաժանում {hand}՝ {card} քարտը նաև տեղ {seat}-ի քարտն է</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: a table has {least} to {most} seats, not {count}</source>
        <translation>&apos;seats&apos;՝ սեղանն ունի {least}-ից {most} տեղ, ոչ թե {count}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat} is {kind}; use one of {kinds}</source>
        <translation>&apos;seats&apos;՝ տեղ {seat}-ը {kind} է․ օգտագործեք հետևյալներից մեկը՝ {kinds}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat}&apos;s name must be text of at most {most} characters</source>
        <translation>&apos;seats&apos;՝ տեղ {seat}-ի անունը պետք է լինի առավելագույնը {most} նիշից բաղկացած տեքստ</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: at least {least} seats must have a player</source>
        <translation>&apos;seats&apos;՝ առնվազն {least} տեղում պետք է խաղացող լինի</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: the trainee can sit in one seat only</source>
        <translation>&apos;seats&apos;՝ սովորողը կարող է նստել միայն մեկ տեղում</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is at most {most} chips</source>
        <translation>&apos;{key}&apos;-ը առավելագույնը {most} ժետոն է</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be empty or a whole number up to {most}</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի դատարկ կամ ամբողջ թիվ՝ մինչև {most}</translation>
    </message>
    <message>
        <source>&apos;pause_ms&apos; must be 0 to {most} milliseconds</source>
        <translation>&apos;pause_ms&apos;-ը պետք է լինի 0-ից {most} միլիվայրկյան</translation>
    </message>
    <message>
        <source>&apos;asks&apos;: unknown question {ask}; use {asks}</source>
        <translation>&apos;asks&apos;՝ անհայտ հարց {ask}․ օգտագործեք՝ {asks}</translation>
    </message>
    <message>
        <source>the table set-up is not valid JSON</source>
        <translation>սեղանի կարգավորումը վավեր JSON չէ</translation>
    </message>
    <message>
        <source>the table set-up must be a JSON object</source>
        <translation>սեղանի կարգավորումը պետք է լինի JSON օբյեկտ</translation>
    </message>
    <message>
        <source>unknown table set-up field &apos;{key}&apos;</source>
        <translation>սեղանի կարգավորման անհայտ դաշտ &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list of [kind, name] pairs</source>
        <translation>&apos;seats&apos;-ը պետք է լինի [kind, name] զույգերի ցուցակ</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի ամբողջ թիվ</translation>
    </message>
    <message>
        <source>&apos;asks&apos; must be a list</source>
        <translation>&apos;asks&apos;-ը պետք է լինի ցուցակ</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի ժետոնների ամբողջ քանակ</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be true or false</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի true կամ false</translation>
    </message>
    <message>
        <source>{label} must be a list of cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>{label} — պետք է լինի քարտերի ցուցակ, օրինակ՝ [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>{label}: {reason}</source>
        <translation>{label}՝ {reason}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; needs one pair of cards per seat: {seats} seats, {got}</source>
        <translation>&apos;hole_cards&apos;-ում յուրաքանչյուր տեղին պետք է մեկ զույգ քարտ․ տեղերի թիվը {seats} է, իսկ տրված է {got}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; seat {seat}</source>
        <translation>&apos;hole_cards&apos;, տեղ {seat}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos;: seat {seat} needs 2 cards, not {count}</source>
        <translation>&apos;hole_cards&apos;՝ տեղ {seat}-ին պետք է 2 քարտ, ոչ թե {count}</translation>
    </message>
    <message>
        <source>action {index} ({action}) must be one of {forms}</source>
        <translation>քայլ {index} ({action}) պետք է լինի հետևյալ ձևերից մեկը՝ {forms}</translation>
    </message>
    <message>
        <source>action {index} ({kind}): write [&quot;{kind}&quot;, TO] with TO the whole number of chips the seat&apos;s wager on this street comes to</source>
        <translation>քայլ {index} ({kind})՝ գրեք [&quot;{kind}&quot;, TO], որտեղ TO-ն ժետոնների այն ամբողջ քանակն է, որին հասնում է տեղի խաղադրույքն այս փուլում</translation>
    </message>
    <message>
        <source>action {index} ({kind} to {amount}): the amount must be positive</source>
        <translation>քայլ {index} ({kind} մինչև {amount})՝ գումարը պետք է դրական լինի</translation>
    </message>
    <message>
        <source>action {index} ({kind}) takes no amount: write [&quot;{kind}&quot;]</source>
        <translation>քայլ {index} ({kind}) գրվում է առանց գումարի՝ [&quot;{kind}&quot;]</translation>
    </message>
    <message>
        <source>unknown field &apos;{key}&apos;</source>
        <translation>անհայտ դաշտ &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;</source>
        <translation>բացակայում է &apos;{key}&apos; դաշտը</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; must be a list of chip counts, one per seat</source>
        <translation>&apos;stacks&apos;-ը պետք է լինի ժետոնների քանակների ցուցակ՝ մեկական յուրաքանչյուր տեղի համար</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list like [[&quot;raise&quot;, 30], [&quot;call&quot;]]</source>
        <translation>&apos;actions&apos;-ը պետք է լինի ցուցակ, օրինակ՝ [[&quot;raise&quot;, 30], [&quot;call&quot;]]</translation>
    </message>
    <message>
        <source>after action {index}</source>
        <translation>քայլ {index}-ից հետո</translation>
    </message>
    <message>
        <source>before any action</source>
        <translation>որևէ քայլից առաջ</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; (one pair of cards per seat)</source>
        <translation>&apos;hole_cards&apos; (մեկ զույգ քարտ յուրաքանչյուր տեղի համար)</translation>
    </message>
    <message>
        <source>{count} &apos;board&apos; cards (it has {given})</source>
        <translation>{count} &apos;board&apos; քարտ (հիմա կա {given})</translation>
    </message>
    <message>
        <source>the hand reaches the showdown {when}, so it needs {missing}</source>
        <translation>բաժանումը հասնում է բացման {when}, ուստի անհրաժեշտ են {missing}</translation>
    </message>
    <message>
        <source>a no-limit hand is a JSON object with {pair}</source>
        <translation>առանց սահմանաչափի բաժանումը JSON օբյեկտ է, որում կա {pair}</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over after action {previous}</source>
        <translation>քայլ {index} ({action})՝ բաժանումն արդեն ավարտվել է քայլ {previous}-ից հետո</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over before any action</source>
        <translation>քայլ {index} ({action})՝ բաժանումն ավարտվել է դեռ որևէ քայլից առաջ</translation>
    </message>
    <message>
        <source>action {index} (seat {seat}, {action}): {reason}</source>
        <translation>քայլ {index} (տեղ {seat}, {action})՝ {reason}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds 0, 3, 4 or 5 cards (the flop, turn and river), not {given}</source>
        <translation>&apos;board&apos;-ում լինում է 0, 3, 4 կամ 5 քարտ (ֆլոպ, թերն և ռիվեր), ոչ թե {given}</translation>
    </message>
    <message>
        <source>&apos;names&apos; must be a list of names, one per seat, like [&quot;Ana&quot;, &quot;Bohdan&quot;], not {value}</source>
        <translation>&apos;names&apos;-ը պետք է լինի անունների ցանկ՝ յուրաքանչյուր տեղի համար մեկ, օրինակ՝ [&quot;Ana&quot;, &quot;Bohdan&quot;], ոչ թե {value}</translation>
    </message>
    <message>
        <source>&apos;names&apos; must list one name for each of the {seats} seats, not {count}</source>
        <translation>&apos;names&apos;-ում պետք է լինի մեկ անուն {seats} տեղերից յուրաքանչյուրի համար, ոչ թե {count}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name must be text in quotes, not {value}</source>
        <translation>&apos;names&apos;՝ տեղ {seat}-ի անունը պետք է լինի չակերտների մեջ տեքստ, ոչ թե {value}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name has {count} characters; a name has at most {most}</source>
        <translation>&apos;names&apos;՝ տեղ {seat}-ի անունն ունի {count} նիշ. անունը կարող է ունենալ առավելագույնը {most} նիշ</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name holds a control character ({code})</source>
        <translation>&apos;names&apos;՝ տեղ {seat}-ի անունը պարունակում է կառավարման նիշ ({code})</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; needs {least} to {most} seats, not {count}</source>
        <translation>&apos;stacks&apos;-ում պետք է լինի {least}-ից {most} տեղ, ոչ թե {count}</translation>
    </message>
    <message>
        <source>&apos;stacks&apos;: seat {seat} has {value}; every stack must be a positive whole number of chips, at most {most}</source>
        <translation>&apos;stacks&apos;՝ տեղ {seat}-ն ունի {value}․ յուրաքանչյուր կույտ պետք է լինի ժետոնների դրական ամբողջ քանակ՝ առավելագույնը {most}</translation>
    </message>
    <message>
        <source>&apos;button&apos; must be a seat from 0 to {last}, not {value}</source>
        <translation>&apos;button&apos;-ը պետք է լինի տեղ՝ 0-ից {last}, ոչ թե {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a positive whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի ժետոնների դրական ամբողջ քանակ, ոչ թե {value}</translation>
    </message>
    <message>
        <source>&apos;small_blind&apos; ({small}) cannot be more than &apos;big_blind&apos; ({big})</source>
        <translation>&apos;small_blind&apos;-ը ({small}) չի կարող մեծ լինել &apos;big_blind&apos;-ից ({big})</translation>
    </message>
    <message>
        <source>&apos;ante&apos; must be a whole number of chips, 0 or more, not {value}</source>
        <translation>&apos;ante&apos;-ն պետք է լինի ժետոնների ամբողջ քանակ՝ 0 կամ ավելի, ոչ թե {value}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds at most 5 cards, not {count}</source>
        <translation>&apos;board&apos;-ում լինում է առավելագույնը 5 քարտ, ոչ թե {count}</translation>
    </message>
    <message>
        <source>the pay table has no multiplier for the {line} line</source>
        <translation>վճարների աղյուսակում «{line}» տողի բազմապատկիչը չկա</translation>
    </message>
    <message>
        <source>the {line} line must be a whole number from {low} to {high}, not {value}</source>
        <translation>«{line}» տողը պետք է լինի ամբողջ թիվ {low}-ից մինչև {high}, ոչ թե {value}</translation>
    </message>
    <message numerus="yes">
        <source>the pay table has %n line(s): {count} multipliers are too many</source>
        <translation>
            <numerusform>վճարների աղյուսակն ունի %n տող․ {count} բազմապատկիչը շատ է</numerusform>
            <numerusform>վճարների աղյուսակն ունի %n տող․ {count} բազմապատկիչը շատ է</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown {key} {value} (known: {known})</source>
        <translation>անհայտ {key} {value} (հայտնիները՝ {known})</translation>
    </message>
    <message>
        <source>{key} {value} is not a pay table of this game: {reason}</source>
        <translation>{key} {value}-ն այս խաղի վճարների աղյուսակ չէ՝ {reason}</translation>
    </message>
    <message>
        <source>a hand must be a JSON object like {example}</source>
        <translation>բաժանումը պետք է լինի JSON օբյեկտ, օրինակ՝ {example}</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (a comma before the closing &apos;]&apos;)</source>
        <translation>տող {line}-ը վավեր JSON չէ (ստորակետ փակող &apos;]&apos;-ից առաջ)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (expecting &apos;,&apos; or &apos;]&apos; after the hand before it)</source>
        <translation>տող {line}-ը վավեր JSON չէ (նախորդ բաժանումից հետո սպասվում է &apos;,&apos; կամ &apos;]&apos;)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (the list that starts there is not closed with &apos;]&apos;)</source>
        <translation>տող {line}-ը վավեր JSON չէ (այնտեղ սկսվող ցուցակը չի փակվում &apos;]&apos;-ով)</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8: 0x{byte} at column {column}</source>
        <translation>բայթ, որը UTF-8 չէ՝ 0x{byte}, սյունակ {column}</translation>
    </message>
    <message>
        <source>{problem} at column {column}</source>
        <translation>{problem}՝ սյունակ {column}</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>չափազանց խորը ներդրում</translation>
    </message>
    <message>
        <source>a number is too long</source>
        <translation>թիվը չափազանց երկար է</translation>
    </message>
    <message>
        <source>line {line}: the hand is nested too deeply (more than {levels} levels)</source>
        <translation>տող {line}՝ բաժանումը չափազանց խորն է ներդրված (ավելի քան {levels} մակարդակ)</translation>
    </message>
    <message>
        <source>line {line}: {what} is not UTF-8 text (the byte 0x{byte})</source>
        <translation>տող {line}՝ {what} — UTF-8 տեքստ չէ (բայթ 0x{byte})</translation>
    </message>
    <message>
        <source>line {line}: {what} is not valid text (it holds a lone surrogate, a \uD800-\uDFFF escape that is half a character)</source>
        <translation>տող {line}՝ {what} — վավեր տեքստ չէ (պարունակում է միայնակ սուռոգատ՝ \uD800-\uDFFF escape, որը նիշի կեսն է)</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>սպասվում է արժեք</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>սպասվում է դաշտի անուն կրկնակի չակերտներում</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>սպասվում է &apos;:&apos; բաժանիչը</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>սպասվում է &apos;,&apos; բաժանիչը</translation>
    </message>
    <message>
        <source>Unterminated string starting</source>
        <translation>սկսվում է չփակված տեքստ</translation>
    </message>
    <message>
        <source>Invalid control character</source>
        <translation>անթույլատրելի կառավարման նիշ</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>ավելորդ ստորակետ օբյեկտի վերջից առաջ</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>ավելորդ ստորակետ զանգվածի վերջից առաջ</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason})</source>
        <translation>տող {line}-ը վավեր JSON չէ ({reason})</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason}); the hand starts on line {first}</source>
        <translation>տող {line}-ը վավեր JSON չէ ({reason})․ բաժանումը սկսվում է տող {first}-ից</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>տեքստը</translation>
    </message>
    <message>
        <source>the field name {name}</source>
        <translation>դաշտի անուն {name}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {count} cards are needed</source>
        <translation>բացակայում է &apos;{key}&apos; դաշտը՝ անհրաժեշտ է {count} քարտ</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a list of {count} cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի {count} քարտի ցուցակ, օրինակ՝ [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; needs {count} cards, not {given}</source>
        <translation>&apos;{key}&apos;-ում պետք է լինի {count} քարտ, ոչ թե {given}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos;: {reason}</source>
        <translation>&apos;{key}&apos;՝ {reason}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: a whole number of chips</source>
        <translation>բացակայում է &apos;{key}&apos; դաշտը՝ ժետոնների ամբողջ քանակ</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի ժետոնների ամբողջ քանակ, ոչ թե {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; cannot be negative ({value})</source>
        <translation>&apos;{key}&apos;-ը չի կարող բացասական լինել ({value})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is larger than any table allows (at most {most})</source>
        <translation>&apos;{key}&apos;-ը մեծ է, քան թույլ է տալիս որևէ սեղան (առավելագույնը {most})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be at least {least}</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի առնվազն {least}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {choices}</source>
        <translation>բացակայում է &apos;{key}&apos; դաշտը՝ {choices}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be {choices}, not {value}</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի {choices}, ոչ թե {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is below the table minimum of {least}</source>
        <translation>&apos;{key}&apos; {amount}-ը ցածր է սեղանի նվազագույնից ({least})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is above the table maximum of {most}</source>
        <translation>&apos;{key}&apos; {amount}-ը բարձր է սեղանի առավելագույնից ({most})</translation>
    </message>
    <message>
        <source>Type an amount first (0 if nothing is paid).</source>
        <translation>Նախ մուտքագրեք գումարը (0, եթե ոչինչ չի վճարվում)։</translation>
    </message>
    <message>
        <source>Only digits, please: 1000, 1 000 and 1,000 are all fine.</source>
        <translation>Միայն թվանշաններ, խնդրում ենք՝ 1000, 1 000 և 1,000 ձևերը բոլորն էլ ընդունելի են։</translation>
    </message>
    <message>
        <source>Chips are whole numbers: no decimals.</source>
        <translation>Ժետոնները ամբողջ թվեր են՝ առանց տասնորդականների։</translation>
    </message>
    <message>
        <source>A payout is never negative: type 0 if nothing is paid.</source>
        <translation>Վճարը երբեք բացասական չէ՝ մուտքագրեք 0, եթե ոչինչ չի վճարվում։</translation>
    </message>
    <message>
        <source>That number is far larger than any payout here.</source>
        <translation>Այս թիվը շատ ավելի մեծ է, քան այստեղ հնարավոր ցանկացած վճար։</translation>
    </message>
    <message>
        <source>Choose an answer first (the letters work too).</source>
        <translation>Նախ ընտրեք պատասխանը (տառային ստեղներն էլ են աշխատում)։</translation>
    </message>
    <message>
        <source>Type seat numbers from the table, each once: 1 3 4 or 134.</source>
        <translation>Մուտքագրեք սեղանի տեղերի համարները, յուրաքանչյուրը մեկ անգամ՝ 1 3 4 կամ 134։</translation>
    </message>
    <message>
        <source>That is not one of the dealer&apos;s calls: type a few words of it and choose the call from the list.</source>
        <translation>Սա դիլերի հայտարարություններից մեկը չէ․ մուտքագրեք դրանից մի քանի բառ և ընտրեք հայտարարությունը ցանկից։</translation>
    </message>
    <message>
        <source>A field is not answered yet: every field needs an answer.</source>
        <translation>Դաշտերից մեկը դեռ պատասխանված չէ․ յուրաքանչյուր դաշտ պատասխան է պահանջում։</translation>
    </message>
    <message>
        <source>Not answered: {field}. Type a number there, 0 if there is none.</source>
        <translation>Պատասխանված չէ՝ {field}։ Մուտքագրեք թիվ այնտեղ (0, եթե ոչինչ չկա)։</translation>
    </message>
    <message>
        <source>Not answered: {field}. Every field needs an answer.</source>
        <translation>Պատասխանված չէ՝ {field}։ Յուրաքանչյուր դաշտ պատասխան է պահանջում։</translation>
    </message>
    <message>
        <source>This exam code has a typo: please check it against the one you were given.</source>
        <translation>Այս քննության կոդում վրիպակ կա․ համեմատեք այն ձեզ տրված կոդի հետ։</translation>
    </message>
    <message>
        <source>An exam&apos;s questions must be from {low} to {high}, not {value}.</source>
        <translation>Քննության հարցերի քանակը պետք է լինի {low}-ից {high}, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>An exam&apos;s minutes must be from {low} to {high}, not {value}.</source>
        <translation>Քննության տևողությունը րոպեներով պետք է լինի {low}-ից {high}, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>An exam&apos;s pass percent must be from {low} to {high}, not {value}.</source>
        <translation>Քննության անցողիկ շեմը (%) պետք է լինի {low}-ից {high}, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>An exam&apos;s level must be from {low} to {high}, not {value}.</source>
        <translation>Քննության մակարդակը պետք է լինի {low}-ից {high}, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>An exam needs 1 to {most} drills.</source>
        <translation>Քննությանը պետք է 1-ից {most} վարժություն։</translation>
    </message>
    <message>
        <source>An exam&apos;s drills must be named, each only once.</source>
        <translation>Քննության վարժությունները պետք է անվանված լինեն, յուրաքանչյուրը՝ միայն մեկ անգամ։</translation>
    </message>
    <message>
        <source>An exam&apos;s seed must be from 0 to {most}.</source>
        <translation>Քննության հարցաշարի համարը պետք է լինի 0-ից {most}։</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules: {reason}</source>
        <translation>Քննության կազինոյի կանոնները՝ {reason}</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules must be listed as a house profile lists them.</source>
        <translation>Քննության կազինոյի կանոնները պետք է թվարկված լինեն այնպես, ինչպես դրանք թվարկում է կազինոյի պրոֆիլը։</translation>
    </message>
    <message>
        <source>An exam&apos;s {field} does not fit in a code.</source>
        <translation>Քննության {field} դաշտը չի տեղավորվում կոդում։</translation>
    </message>
    <message>
        <source>An exam code must be text.</source>
        <translation>Քննության կոդը պետք է տեքստ լինի։</translation>
    </message>
    <message>
        <source>Please type the exam code.</source>
        <translation>Մուտքագրեք քննության կոդը։</translation>
    </message>
    <message>
        <source>An exam code cannot contain {char}: please check it.</source>
        <translation>Քննության կոդը չի կարող պարունակել {char}․ ստուգեք այն։</translation>
    </message>
    <message>
        <source>This exam uses a pay table of the instructor&apos;s own: import the instructor&apos;s house profile on this PC (Instructor &gt; Settings), then type the code again.</source>
        <translation>Այս քննությունն օգտագործում է հրահանգչի սեփական վճարների աղյուսակը․ այս համակարգչում ներմուծեք հրահանգչի կազինոյի պրոֆիլը (Հրահանգիչ &gt; Կարգավորումներ), ապա նորից մուտքագրեք կոդը։</translation>
    </message>
    <message>
        <source>This exam code is too short: please check it against the one you were given.</source>
        <translation>Այս քննության կոդը չափազանց կարճ է․ համեմատեք այն ձեզ տրված կոդի հետ։</translation>
    </message>
    <message>
        <source>This exam code was made by a newer version of the app: please update the app.</source>
        <translation>Այս քննության կոդը ստեղծվել է ծրագրի ավելի նոր տարբերակով․ թարմացրեք ծրագիրը։</translation>
    </message>
    <message>
        <source>This exam uses a drill that this version of the app does not have: please update the app.</source>
        <translation>Այս քննությունն օգտագործում է վարժություն, որը ծրագրի այս տարբերակում չկա․ թարմացրեք ծրագիրը։</translation>
    </message>
    <message>
        <source>This exam code cannot tell the drills {drills} apart: please choose other drills for the exam.</source>
        <translation>Այս քննության կոդը չի կարող տարբերել {drills} վարժությունները․ քննության համար ընտրեք այլ վարժություններ։</translation>
    </message>
    <message>
        <source>the file cannot be written ({detail})</source>
        <translation>ֆայլը հնարավոր չէ գրել ({detail})</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>ֆայլը կամ դրա թղթապանակը միայն կարդալու համար է</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>սկավառակը լցված է</translation>
    </message>
    <message>
        <source>the file is from a newer version of the app, so it is left as it is</source>
        <translation>ֆայլը ծրագրի ավելի նոր տարբերակից է, ուստի այն թողնվում է անփոփոխ</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>ֆայլն օգտագործում է մեկ այլ ծրագիր</translation>
    </message>
    <message>
        <source>Nothing was saved, because the app tried to save a wrong value; the details are in its log, and everything saved before is safe.</source>
        <translation>Ոչինչ չպահպանվեց, որովհետև ծրագիրը փորձեց պահպանել սխալ արժեք․ մանրամասները ծրագրի մատյանում են, իսկ նախկինում պահպանված ամեն ինչ անվնաս է։</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot be empty.</source>
        <translation>Սովորողի անունը չի կարող դատարկ լինել։</translation>
    </message>
    <message>
        <source>A trainee&apos;s name can have at most {most} characters.</source>
        <translation>Սովորողի անունը կարող է ունենալ առավելագույնը {most} նիշ։</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot contain line breaks or control characters.</source>
        <translation>Սովորողի անունը չի կարող պարունակել տողադարձեր կամ կառավարման նիշեր։</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be opened ({reason}).</source>
        <translation>Առաջընթացի ֆայլը՝ {path}, հնարավոր չէ բացել ({reason})։</translation>
    </message>
    <message>
        <source>The progress file {path} is damaged again after a new one was started.</source>
        <translation>Առաջընթացի ֆայլը՝ {path}, կրկին վնասվել է նորը սկսելուց հետո։</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of the app; please update the app to open it.</source>
        <translation>Առաջընթացի ֆայլը՝ {path}, գրվել է ծրագրի ավելի նոր տարբերակով․ այն բացելու համար թարմացրեք ծրագիրը։</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({reason}).</source>
        <translation>Առաջընթացի ֆայլում՝ {path}, հնարավոր չէ գրել ({reason})։</translation>
    </message>
    <message>
        <source>The progress file {path} kept changing while it was opened.</source>
        <translation>Առաջընթացի ֆայլը՝ {path}, անընդհատ փոխվում էր բացվելու ընթացքում։</translation>
    </message>
    <message>
        <source>The damaged progress file {path} could not be moved aside ({reason}).</source>
        <translation>Վնասված առաջընթացի ֆայլը՝ {path}, չհաջողվեց մի կողմ տեղափոխել ({reason})։</translation>
    </message>
    <message>
        <source>The progress file could not be saved ({reason}).</source>
        <translation>Առաջընթացի ֆայլը չհաջողվեց պահպանել ({reason})։</translation>
    </message>
    <message>
        <source>The progress could not be kept ({reason}).</source>
        <translation>Առաջընթացը չհաջողվեց պահել նույնիսկ հիշողության մեջ ({reason})։</translation>
    </message>
    <message>
        <source>The progress file could not be read ({reason}).</source>
        <translation>Առաջընթացի ֆայլը չհաջողվեց կարդալ ({reason})։</translation>
    </message>
    <message>
        <source>The progress file is damaged ({reason}).</source>
        <translation>Առաջընթացի ֆայլը վնասված է ({reason})։</translation>
    </message>
    <message>
        <source>There is already a trainee called {name}.</source>
        <translation>{name} անունով սովորող արդեն կա։</translation>
    </message>
    <message>
        <source>There is no trainee profile number {number}.</source>
        <translation>{number} համարով սովորողի պրոֆիլ չկա։</translation>
    </message>
    <message>
        <source>The last trainee cannot be removed; add another one first.</source>
        <translation>Վերջին սովորողին հնարավոր չէ հեռացնել․ նախ ավելացրեք մեկ ուրիշին։</translation>
    </message>
    <message>
        <source>A tag cannot be empty or contain a semicolon.</source>
        <translation>Պիտակը չի կարող դատարկ լինել կամ կետ-ստորակետ պարունակել։</translation>
    </message>
    <message>
        <source>There is no exam number {number} for this trainee.</source>
        <translation>Այս սովորողը {number} համարով քննություն չունի։</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <translation>Քննությունում պետք է լինի առնվազն մեկ հարց։</translation>
    </message>
    <message>
        <source>There is no unfinished exam number {number}.</source>
        <translation>{number} համարով չավարտված քննություն չկա։</translation>
    </message>
    <message>
        <source>An exam of {questions} questions cannot have {correct} correct answers.</source>
        <translation>{questions} հարցից բաղկացած քննությունը չի կարող ունենալ {correct} ճիշտ պատասխան։</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, more than the app reads; none of it was used.</source>
        <translation>Ֆայլը {most} ՄԲ-ից մեծ է, ավելին, քան ծրագիրը կարդում է․ դրանից ոչինչ չի օգտագործվել։</translation>
    </message>
    <message>
        <source>the file is open in another program, or read-only; close it there, or choose another name</source>
        <translation>ֆայլը բաց է մեկ այլ ծրագրում կամ միայն կարդալու համար է. փակեք այն այնտեղ կամ ընտրեք այլ անուն</translation>
    </message>
    <message>
        <source>{path} is a folder; name a file in it.</source>
        <translation>{path}-ը թղթապանակ է․ նշեք դրա մեջ գտնվող ֆայլ։</translation>
    </message>
    <message>
        <source>{path} is a device or a pipe, not a file; name a file.</source>
        <translation>{path}-ը սարք կամ խողովակ է, ոչ թե ֆայլ․ նշեք ֆայլ։</translation>
    </message>
    <message>
        <source>{path} already exists and is not a {suffix} file; it was left as it is.</source>
        <translation>{path}-ն արդեն կա և {suffix} ֆայլ չէ․ այն թողնվել է անփոփոխ։</translation>
    </message>
    <message>
        <source>The results could not be written to {path} ({reason}).</source>
        <translation>Արդյունքները չհաջողվեց գրել {path} ֆայլում ({reason})։</translation>
    </message>
    <message>
        <source>the worked example {name} is not one hand</source>
        <translation>{name} հաշվարկի օրինակը մեկ բաժանում չէ</translation>
    </message>
    <message>
        <source>no worked example is called {name}</source>
        <translation>{name} անունով հաշվարկի օրինակ չկա</translation>
    </message>
    <message>
        <source>a picture of more than 52 cards</source>
        <translation>52-ից ավելի քարտով պատկեր</translation>
    </message>
    <message>
        <source>{page}, line {number}: {reason}</source>
        <translation>{page}, տող {number}՝ {reason}</translation>
    </message>
    <message>
        <source>no slot is called {name}</source>
        <translation>{name} անունով տեղապահ չկա</translation>
    </message>
    <message>
        <source>the slot {name} belongs on a game&apos;s page</source>
        <translation>{name} տեղապահը պետք է լինի խաղի էջում</translation>
    </message>
    <message>
        <source>no drill is called {name}</source>
        <translation>{name} անունով վարժություն չկա</translation>
    </message>
    <message>
        <source>no worked examples here</source>
        <translation>այստեղ հաշվարկի օրինակներ չկան</translation>
    </message>
    <message>
        <source>{name} has no stated strategy</source>
        <translation>{name}-ը նշված ռազմավարություն չունի</translation>
    </message>
    <message>
        <source>Chip values are whole numbers above zero with commas between them, not {value}.</source>
        <translation>Ժետոնների արժեքները զրոյից մեծ ամբողջ թվեր են՝ ստորակետերով բաժանված, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>The chip values need a 1, so that every amount can be paid.</source>
        <translation>Ժետոնների արժեքների մեջ պետք է լինի 1, որպեսզի ցանկացած գումար հնարավոր լինի վճարել։</translation>
    </message>
    <message>
        <source>A table has at most {kinds} kinds of chip, none above {most}.</source>
        <translation>Սեղանին կարող է լինել ժետոնների առավելագույնը {kinds} տեսակ, ոչ մեկը {most}-ից ավելի։</translation>
    </message>
    <message>
        <source>the odds cover {games}, not {value}</source>
        <translation>հավանականությունները հաշվվում են այս խաղերի համար՝ {games}, ոչ թե {value}</translation>
    </message>
    <message>
        <source>unknown strategy {value} for {game} (known: {known})</source>
        <translation>անհայտ ռազմավարություն {value}՝ {game} խաղի համար (հայտնիները՝ {known})</translation>
    </message>
    <message>
        <source>A house profile needs a name.</source>
        <translation>Կազինոյի պրոֆիլին անուն է պետք։</translation>
    </message>
    <message>
        <source>A house profile&apos;s name can have at most {most} characters.</source>
        <translation>Կազինոյի պրոֆիլի անունը կարող է ունենալ առավելագույնը {most} նիշ։</translation>
    </message>
    <message>
        <source>A house profile&apos;s name cannot hold control characters.</source>
        <translation>Կազինոյի պրոֆիլի անունը չի կարող կառավարող նիշեր պարունակել։</translation>
    </message>
    <message>
        <source>{game} is not a game with house rules (known: {games})</source>
        <translation>{game}-ը կազինոյի կանոններով խաղ չէ (հայտնիները՝ {games})</translation>
    </message>
    <message>
        <source>the house rules of {game} must be a list of rules and their values</source>
        <translation>{game} խաղի կազինոյի կանոնները պետք է լինեն կանոնների և դրանց արժեքների ցուցակ</translation>
    </message>
    <message>
        <source>{game}: {reason}</source>
        <translation>{game}՝ {reason}</translation>
    </message>
    <message>
        <source>a house profile&apos;s &quot;games&quot; must list each game with its house rules</source>
        <translation>կազինոյի պրոֆիլի &quot;games&quot;-ը պետք է թվարկի յուրաքանչյուր խաղ՝ իր կազինոյի կանոններով</translation>
    </message>
    <message>
        <source>This is not a house profile: it needs a &quot;name&quot; and the &quot;games&quot; with their house rules.</source>
        <translation>Սա կազինոյի պրոֆիլ չէ․ դրանում պետք է լինեն &quot;name&quot;-ը և &quot;games&quot;-ը՝ կազինոյի կանոններով։</translation>
    </message>
    <message>
        <source>This file is too large to be a house profile.</source>
        <translation>Այս ֆայլը չափազանց մեծ է կազինոյի պրոֆիլ լինելու համար։</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not UTF-8 text.</source>
        <translation>Սա կազինոյի պրոֆիլ չէ․ այն UTF-8 տեքստ չէ։</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not JSON (line {line}, column {column}).</source>
        <translation>Սա կազինոյի պրոֆիլ չէ․ այն JSON չէ (տող {line}, սյունակ {column})։</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Ֆայլը հնարավոր չէ կարդալ՝ {reason}</translation>
    </message>
    <message>
        <source>The saved house profiles need one profile at least, each name only once.</source>
        <translation>Պահված կազինոյի պրոֆիլներում պետք է լինի առնվազն մեկ պրոֆիլ, յուրաքանչյուր անուն՝ միայն մեկ անգամ։</translation>
    </message>
    <message>
        <source>There is no house profile called {name}.</source>
        <translation>{name} անունով կազինոյի պրոֆիլ չկա։</translation>
    </message>
    <message>
        <source>A house profile called {name} already exists: please choose another name.</source>
        <translation>{name} անունով կազինոյի պրոֆիլ արդեն կա․ ընտրեք այլ անուն։</translation>
    </message>
    <message>
        <source>The last house profile cannot be deleted.</source>
        <translation>Վերջին կազինոյի պրոֆիլը հնարավոր չէ ջնջել։</translation>
    </message>
    <message>
        <source>{name} is saved twice</source>
        <translation>{name}-ը պահպանված է երկու անգամ</translation>
    </message>
    <message>
        <source>The folder {path} could not be read ({reason}).</source>
        <translation>{path} թղթապանակը հնարավոր չեղավ կարդալ ({reason})։</translation>
    </message>
    <message>
        <source>The file could not be read ({reason}).</source>
        <translation>Ֆայլը հնարավոր չեղավ կարդալ ({reason})։</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, too large for a results export.</source>
        <translation>Ֆայլը {most} ՄԲ-ից մեծ է, չափազանց մեծ՝ արդյունքների արտահանման համար։</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text, as the app&apos;s results exports are.</source>
        <translation>Ֆայլը UTF-8 տեքստ չէ, ինչպես հավելվածի արդյունքների արտահանումները։</translation>
    </message>
    <message>
        <source>The file holds binary data, so it is not a results export of the app.</source>
        <translation>Ֆայլը երկուական տվյալներ է պարունակում, ուստի հավելվածի արդյունքների արտահանում չէ։</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Ֆայլը դատարկ է։</translation>
    </message>
    <message>
        <source>The file&apos;s first line is not the header of the app&apos;s results export.</source>
        <translation>Ֆայլի առաջին տողը հավելվածի արդյունքների արտահանման վերնագիրը չէ։</translation>
    </message>
    <message>
        <source>The file&apos;s header names the column {column} twice.</source>
        <translation>Ֆայլի վերնագրում {column} սյունակը երկու անգամ է նշված։</translation>
    </message>
    <message>
        <source>The file is not a whole results export of the app (missing: {columns}).</source>
        <translation>Ֆայլը հավելվածի արդյունքների ամբողջական արտահանում չէ (բացակայում է՝ {columns})։</translation>
    </message>
    <message>
        <source>Line {line} does not have one cell for each column of the header.</source>
        <translation>{line} տողում վերնագրի յուրաքանչյուր սյունակին մեկ վանդակ չի համապատասխանում։</translation>
    </message>
    <message>
        <source>Line {line} cannot be read as CSV ({reason}).</source>
        <translation>{line} տողը հնարավոր չէ կարդալ որպես CSV ({reason})։</translation>
    </message>
    <message>
        <source>This PC has no progress file yet: no trainee has answered here.</source>
        <translation>Այս համակարգիչը դեռ առաջընթացի ֆայլ չունի. այստեղ դեռ ոչ մի սովորող չի պատասխանել։</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a whole number, not {value}.</source>
        <translation>Տող {line}՝ {column}-ը պետք է ամբողջ թիվ լինի, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be 0 or 1, not {value}.</source>
        <translation>Տող {line}՝ {column}-ը պետք է 0 կամ 1 լինի, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a number of seconds such as 4.5, not {value}.</source>
        <translation>Տող {line}՝ {column}-ը պետք է վայրկյանների թիվ լինի, օրինակ՝ 4.5, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a date and time as the app writes it, not {value}.</source>
        <translation>Տող {line}՝ {column}-ը պետք է ամսաթիվ և ժամ լինի, ինչպես գրում է հավելվածը, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>Line {line}: the trainee&apos;s name is empty.</source>
        <translation>Տող {line}՝ սովորողի անունը դատարկ է։</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not a drill of this version of the app (is the file from a newer version?).</source>
        <translation>Տող {line}՝ {value}-ը հավելվածի այս տարբերակի վարժություն չէ (գուցե ֆայլն ավելի նոր տարբերակից է՞)։</translation>
    </message>
    <message>
        <source>Line {line}: the level should be 1, 2 or 3, not {value}.</source>
        <translation>Տող {line}՝ մակարդակը պետք է 1, 2 կամ 3 լինի, ոչ թե {value}։</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam status the app writes.</source>
        <translation>Տող {line}՝ {value}-ը քննության այնպիսի կարգավիճակ չէ, որը գրում է հավելվածը։</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam source the app writes.</source>
        <translation>Տող {line}. {value}-ը քննության աղբյուր չէ, որը գրում է հավելվածը։</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>պաս</translation>
    </message>
    <message>
        <source>check</source>
        <translation>չեք</translation>
    </message>
    <message>
        <source>call</source>
        <translation>հավասարեցում</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>bet {to}</source>
        <translation>խաղադրույք {to}</translation>
    </message>
    <message>
        <source>raise to {to}</source>
        <translation>բարձրացում մինչև {to}</translation>
    </message>
    <message>
        <source>it is seat {turn}&apos;s turn, not seat {seat}&apos;s</source>
        <translation>հերթը տեղ {turn}-ինն է, ոչ թե տեղ {seat}-ինը</translation>
    </message>
    <message>
        <source>there is already a bet of {to}, so this is a raise</source>
        <translation>արդեն կա {to} խաղադրույք, ուստի սա բարձրացում է</translation>
    </message>
    <message>
        <source>nobody has bet on this street, so this is a bet</source>
        <translation>այս փուլում դեռ ոչ ոք խաղադրույք չի արել, ուստի սա խաղադրույք է</translation>
    </message>
    <message>
        <source>the hand is over: no more actions</source>
        <translation>բաժանումն ավարտված է․ այլ քայլեր չկան</translation>
    </message>
    <message>
        <source>A join code is {length} of these letters and digits: {alphabet}.</source>
        <translation>Միանալու կոդը այս տառերից և թվանշաններից {length} նիշ է՝ {alphabet}։</translation>
    </message>
    <message>
        <source>The class server could not start ({reason}).</source>
        <translation>Դասի սերվերը չհաջողվեց գործարկել ({reason})։</translation>
    </message>
    <message>
        <source>Another program is using port {port}: close it or choose another port.</source>
        <translation>{port} պորտն օգտագործում է այլ ծրագիր. փակեք այն կամ ընտրեք այլ պորտ։</translation>
    </message>
    <message>
        <source>Another class server is hosting a class on this progress file: stop it first.</source>
        <translation>Այս առաջընթացի ֆայլով արդեն դաս է վարում դասի մեկ այլ սերվեր. նախ կանգնեցրեք այն։</translation>
    </message>
    <message>
        <source>A trainee of this name is in the class already: join with another name.</source>
        <translation>Այս անունով սովորող արդեն կա դասում. միացեք այլ անունով։</translation>
    </message>
    <message>
        <source>The instructor did not let you in.</source>
        <translation>Հրահանգիչը ձեզ չթույլատրեց մտնել։</translation>
    </message>
    <message>
        <source>The class server failed to answer; try again.</source>
        <translation>Դասի սերվերը չկարողացավ պատասխանել. փորձեք կրկին։</translation>
    </message>
    <message>
        <source>The class not ended on this PC has another join code: start with its code, or with --new-class to end it and begin a new class.</source>
        <translation>Այս համակարգչում չավարտված դասն այլ միանալու կոդ ունի. գործարկեք նրա կոդով կամ --new-class-ով՝ այն ավարտելու և նոր դաս սկսելու համար։</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips from {least} to {most}, not {value}</source>
        <translation>&apos;{key}&apos;-ը պետք է լինի ժետոնների ամբողջ թիվ {least}-ից {most}, ոչ թե {value}</translation>
    </message>
    <message>
        <source>the table minimum of {least} is above the table maximum of {most}</source>
        <translation>սեղանի նվազագույնը ({least}) բարձր է սեղանի առավելագույնից ({most})</translation>
    </message>
</context>
<context>
    <name>ExactBox</name>
    <message>
        <source>Line</source>
        <translation>Տող</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Ձեռքերի քանակ</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Հրապարակված</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Հավանականություն</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Վճար</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Սպասվող արդյունք</translation>
    </message>
    <message>
        <source>{bet}: counted exactly over {deals}</source>
        <translation>{bet}՝ ճշգրիտ հաշվված — {deals}</translation>
    </message>
</context>
<context>
    <name>ExamDialog</name>
    <message>
        <source>Exam</source>
        <translation>Քննություն</translation>
    </message>
    <message>
        <source>Start a class exam</source>
        <translation>Սկսել խմբի քննությունը</translation>
    </message>
    <message>
        <source>Serve an exam from its code</source>
        <translation>Անցկացնել քննությունն իր կոդով</translation>
    </message>
    <message>
        <source>Sit an exam from a code</source>
        <translation>Հանձնել քննություն ըստ կոդի</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Կոդ՝</translation>
    </message>
    <message>
        <source>Or set a new exam</source>
        <translation>Կամ ստեղծեք նոր քննություն</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Հարցերի քանակ՝</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>Րոպե՝</translation>
    </message>
    <message>
        <source>Pass mark (%):</source>
        <translation>Անցողիկ շեմ (%)՝</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Մակարդակ՝</translation>
    </message>
    <message>
        <source>A new exam is dealt under the house profile {name}; its code carries the house&apos;s rules.</source>
        <translation>Նոր քննության բաժանումները կատարվում են {name} կազինոյի պրոֆիլով, և դրա կոդը պարունակում է կազինոյի կանոնները։</translation>
    </message>
    <message>
        <source>Set a new exam</source>
        <translation>Ստեղծեք նոր քննություն</translation>
    </message>
    <message>
        <source>Trainees see their marks when you release them.</source>
        <translation>Սովորողները կտեսնեն իրենց գնահատականները, երբ դուք դրանք հրապարակեք։</translation>
    </message>
    <message>
        <source>Feedback comes at the end of the exam.</source>
        <translation>Պատասխանների վերլուծությունը՝ քննության վերջում։</translation>
    </message>
    <message>
        <source>Sit the exam</source>
        <translation>Հանձնել քննությունը</translation>
    </message>
    <message>
        <source>Create the exam</source>
        <translation>Ստեղծել քննությունը</translation>
    </message>
    <message>
        <source>Choose at least one drill.</source>
        <translation>Ընտրեք առնվազն մեկ վարժություն։</translation>
    </message>
</context>
<context>
    <name>ExamSlip</name>
    <message>
        <source>Exam code</source>
        <translation>Քննության կոդը</translation>
    </message>
    <message>
        <source>On the {trainer} tab press {exam} and type the code under “{sit}”: the same code gives the same questions on every PC.</source>
        <translation>«{trainer}» ներդիրում սեղմեք «{exam}» և մուտքագրեք կոդը «{sit}» դաշտում․ նույն կոդը յուրաքանչյուր համակարգչում տալիս է նույն հարցերը։</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Վարժություններ</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer {version}</source>
        <translation>Հոլդեմի դիլերի մարզիչ {version}</translation>
    </message>
    <message>
        <source>Exam slip</source>
        <translation>Քննության քարտ</translation>
    </message>
    <message>
        <source>Give the class this code: each trainee sits the exam on their own PC. It does not start on this one.</source>
        <translation>Տվեք խմբին այս կոդը․ յուրաքանչյուր սովորող քննությունը հանձնում է իր համակարգչում։ Այս համակարգչում քննությունը չի սկսվում։</translation>
    </message>
    <message>
        <source>&amp;Copy the code</source>
        <translation>&amp;Պատճենել կոդը</translation>
    </message>
    <message>
        <source>&amp;Print to PDF...</source>
        <translation>&amp;Տպել PDF ֆայլում...</translation>
    </message>
    <message>
        <source>Show on the p&amp;rojector</source>
        <translation>Ցուցադրել պրոյեկտորի &amp;վրա</translation>
    </message>
    <message>
        <source>&amp;Sit it here</source>
        <translation>&amp;Հանձնել այստեղ</translation>
    </message>
    <message>
        <source>Starts the exam here, on this PC: its questions and clock, with the trainer locked until it ends.</source>
        <translation>Սկսում է քննությունն այստեղ՝ այս համակարգչում․ դրա հարցերն ու ժամացույցը, իսկ մարզիչը կողպված է մինչև քննության ավարտը։</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
    <message>
        <source>The code {code} is on the clipboard.</source>
        <translation>{code} կոդը պատճենված է սեղմատախտակին։</translation>
    </message>
    <message>
        <source>Print the exam slip to PDF</source>
        <translation>Տպել քննության քարտը PDF ֆայլում</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ֆայլեր (*.pdf)</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Պահպանված է՝ {name}</translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message>
        <source>Question {n} of {total}: {drill}</source>
        <translation>Հարց {n}՝ {total}-ից — {drill}</translation>
    </message>
    <message>
        <source>Not answered in time</source>
        <translation>Ժամանակին չպատասխանված</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Հանձնված է</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Հանձնված չէ</translation>
    </message>
    <message numerus="yes">
        <source>{right} of {total} right; %n question(s) not answered in time.</source>
        <translation>
            <numerusform>Ճիշտ՝ {right}՝ {total}-ից, ժամանակին չպատասխանված՝ %n հարց։</numerusform>
            <numerusform>Ճիշտ՝ {right}՝ {total}-ից, ժամանակին չպատասխանված՝ %n հարց։</numerusform>
        </translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>չպատասխանված</translation>
    </message>
</context>
<context>
    <name>FeedbackWords</name>
    <message>
        <source>(none)</source>
        <translation>(չկա)</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Ճիշտ է</translation>
    </message>
    <message>
        <source>Not right</source>
        <translation>Ճիշտ չէ</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ձերը</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ճիշտը</translation>
    </message>
    <message numerus="yes">
        <source>%n other payout(s): paid right, left right.</source>
        <translation>
            <numerusform>Եվս %n վճարում՝ ճիշտ վճարված և ճիշտ թողնված։</numerusform>
            <numerusform>Եվս %n վճարում՝ ճիշտ վճարված և ճիշտ թողնված։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s); nothing was owed, so no chips at all.</source>
        <translation>
            <numerusform>Դուք վճարեցիք {amount}՝ %n ժետոնով, բայց վճարելու ոչինչ չկար, ուստի ժետոններ պետք չէին։</numerusform>
            <numerusform>Դուք վճարեցիք {amount}՝ %n ժետոնով, բայց վճարելու ոչինչ չկար, ուստի ժետոններ պետք չէին։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s).</source>
        <translation>
            <numerusform>Դուք վճարեցիք {amount}՝ %n ժետոնով։</numerusform>
            <numerusform>Դուք վճարեցիք {amount}՝ %n ժետոնով։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fewest is %n chip(s): {chips}.</source>
        <translation>
            <numerusform>Ամենաքիչը %n ժետոն է՝ {chips}։</numerusform>
            <numerusform>Ամենաքիչը %n ժետոն է՝ {chips}։</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest chips.</source>
        <translation>Ժետոնների նվազագույն քանակ։</translation>
    </message>
    <message>
        <source>More chips than needed.</source>
        <translation>Ժետոնները անհրաժեշտից շատ են։</translation>
    </message>
    <message>
        <source>Time {seconds} s, target {target} s: {verdict}</source>
        <translation>Ժամանակ՝ {seconds} վ, նպատակ՝ {target} վ — {verdict}</translation>
    </message>
    <message>
        <source>within the target</source>
        <translation>նպատակի սահմաններում</translation>
    </message>
    <message>
        <source>slower than the target</source>
        <translation>նպատակից դանդաղ</translation>
    </message>
    <message>
        <source>How it is settled:</source>
        <translation>Ինչպես է հաշվարկվում՝</translation>
    </message>
</context>
<context>
    <name>FeltWords</name>
    <message>
        <source>Ante</source>
        <translation>Անտե</translation>
    </message>
    <message>
        <source>AA Bonus</source>
        <translation>AA բոնուս</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Քոլ</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Բոնուս</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Փլեյ</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Ֆլոպ</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Թերն</translation>
    </message>
    <message>
        <source>Bonus pays {table}</source>
        <translation>Բոնուս՝ {table}</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Խաղադրույք</translation>
    </message>
    <message>
        <source>NO-LIMIT TEXAS HOLD&apos;EM</source>
        <translation>ԱՌԱՆՑ ՍԱՀՄԱՆԱՉԱՓԻ ՏԵԽԱՍՅԱՆ ՀՈԼԴԵՄ</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Կույտ</translation>
    </message>
    <message>
        <source>In the pot</source>
        <translation>Պոտում</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>Վճարված՝ {amount}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Վերադարձված</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Տանուլ տված</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Դիլեր</translation>
    </message>
    <message>
        <source>CASINO HOLD&apos;EM · AA BONUS</source>
        <translation>CASINO HOLD&apos;EM · AA ԲՈՆՈՒՍ</translation>
    </message>
    <message>
        <source>TEXAS HOLD&apos;EM BONUS POKER</source>
        <translation>TEXAS HOLD&apos;EM BONUS POKER</translation>
    </message>
    <message>
        <source>AA Bonus is settled when the player folds</source>
        <translation>Խաղացողի պասի դեպքում AA բոնուսը հաշվարկվում է</translation>
    </message>
    <message>
        <source>AA Bonus is lost when the player folds</source>
        <translation>Խաղացողի պասի դեպքում AA բոնուսը կորչում է</translation>
    </message>
    <message>
        <source>Dealer qualifies with a pair of fours or better</source>
        <translation>Դիլերի որակավորում՝ չորսերի զույգից սկսած</translation>
    </message>
    <message>
        <source>Ante pays {table} · AA Bonus {bonus}</source>
        <translation>Անտե՝ {table} · AA բոնուս՝ {bonus}</translation>
    </message>
    <message>
        <source>Ante pays on a straight or better</source>
        <translation>Անտեն վճարվում է սթրեյթից և ավելի բարձրից</translation>
    </message>
    <message>
        <source>Ante pays on a flush or better</source>
        <translation>Անտեն վճարվում է ֆլեշից և ավելի բարձրից</translation>
    </message>
    <message>
        <source>Ties push</source>
        <translation>Ոչ-ոքիի դեպքում խաղադրույքները վերադարձվում են</translation>
    </message>
    <message>
        <source>Dealer wins ties</source>
        <translation>Ոչ-ոքիի դեպքում հաղթում է դիլերը</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big}</source>
        <translation>Կոճակ՝ տեղ {button} · բլինդեր {small}/{big}</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big} · ante {ante}</source>
        <translation>Կոճակ՝ տեղ {button} · բլինդեր {small}/{big} · անտե {ante}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {seats}</source>
        <translation>{pot} {amount}՝ տեղեր {seats}</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Լեզու՝</translation>
    </message>
    <message>
        <source>C&amp;hip values:</source>
        <translation>&amp;Ժետոնների արժեքներ՝</translation>
    </message>
    <message>
        <source>&amp;Seconds per step:</source>
        <translation>&amp;Վայրկյան մեկ քայլին՝</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Քարտերի &amp;հետևի կողմ՝</translation>
    </message>
    <message>
        <source>Whole numbers with commas between them, a 1 among them.</source>
        <translation>Ամբողջ թվեր՝ ստորակետերով բաժանված, դրանց մեջ՝ 1։</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Քառագույն կապուկ</translation>
    </message>
    <message>
        <source>&amp;Keep folded cards face up (for teaching)</source>
        <translation>Պաս տված խաղաքարտերը թողնել &amp;բաց (ուսուցման համար)</translation>
    </message>
    <message>
        <source>A dealer collects the cards of a fold; these stay face up at their seat instead. Cards a bet is still settled on (a folded seat&apos;s bonus) stay in sight either way.</source>
        <translation>Դիլերը հավաքում է պաս տված խաղացողի խաղաքարտերը. այս կարգավորմամբ դրանք բաց են մնում իրենց տեղում։ Այն խաղաքարտերը, որոնցով խաղադրույքը դեռ հաշվարկվում է (պաս տված խաղացողի բոնուսը), երևում են ամեն դեպքում։</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Կապույտ</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Կարմիր</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Կանաչ</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>Hand {number}: blinds {small}/{big}, button seat {button}</source>
        <translation>Բաժանում {number}՝ բլինդեր {small}/{big}, կոճակը՝ տեղ {button}</translation>
    </message>
    <message>
        <source>Hand {number}: blinds {small}/{big}, ante {ante}, button seat {button}</source>
        <translation>Բաժանում {number}՝ բլինդեր {small}/{big}, անտե {ante}, կոճակը՝ տեղ {button}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} ({stack} in chips)</source>
        <translation>Տեղ {seat}՝ {name} ({stack} ժետոն)</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the ante {amount}</source>
        <translation>Տեղ {seat}՝ դնում է անտե {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the small blind {amount}</source>
        <translation>Տեղ {seat}՝ դնում է փոքր բլինդ {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the big blind {amount}</source>
        <translation>Տեղ {seat}՝ դնում է մեծ բլինդ {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in</source>
        <translation>Տեղ {seat}-ը all-in է</translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation>Ֆլոպ՝ {cards}</translation>
    </message>
    <message>
        <source>Turn: {cards}</source>
        <translation>Թերն՝ {cards}</translation>
    </message>
    <message>
        <source>River: {cards}</source>
        <translation>Ռիվեր՝ {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: folds</source>
        <translation>Տեղ {seat}՝ պաս է տալիս</translation>
    </message>
    <message>
        <source>Seat {seat}: checks</source>
        <translation>Տեղ {seat}՝ չեք է անում</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount}</source>
        <translation>Տեղ {seat}՝ հավասարեցնում է {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to}</source>
        <translation>Տեղ {seat}՝ խաղադրույք է կատարում՝ {to}</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to}</source>
        <translation>Տեղ {seat}՝ բարձրացնում է մինչև {to}</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount} and is all-in</source>
        <translation>Տեղ {seat}՝ հավասարեցնում է {amount} և all-in է</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to} and is all-in</source>
        <translation>Տեղ {seat}՝ խաղադրույք է կատարում՝ {to}, և all-in է</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to} and is all-in</source>
        <translation>Տեղ {seat}՝ բարձրացնում է մինչև {to} և all-in է</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Բացում</translation>
    </message>
</context>
<context>
    <name>HostWindow</name>
    <message>
        <source>Host a class</source>
        <translation>Խմբի դաս վարել</translation>
    </message>
    <message>
        <source>Run the class</source>
        <translation>Սկսել դասը</translation>
    </message>
    <message>
        <source>On this PC, port:</source>
        <translation>Այս համակարգչում, պորտ՝</translation>
    </message>
    <message>
        <source>Host on this PC</source>
        <translation>Վարել այս համակարգչում</translation>
    </message>
    <message>
        <source>Or the school&apos;s server:</source>
        <translation>Կամ դպրոցի սերվերը՝</translation>
    </message>
    <message>
        <source>Address, such as 192.168.1.5:8765</source>
        <translation>Հասցե, օրինակ՝ 192.168.1.5:8765</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>Հրահանգչի բանալի</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Միանալ</translation>
    </message>
    <message>
        <source>Joined:</source>
        <translation>Միացել են՝</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Հեռացնել</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Դադարեցնել դասը</translation>
    </message>
    <message>
        <source>Waiting to be let in</source>
        <translation>Սպասում են ներս թողնելուն</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Ներս թողնել</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Մերժել</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>Հարցնել խմբին</translation>
    </message>
    <message>
        <source>The casino table&apos;s hand</source>
        <translation>Կազինոյի սեղանի բաժանումը</translation>
    </message>
    <message>
        <source>The no-limit table&apos;s hand</source>
        <translation>Առանց սահմանաչափի սեղանի բաժանումը</translation>
    </message>
    <message>
        <source>A drill question</source>
        <translation>Վարժության հարց</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Ցույց տալ պատասխանը</translation>
    </message>
    <message>
        <source>Class exam</source>
        <translation>Խմբի քննություն</translation>
    </message>
    <message>
        <source>Start a class exam...</source>
        <translation>Սկսել խմբի քննությունը...</translation>
    </message>
    <message>
        <source>Release marks</source>
        <translation>Հրապարակել գնահատականները</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ավարտել</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Սովորող</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Պատասխանել է</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Գնահատական</translation>
    </message>
    <message>
        <source>There is no hand on that table to ask about.</source>
        <translation>Այդ սեղանին հարցնելու բաժանում չկա։</translation>
    </message>
    <message>
        <source>Remove {name} from the class?</source>
        <translation>Հեռացնե՞լ {name} սովորողին խմբից։</translation>
    </message>
    <message>
        <source>A class exam is running. Stop hosting the class anyway?</source>
        <translation>Խմբի քննությունն ընթացքի մեջ է։ Այնուամենայնիվ դադարեցնե՞լ դասը։</translation>
    </message>
    <message>
        <source>End the exam now? Questions not answered yet count as wrong.</source>
        <translation>Ավարտե՞լ քննությունը հիմա։ Դեռ չպատասխանված հարցերը կհամարվեն սխալ։</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Միանալու կոդ՝ {code}</translation>
    </message>
    <message>
        <source>No class is running.</source>
        <translation>Ոչ մի դաս չի ընթանում։</translation>
    </message>
    <message>
        <source>Address: {addresses}</source>
        <translation>Հասցե՝ {addresses}</translation>
    </message>
    <message>
        <source>rejoined</source>
        <translation>կրկին միացել է</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>միացված է</translation>
    </message>
    <message>
        <source>away</source>
        <translation>կապից դուրս</translation>
    </message>
    <message>
        <source>{name} ({state})</source>
        <translation>{name} ({state})</translation>
    </message>
    <message numerus="yes">
        <source>Joined: %n trainee(s)</source>
        <translation>
            <numerusform>Միացել է՝ %n սովորող</numerusform>
            <numerusform>Միացել են՝ %n սովորող</numerusform>
        </translation>
    </message>
    <message>
        <source>No question asked.</source>
        <translation>Հարց չի տրվել։</translation>
    </message>
    <message>
        <source>{answered} of {of} answered</source>
        <translation>Պատասխանել է {answered}-ը {of}-ից</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>փակված է</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>պատասխանը ցույց է տրված</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>չպատասխանված</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n}-ը {total}-ից</translation>
    </message>
    <message>
        <source>Passed: {passed} of {total}</source>
        <translation>Հանձնել են՝ {total}-ից {passed}</translation>
    </message>
    <message>
        <source>{right} of {total} right · {verdict}</source>
        <translation>{total}-ից {right}-ը ճիշտ · {verdict}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>հանձնել է</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>չի հանձնել</translation>
    </message>
    <message>
        <source>Exam over; marks released.</source>
        <translation>Քննությունն ավարտվեց, գնահատականները հրապարակված են։</translation>
    </message>
    <message>
        <source>Exam over.</source>
        <translation>Քննությունն ավարտվեց։</translation>
    </message>
    <message>
        <source>{m}:{s:02d} left</source>
        <translation>Մնաց {m}:{s:02d}</translation>
    </message>
</context>
<context>
    <name>HouseController</name>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>Ֆայլը հնարավոր չեղավ գրել՝ {reason}</translation>
    </message>
</context>
<context>
    <name>HousePage</name>
    <message>
        <source>House profile</source>
        <translation>Կազինոյի պրոֆիլ</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Պրոֆիլ՝</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Նոր...</translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation>&amp;Վերանվանել...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ջնջել</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>&amp;Արտահանել...</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>Ներ&amp;մուծել...</translation>
    </message>
    <message>
        <source>A profile holds the pay tables and house rules of every game. Changes apply at once to the table, the trainer&apos;s questions, new exams, the rules pages and the odds.</source>
        <translation>Պրոֆիլը պարունակում է բոլոր խաղերի վճարների աղյուսակները և կազինոյի կանոնները։ Փոփոխություններն անմիջապես կիրառվում են սեղանի, մարզիչի հարցերի, նոր քննությունների, կանոնների էջերի և հավանականությունների վրա։</translation>
    </message>
    <message>
        <source>{rule}:</source>
        <translation>{rule}՝</translation>
    </message>
    <message>
        <source>Custom: {table}</source>
        <translation>Սեփական՝ {table}</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>Սեփական...</translation>
    </message>
    <message>
        <source>New house profile</source>
        <translation>Նոր կազինոյի պրոֆիլ</translation>
    </message>
    <message>
        <source>Name of the new profile (it starts with the rules of {name}):</source>
        <translation>Նոր պրոֆիլի անունը (այն սկսվում է {name} պրոֆիլի կանոններից)՝</translation>
    </message>
    <message>
        <source>Rename the house profile</source>
        <translation>Վերանվանել կազինոյի պրոֆիլը</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Նոր անուն՝</translation>
    </message>
    <message>
        <source>Delete the house profile</source>
        <translation>Ջնջել կազինոյի պրոֆիլը</translation>
    </message>
    <message>
        <source>Delete the house profile {name}? Export it first to keep a copy.</source>
        <translation>Ջնջե՞լ {name} կազինոյի պրոֆիլը։ Պատճենը պահելու համար նախ արտահանեք այն։</translation>
    </message>
    <message>
        <source>Export the house profile</source>
        <translation>Կազինոյի պրոֆիլի արտահանում</translation>
    </message>
    <message>
        <source>House profiles (*.json)</source>
        <translation>Կազինոյի պրոֆիլներ (*.json)</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Արտահանվեց՝ {path}։</translation>
    </message>
    <message>
        <source>Import a house profile</source>
        <translation>Կազինոյի պրոֆիլի ներմուծում</translation>
    </message>
    <message>
        <source>The house profile was not imported: {reason}</source>
        <translation>Կազինոյի պրոֆիլը չներմուծվեց՝ {reason}</translation>
    </message>
    <message>
        <source>Imported {name}: it is the active profile now.</source>
        <translation>Ներմուծվեց {name} պրոֆիլը․ այժմ այն ակտիվ է։</translation>
    </message>
    <message>
        <source>{lower} pays {lower_pays} to 1, more than {higher} above it pays ({higher_pays} to 1).</source>
        <translation>{lower}-ը վճարվում է {lower_pays} առ 1, ավելի շատ, քան աղյուսակում դրանից վերև գտնվող {higher}-ը ({higher_pays} առ 1)։</translation>
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
        <translation>Դպրոցի ստանդարտ</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a class</source>
        <translation>Միանալ խմբին</translation>
    </message>
    <message>
        <source>Type what the instructor&apos;s projector shows.</source>
        <translation>Մուտքագրեք այն, ինչ ցույց է տալիս հրահանգչի պրոյեկտորը։</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Հասցե՝</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Միանալու կոդ՝</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ձեր անունը՝</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Միանալ</translation>
    </message>
    <message>
        <source>Joining...</source>
        <translation>Միացում...</translation>
    </message>
    <message>
        <source>Waiting for the instructor to let you in...</source>
        <translation>Սպասում ենք, որ հրահանգիչը ձեզ ներս թողնի...</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Progress</source>
        <translation>Առաջընթաց</translation>
    </message>
    <message>
        <source>Progress is saved again: the answers kept meanwhile are in the progress file.</source>
        <translation>Առաջընթացը նորից պահպանվում է․ այդ ընթացքում մնացած պատասխաններն արդեն առաջընթացի ֆայլում են։</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>Հոլդեմի դիլերի մարզիչ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Սեղան</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>Մարզիչ</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Ֆայլ</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Խաղ</translation>
    </message>
    <message>
        <source>The progress file was damaged, so it was kept as {path} and a new one was started.</source>
        <translation>Առաջընթացի ֆայլը վնասված էր, ուստի այն պահպանվեց որպես {path}, և սկսվեց նորը։</translation>
    </message>
    <message numerus="yes">
        <source>The progress file had %n damaged record(s), now set aside and kept in it; everything else is here as before.</source>
        <translation>
            <numerusform>Առաջընթացի ֆայլի %n վնասված գրառումն առանձնացվել է և պահվում է նույն ֆայլում․ մնացած ամեն ինչ տեղում է, ինչպես առաջ։</numerusform>
            <numerusform>Առաջընթացի ֆայլի %n վնասված գրառումն առանձնացվել է և պահվում է նույն ֆայլում․ մնացած ամեն ինչ տեղում է, ինչպես առաջ։</numerusform>
        </translation>
    </message>
    <message>
        <source>Damaged records were found in the progress file, but your records could not be read again after they were set aside; restart the app to see them.</source>
        <translation>Առաջընթացի ֆայլում գտնվեցին վնասված գրառումներ, բայց դրանք առանձնացնելուց հետո ձեր գրառումները հնարավոր չեղավ նորից կարդալ։ Դրանք տեսնելու համար վերագործարկեք հավելվածը։</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as there is room again.</source>
        <translation>Առաջընթացն այս պահին հնարավոր չէ պահպանել՝ {reason}։ Կարող եք շարունակել մարզվել, ձեր պատասխանները կմնան և կպահպանվեն, հենց որ նորից տեղ լինի։</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as the progress file can be written again.</source>
        <translation>Առաջընթացն այս պահին հնարավոր չէ պահպանել՝ {reason}։ Կարող եք շարունակել մարզվել, ձեր պատասխանները կմնան և կպահպանվեն, հենց որ առաջընթացի ֆայլում նորից հնարավոր լինի գրել։</translation>
    </message>
    <message>
        <source>Progress cannot be saved here: {reason}. You can practise on; answers are kept until the app closes.</source>
        <translation>Առաջընթացն այստեղ հնարավոր չէ պահպանել՝ {reason}։ Կարող եք շարունակել մարզվել, պատասխանները կմնան մինչև ծրագրի փակվելը։</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the progress file yet.</source>
        <translation>
            <numerusform>%n պատասխան դեռ հնարավոր չեղավ պահպանել առաջընթացի ֆայլում։</numerusform>
            <numerusform>%n պատասխան դեռ հնարավոր չեղավ պահպանել առաջընթացի ֆայլում։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other change(s) could not be saved in it yet either (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>Դրանում դեռ հնարավոր չեղավ պահպանել նաև %n այլ փոփոխություն (ավելացված, վերանվանված կամ հեռացված սովորողներ, քննություններ, արագության ռաունդներ)։</numerusform>
            <numerusform>Դրանում դեռ հնարավոր չեղավ պահպանել նաև %n այլ փոփոխություն (ավելացված, վերանվանված կամ հեռացված սովորողներ, քննություններ, արագության ռաունդներ)։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) could not be saved in the progress file yet (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>%n փոփոխություն դեռ հնարավոր չեղավ պահպանել առաջընթացի ֆայլում (ավելացված, վերանվանված կամ հեռացված սովորողներ, քննություններ, արագության ռաունդներ)։</numerusform>
            <numerusform>%n փոփոխություն դեռ հնարավոր չեղավ պահպանել առաջընթացի ֆայլում (ավելացված, վերանվանված կամ հեռացված սովորողներ, քննություններ, արագության ռաունդներ)։</numerusform>
        </translation>
    </message>
    <message>
        <source>The app keeps its data beside the program (portable mode: a file named portable there, or --portable), and that folder cannot be written. Where the program is installed for every user, turn portable mode off: each user&apos;s progress is then kept in their own folder.</source>
        <translation>Ծրագիրն իր տվյալները պահում է ծրագրի կողքին (շարժական ռեժիմ՝ այնտեղ portable անունով ֆայլ կամ --portable), իսկ այդ թղթապանակում հնարավոր չէ գրել։ Եթե ծրագիրը տեղադրված է բոլոր օգտատերերի համար, անջատեք շարժական ռեժիմը. այդ դեպքում յուրաքանչյուր օգտատիրոջ առաջընթացը կպահվի իր սեփական թղթապանակում։</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? The export holds the answers only: quitting loses the other changes, and without the export the answers too.</source>
        <translation>Դուրս գալուց առաջ բոլոր պատասխաններն արտահանե՞լ CSV ֆայլ։ Արտահանումը պարունակում է միայն պատասխանները. դուրս գալիս մյուս փոփոխությունները կկորչեն, իսկ առանց արտահանման՝ նաև պատասխանները։</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? Quitting without the export loses them.</source>
        <translation>Դուրս գալուց առաջ բոլոր պատասխաններն արտահանե՞լ CSV ֆայլ։ Առանց արտահանման դուրս գալիս դրանք կկորչեն։</translation>
    </message>
    <message>
        <source>Quitting now loses them. Quit anyway?</source>
        <translation>Հիմա դուրս գալիս դրանք կկորչեն։ Միևնույն է դուրս գա՞լ։</translation>
    </message>
    <message>
        <source>No-limit table</source>
        <translation>Առանց սահմանաչափի սեղան</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Կանոններ</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Բաժանում</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Տեսք</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Լեզու</translation>
    </message>
    <message>
        <source>&amp;Instructor</source>
        <translation>&amp;Հրահանգիչ</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Կարգավորումներ...</translation>
    </message>
    <message>
        <source>&amp;Worksheets...</source>
        <translation>&amp;Աշխատաթերթեր...</translation>
    </message>
    <message>
        <source>Create an &amp;exam...</source>
        <translation>&amp;Ստեղծել քննություն...</translation>
    </message>
    <message>
        <source>&amp;Odds...</source>
        <translation>&amp;Հավանականություններ...</translation>
    </message>
    <message>
        <source>&amp;Class results...</source>
        <translation>&amp;Խմբի արդյունքները...</translation>
    </message>
    <message>
        <source>&amp;Host a class...</source>
        <translation>&amp;Վարել խմբի դաս...</translation>
    </message>
    <message>
        <source>&amp;Join a class...</source>
        <translation>&amp;Միանալ խմբին...</translation>
    </message>
    <message>
        <source>Hel&amp;p</source>
        <translation>&amp;Օգնություն</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Խաղերի կանոնները</translation>
    </message>
    <message>
        <source>&amp;About Hold&apos;em Dealer Trainer...</source>
        <translation>Մարզիչի &amp;մասին...</translation>
    </message>
    <message>
        <source>&amp;Open hand...</source>
        <translation>&amp;Բացել բաժանումը...</translation>
    </message>
    <message>
        <source>&amp;Save hand...</source>
        <translation>&amp;Պահպանել բաժանումը...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ելք</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>&amp;Նոր բաժանում</translation>
    </message>
    <message>
        <source>New hand from a &amp;seed...</source>
        <translation>Նոր բաժանում ըստ &amp;համարի...</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Քարտերի &amp;հետևի կողմ</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Կապույտ</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Կարմիր</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Կանաչ</translation>
    </message>
    <message>
        <source>Set &amp;up hand...</source>
        <translation>Բաժանման &amp;կարգավորում...</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Առաջ ▶</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Հետ</translation>
    </message>
    <message>
        <source>&amp;Auto play</source>
        <translation>&amp;Ավտոխաղ</translation>
    </message>
    <message>
        <source>&amp;Keep dealing (demo screen)</source>
        <translation>&amp;Շարունակել բաժանել (ցուցադրական էկրան)</translation>
    </message>
    <message>
        <source>Seats follow the st&amp;rategy</source>
        <translation>Տեղերը խաղում են ըստ &amp;ռազմավարության</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Ներկայացման ռեժիմ</translation>
    </message>
    <message>
        <source>Se&amp;ttlement panel</source>
        <translation>Հաշվարկի &amp;վահանակ</translation>
    </message>
    <message>
        <source>F9: settlement</source>
        <translation>F9: հաշվարկ</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Քառագույն կապուկ</translation>
    </message>
    <message>
        <source> Seconds per step: </source>
        <translation> Վայրկյան մեկ քայլին՝ </translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Հաշվարկ</translation>
    </message>
    <message>
        <source>Locked until the exam ends.</source>
        <translation>Արգելափակված է մինչև քննության ավարտը։</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Քննություն</translation>
    </message>
    <message>
        <source>An exam is running: the table, the set-up dialog, the settlement panel, the progress and the rules pages stay locked until it ends.</source>
        <translation>Ընթանում է քննություն։ Սեղանը, կարգավորման պատուհանը, հաշվարկի վահանակը, առաջընթացը և կանոնների էջերը արգելափակված են մինչև քննության ավարտը։</translation>
    </message>
    <message>
        <source>The class hosted on this PC is sitting an exam: quit? The trainees cannot go on until the class is hosted again.</source>
        <translation>Այս համակարգչից վարվող խումբը քննություն է հանձնում։ Դուրս գա՞լ։ Սովորողները չեն կարող շարունակել, մինչև խմբի դասը նորից չվարվի։</translation>
    </message>
    <message>
        <source>An exam is running: quit and record it as abandoned?</source>
        <translation>Ընթանում է քննություն։ Դուրս գա՞լ և գրանցել այն որպես ընդհատված։</translation>
    </message>
    <message>
        <source>&amp;Casino Hold&apos;em (AA Bonus)</source>
        <translation>&amp;Casino Hold&apos;em (AA բոնուս)</translation>
    </message>
    <message>
        <source>Player against the dealer; call or fold after the flop. Some casinos call it just &quot;Texas Hold&apos;em&quot;, some trainers &quot;Texas Hold&apos;em: Bonus&quot; after its AA Bonus side bet. Not Texas Hold&apos;em Bonus Poker.</source>
        <translation>Խաղացողը խաղում է դիլերի դեմ և ֆլոպից հետո ընտրում է՝ քոլ անել, թե պաս տալ։ Որոշ կազինոներում այս խաղը կոչում են պարզապես «Տեխասյան հոլդեմ» (Texas Hold&apos;em), իսկ որոշ մարզիչներում՝ «Texas Hold&apos;em: Bonus»՝ AA բոնուս կողմնակի խաղադրույքի անունով։ Սա Texas Hold&apos;em Bonus Poker-ը չէ։</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em &amp;Bonus Poker</source>
        <translation>Texas Hold&apos;em &amp;Bonus Poker</translation>
    </message>
    <message>
        <source>Player against the dealer; play or fold before the flop, then bet or check on the flop and the turn; the bonus bet is on the first two cards. Also called Hold&apos;em Bonus. Not Casino Hold&apos;em with the AA Bonus.</source>
        <translation>Խաղացողը խաղում է դիլերի դեմ․ ֆլոպից առաջ խաղում է կամ պաս է տալիս, իսկ ֆլոպում և թերնում խաղադրույք է կատարում կամ չեք է անում։ Բոնուսային խաղադրույքը որոշվում է առաջին երկու քարտերով։ Կոչվում է նաև Hold&apos;em Bonus։ Սա AA բոնուսով Casino Hold&apos;em-ը չէ։</translation>
    </message>
    <message>
        <source>&amp;No-limit Texas Hold&apos;em</source>
        <translation>&amp;Առանց սահմանաչափի տեխասյան հոլդեմ</translation>
    </message>
    <message>
        <source>Poker between players, 2 to 9 seats: play a seat against computer players, or deal for a table of them and answer the dealer&apos;s questions.</source>
        <translation>Պոկեր խաղացողների միջև, 2-ից 9 տեղ․ խաղացեք մեկ տեղում համակարգչային խաղացողների դեմ կամ բաժանեք նրանց սեղանին և պատասխանեք դիլերի հարցերին։</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Լեզու</translation>
    </message>
    <message>
        <source>The translation for this language is missing; the app stays in English.</source>
        <translation>Այս լեզվի թարգմանությունը չկա, ծրագիրը կմնա անգլերեն։</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Համար {seed}</translation>
    </message>
    <message>
        <source>Hand set up by hand</source>
        <translation>Ձեռքով կարգավորված բաժանում</translation>
    </message>
    <message>
        <source>New hand from a seed</source>
        <translation>Նոր բաժանում ըստ համարի</translation>
    </message>
    <message>
        <source>The same seed deals the same hand on any PC:</source>
        <translation>Նույն համարը ցանկացած համակարգչում տալիս է նույն բաժանումը՝</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>Բացել բաժանումը</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>Դուրս գալ խմբից</translation>
    </message>
    <message>
        <source>Waiting for the instructor at {address} to let you in...</source>
        <translation>Սպասում ենք, որ {address} հասցեի հրահանգիչը ձեզ ներս թողնի...</translation>
    </message>
    <message>
        <source>Joining the class at {address}...</source>
        <translation>Միացում {address} հասցեի խմբին...</translation>
    </message>
    <message>
        <source>Joined to the class at {address} as {name}</source>
        <translation>Միացած եք {address} հասցեի խմբին որպես {name}</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>Սցենարի ֆայլեր (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>Պահպանել բաժանումը</translation>
    </message>
    <message>
        <source>Scenario files (*.jsonl *.json)</source>
        <translation>Սցենարի ֆայլեր (*.jsonl *.json)</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>Բաժանումը չհաջողվեց պահպանել՝ {reason}</translation>
    </message>
</context>
<context>
    <name>NLScreen</name>
    <message>
        <source>Set up the table... (F2)</source>
        <translation>Կարգավորել սեղանը... (F2)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Նոր սեսիա</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>Հաջորդ բաժանումը (N)</translation>
    </message>
    <message>
        <source>◀ Street</source>
        <translation>◀ Փուլ</translation>
    </message>
    <message>
        <source>Street ▶</source>
        <translation>Փուլ ▶</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Ավարտել սեսիան</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Ցույց տալ բոլոր ձեռքերը</translation>
    </message>
    <message>
        <source>For teaching: every player&apos;s cards face up</source>
        <translation>Ուսուցման համար՝ բոլոր խաղացողների քարտերը բաց են</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Դադար</translation>
    </message>
    <message>
        <source>Open hand...</source>
        <translation>Բացել բաժանումը...</translation>
    </message>
    <message>
        <source>Step through a hand saved in a file; a session still running ends first, its summary kept</source>
        <translation>Քայլ առ քայլ անցնել ֆայլում պահված բաժանումը․ ընթացող սեսիան նախ կավարտվի՝ պահելով իր ամփոփումը</translation>
    </message>
    <message>
        <source>Save hand...</source>
        <translation>Պահպանել բաժանումը...</translation>
    </message>
    <message>
        <source>Export history...</source>
        <translation>Արտահանել պատմությունը...</translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation>Պաս տալ (F)</translation>
    </message>
    <message>
        <source>All-in (A)</source>
        <translation>All-in (A)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Շարունակել (Enter)</translation>
    </message>
    <message>
        <source>F9: seat and log</source>
        <translation>F9: տեղը և բաժանման ընթացքը</translation>
    </message>
    <message>
        <source>The hand in words</source>
        <translation>Բաժանման ընթացքը</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Նվազ.</translation>
    </message>
    <message>
        <source>½ pot</source>
        <translation>½ պոտ</translation>
    </message>
    <message>
        <source>¾ pot</source>
        <translation>¾ պոտ</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Պոտ</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Paused: untick Pause to go on.</source>
        <translation>Դադար է․ շարունակելու համար հանեք «Դադար»-ի նշումը։</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>N կամ Enter՝ նոր սեսիա ձեր սեղանի շուրջ։</translation>
    </message>
    <message>
        <source>The session is over: New session starts another.</source>
        <translation>Սեսիան ավարտվեց․ «Նոր սեսիա»-ն կսկսի մեկ այլը։</translation>
    </message>
    <message>
        <source>Check / call (C)</source>
        <translation>Չեք անել / հավասարեցնել (C)</translation>
    </message>
    <message>
        <source>Raise (R, Enter)</source>
        <translation>Բարձրացնել (R, Enter)</translation>
    </message>
    <message>
        <source>Check (C)</source>
        <translation>Չեք անել (C)</translation>
    </message>
    <message>
        <source>Call {amount} (C)</source>
        <translation>Հավասարեցնել {amount} (C)</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Խաղադրույք կատարել</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Բարձրացնել մինչև</translation>
    </message>
    <message>
        <source>{word} (R, Enter)</source>
        <translation>{word} (R, Enter)</translation>
    </message>
    <message>
        <source>A bet: from {low} to {high}</source>
        <translation>Խաղադրույք՝ {low}-ից մինչև {high}</translation>
    </message>
    <message>
        <source>A raise: to {low} at least, to {high} at most</source>
        <translation>Բարձրացում՝ առնվազն մինչև {low}, առավելագույնը մինչև {high}</translation>
    </message>
    <message>
        <source>No raise: call or fold.</source>
        <translation>Բարձրացում հնարավոր չէ․ հավասարեցրեք կամ պաս տվեք։</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Առաջընթաց</translation>
    </message>
    <message>
        <source>Start a new session? This one ends here, without its summary.</source>
        <translation>Սկսե՞լ նոր սեսիա։ Այս սեսիան կավարտվի այստեղ՝ առանց ամփոփման։</translation>
    </message>
    <message>
        <source>End the session now? The hand in play is not counted.</source>
        <translation>Ավարտե՞լ սեսիան հիմա։ Ընթացիկ բաժանումը հաշվի չի առնվի։</translation>
    </message>
    <message>
        <source>End the session now? Its summary follows; no more hands are dealt in it.</source>
        <translation>Ավարտե՞լ սեսիան հիմա։ Կհետևի դրա ամփոփումը․ դրանում այլևս բաժանումներ չեն լինի։</translation>
    </message>
    <message>
        <source>End the session to open a hand? Its summary follows, as when you end it.</source>
        <translation>Ավարտե՞լ սեսիան՝ բաժանումը բացելու համար։ Կհետևի դրա ամփոփումը, ինչպես ավարտելիս։</translation>
    </message>
    <message>
        <source>The hand in play is not counted.</source>
        <translation>Ընթացիկ բաժանումը հաշվի չի առնվի։</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Սեսիայի ամփոփում</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>Բացել բաժանումը</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>Սցենարի ֆայլեր (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>Պահպանել բաժանումը</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>Բաժանումը չհաջողվեց պահպանել՝ {reason}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Պահպանված է՝ {path}</translation>
    </message>
    <message>
        <source>Export the hand history</source>
        <translation>Արտահանել բաժանման պատմությունը</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Տեքստային ֆայլեր (*.txt)</translation>
    </message>
    <message>
        <source>The history could not be saved: {reason}</source>
        <translation>Պատմությունը չհաջողվեց պահպանել՝ {reason}</translation>
    </message>
</context>
<context>
    <name>NLSetupDialog</name>
    <message>
        <source>Set up the no-limit table</source>
        <translation>Առանց սահմանաչափի սեղանի կարգավորում</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Տեղեր</translation>
    </message>
    <message>
        <source>Seats at the table:</source>
        <translation>Տեղեր սեղանին՝</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Դատարկ</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Դուք</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Համակարգիչ՝ հեշտ</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Համակարգիչ՝ նորմալ</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Համակարգիչ՝ բարդ</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Տեղ {n}</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>Ժետոններ և սեսիա</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>անսահմանափակ</translation>
    </message>
    <message>
        <source>blank: a new deck each session</source>
        <translation>դատարկ՝ ամեն սեսիա նոր կապուկ</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> մվ</translation>
    </message>
    <message>
        <source>Slide the chips to the winners</source>
        <translation>Ժետոնները սահեցնել հաղթողներին</translation>
    </message>
    <message>
        <source>Stacks of different sizes (short stacks go all-in and make side pots)</source>
        <translation>Տարբեր չափի կույտեր (կարճ կույտերը գնում են all-in և ստեղծում կողմնակի պոտեր)</translation>
    </message>
    <message>
        <source>Starting stack:</source>
        <translation>Մեկնարկային կույտ՝</translation>
    </message>
    <message>
        <source>Small blind:</source>
        <translation>Փոքր բլինդ՝</translation>
    </message>
    <message>
        <source>Big blind:</source>
        <translation>Մեծ բլինդ՝</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Անտե՝</translation>
    </message>
    <message>
        <source>Stop after hands:</source>
        <translation>Առավելագույն բաժանումներ՝</translation>
    </message>
    <message>
        <source>Stop after minutes:</source>
        <translation>Առավելագույն րոպեներ՝</translation>
    </message>
    <message>
        <source>Deck seed:</source>
        <translation>Կապուկի համար՝</translation>
    </message>
    <message>
        <source>Pause before a computer acts:</source>
        <translation>Դադար համակարգչի քայլից առաջ՝</translation>
    </message>
    <message>
        <source>When you deal (no seat is yours), ask me</source>
        <translation>Երբ դուք եք բաժանում (առանց ձեր տեղի), հարցնել</translation>
    </message>
    <message>
        <source>whose action it is, the call and the smallest raise</source>
        <translation>ում հերթն է, հավասարեցման գումարը և նվազագույն բարձրացումը</translation>
    </message>
    <message>
        <source>the pot after each betting round</source>
        <translation>պոտը խաղադրույքների յուրաքանչյուր փուլից հետո</translation>
    </message>
    <message>
        <source>the main and side pots at an all-in</source>
        <translation>հիմնական և կողմնակի պոտերը all-in-ի դեպքում</translation>
    </message>
    <message>
        <source>who wins each pot at the showdown, and the chips</source>
        <translation>բացման ժամանակ ով է շահում յուրաքանչյուր պոտը և որքան ժետոն</translation>
    </message>
    <message>
        <source>At least two seats need a player.</source>
        <translation>Առնվազն երկու տեղում պետք է խաղացող լինի։</translation>
    </message>
    <message>
        <source>The small blind cannot be more than the big blind.</source>
        <translation>Փոքր բլինդը չի կարող մեծ բլինդից մեծ լինել։</translation>
    </message>
    <message>
        <source>The deck seed is a whole number from 0 to 2147483647, or blank.</source>
        <translation>Կապուկի համարը պետք է լինի ամբողջ թիվ 0-ից մինչև 2147483647, կամ դատարկ։</translation>
    </message>
</context>
<context>
    <name>NLSummary</name>
    <message numerus="yes">
        <source>%n hand(s) played</source>
        <translation>
            <numerusform>Խաղացվել է %n բաժանում</numerusform>
            <numerusform>Խաղացվել է %n բաժանում</numerusform>
        </translation>
    </message>
    <message>
        <source>Whose action, call and raise</source>
        <translation>Հերթ, հավասարեցում և բարձրացում</translation>
    </message>
    <message>
        <source>The pot after a round</source>
        <translation>Պոտը փուլից հետո</translation>
    </message>
    <message>
        <source>Main and side pots</source>
        <translation>Հիմնական և կողմնակի պոտեր</translation>
    </message>
    <message>
        <source>The showdown award</source>
        <translation>Պոտերի բաշխումը բացման ժամանակ</translation>
    </message>
    <message>
        <source>One player has every chip.</source>
        <translation>Բոլոր ժետոնները մեկ խաղացողի մոտ են։</translation>
    </message>
    <message>
        <source>The session&apos;s number of hands is played.</source>
        <translation>Սեսիայի բոլոր բաժանումները խաղացված են։</translation>
    </message>
    <message>
        <source>The session&apos;s time is up.</source>
        <translation>Սեսիայի ժամանակը սպառվեց։</translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation>Ձեր ժետոնները վերջացան։</translation>
    </message>
    <message>
        <source>The session was ended.</source>
        <translation>Սեսիան դադարեցվեց։</translation>
    </message>
    <message>
        <source>Biggest pot: {amount} (hand {number})</source>
        <translation>Ամենամեծ պոտը՝ {amount} (բաժանում {number})</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Տեղ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Արդյունք</translation>
    </message>
    <message>
        <source>Your dealing</source>
        <translation>Դուք՝ որպես դիլեր</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Հարց</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Ճիշտ</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Մեդիան ժամանակ</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} վ</translation>
    </message>
</context>
<context>
    <name>NLTable</name>
    <message>
        <source>Easy</source>
        <translation>Հեշտ</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Նորմալ</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Բարդ</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Դուք</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Պաս</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Չեք</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Հավասարեցում</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Խաղադրույք</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Բարձրացում</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Before the flop</source>
        <translation>Ֆլոպից առաջ</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Ֆլոպ</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Թերն</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Ռիվեր</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Բացում</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>տեղեր {seats}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>տեղ {seat}</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Դուրս</translation>
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
        <translation>Բաժանում {number} · բլինդեր {small}/{big}</translation>
    </message>
    <message>
        <source>Hand {number} · blinds {small}/{big} · ante {ante}</source>
        <translation>Բաժանում {number} · բլինդեր {small}/{big} · անտե {ante}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Բաժանումն ավարտվեց</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>N կամ Enter՝ նոր սեսիա ձեր սեղանի շուրջ։</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Սեսիան ավարտվեց։</translation>
    </message>
    <message>
        <source>A hand from a file: step through it with the arrows.</source>
        <translation>Բաժանում ֆայլից․ անցեք քայլ առ քայլ սլաքներով։</translation>
    </message>
    <message>
        <source>The hand is over: N or Enter deals the next one.</source>
        <translation>Բաժանումն ավարտվեց․ հաջորդը բաժանելու համար սեղմեք N կամ Enter։</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ձեր հերթն է։</translation>
    </message>
    <message>
        <source>Seat {seat} to act</source>
        <translation>Հերթը տեղ {seat}-ինն է</translation>
    </message>
    <message>
        <source>Seat {seat} cannot check: there is a bet of {to} to call, so it may {allowed}</source>
        <translation>Տեղ {seat}-ը չի կարող չեք անել. կա {to} խաղադրույք հավասարեցնելու համար, ուստի կարող է {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to call, so it may {allowed}</source>
        <translation>Տեղ {seat}-ը հավասարեցնելու բան չունի, ուստի կարող է {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} can bet at most {max}, all its chips, so it may {allowed}</source>
        <translation>Տեղ {seat}-ը կարող է խաղադրույք կատարել առավելագույնը {max}՝ իր բոլոր ժետոնները, ուստի կարող է {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s only bet or raise is all-in, to {max}, so it may {allowed}</source>
        <translation>Տեղ {seat}-ի միակ խաղադրույքը կամ բարձրացումը all-in է՝ մինչև {max}, ուստի կարող է {allowed}</translation>
    </message>
    <message>
        <source>The minimum bet is {min}, the big blind, so seat {seat} may {allowed}</source>
        <translation>Նվազագույն խաղադրույքը {min} է՝ մեծ բլինդը, ուստի տեղ {seat}-ը կարող է {allowed}</translation>
    </message>
    <message>
        <source>The minimum raise is to {min} (the last full raise was {full}), so seat {seat} may {allowed}</source>
        <translation>Նվազագույն բարձրացումը մինչև {min} է (վերջին լրիվ բարձրացումը {full} էր), ուստի տեղ {seat}-ը կարող է {allowed}</translation>
    </message>
    <message>
        <source>{why}. Seat {seat} may {allowed}</source>
        <translation>{why}։ Տեղ {seat}-ը կարող է {allowed}</translation>
    </message>
    <message>
        <source>fold or call {call}</source>
        <translation>պաս տալ կամ հավասարեցնել {call}</translation>
    </message>
    <message>
        <source>fold, call {call} or raise to {min} up to {max}</source>
        <translation>պաս տալ, հավասարեցնել {call} կամ բարձրացնել մինչև {min}-ից {max}</translation>
    </message>
    <message>
        <source>fold, call {call} or raise all-in to {max}</source>
        <translation>պաս տալ, հավասարեցնել {call} կամ բարձրացնել all-in մինչև {max}</translation>
    </message>
    <message>
        <source>check or fold</source>
        <translation>չեք անել կամ պաս տալ</translation>
    </message>
    <message>
        <source>check or bet {min} up to {max}</source>
        <translation>չեք անել կամ խաղադրույք կատարել {min}-ից մինչև {max}</translation>
    </message>
    <message>
        <source>check or bet all-in, {max}</source>
        <translation>չեք անել կամ խաղադրույք կատարել all-in՝ {max}</translation>
    </message>
    <message>
        <source>check or raise to {min} up to {max}</source>
        <translation>չեք անել կամ բարձրացնել մինչև {min}-ից {max}</translation>
    </message>
    <message>
        <source>check or raise all-in to {max}</source>
        <translation>չեք անել կամ բարձրացնել all-in մինչև {max}</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops after the blinds.</source>
        <translation>Ֆայլի բաժանումն ընդհատվում է բլինդերից հետո։</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops before its end ({street}).</source>
        <translation>Ֆայլի բաժանումն ընդհատվում է մինչև ավարտը ({street})։</translation>
    </message>
</context>
<context>
    <name>NLTableController</name>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Ֆայլը հնարավոր չէ կարդալ՝ {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>սա UTF-8 տեքստ չէ</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>Սեղանը չի կարող ցույց տալ այս բաժանումը՝ {reason}</translation>
    </message>
    <message>
        <source>Open a file of one no-limit hand here; casino hands open on the casino table.</source>
        <translation>Այստեղ բացեք առանց սահմանաչափի մեկ բաժանման ֆայլ․ կազինոյի բաժանումները բացվում են կազինոյի սեղանին։</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message numerus="yes">
        <source>Stopped after %n hand(s) of {hands}, seed {seed}</source>
        <translation>
            <numerusform>Կանգնեցվեց %n բաժանումից հետո՝ {hands}-ից, համար {seed}</numerusform>
            <numerusform>Կանգնեցվեց %n բաժանումից հետո՝ {hands}-ից, համար {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>{rule}: {value}</source>
        <translation>{rule}՝ {value}</translation>
    </message>
    <message>
        <source>{value} (best strategy)</source>
        <translation>{value} (լավագույն ռազմավարություն)</translation>
    </message>
    <message>
        <source>every other hand</source>
        <translation>մնացած բոլոր ձեռքերը</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>պարտվում է</translation>
    </message>
    <message>
        <source>{pays} to 1</source>
        <translation>{pays} առ 1</translation>
    </message>
    <message>
        <source>House edge: {edge} of the bet, over {hands} deals</source>
        <translation>Կազինոյի առավելություն՝ խաղադրույքի {edge} (դեպքերի քանակ՝ {hands})</translation>
    </message>
    <message>
        <source>Published: {value}</source>
        <translation>Հրապարակված՝ {value}</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Կազինոյի առավելություն</translation>
    </message>
    <message>
        <source>{played} of {hands} hands, seed {seed}</source>
        <translation>{played}՝ {hands} բաժանումից, համար {seed}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} – {high}</translation>
    </message>
    <message>
        <source>every five-card hand: the player&apos;s two cards and the flop</source>
        <translation>հինգ քարտից բոլոր ձեռքերը՝ խաղացողի երկու քարտը և ֆլոպը</translation>
    </message>
    <message>
        <source>every deal of the player&apos;s two cards and the dealer&apos;s two</source>
        <translation>խաղացողի երկու և դիլերի երկու քարտերի բոլոր բաժանումները</translation>
    </message>
    <message>
        <source>Call every hand</source>
        <translation>Հավասարեցնել ամեն բաժանումում</translation>
    </message>
    <message>
        <source>Call every hand, whatever the flop.</source>
        <translation>Հավասարեցնել ամեն բաժանումում՝ ինչպիսին էլ լինի ֆլոպը։</translation>
    </message>
    <message>
        <source>The seats&apos; strategy</source>
        <translation>Տեղերի ռազմավարությունը</translation>
    </message>
    <message>
        <source>Call with a pair the player&apos;s cards make (or two pair or better), four to a flush, four to a straight, an ace, king, queen or jack in hand, or two overcards; fold the rest. Our reading of the rules of thumb published at cardsflip.com and practicalwebtools.com.</source>
        <translation>Հավասարեցնել խաղացողի քարտերով կազմված զույգով (կամ երկու զույգով և ավելի բարձր), ֆլեշի չորս քարտով, սթրեյթի չորս քարտով, ձեռքում տուզով, թագավորով, թագուհով կամ վալետով, կամ երկու օվերքարտով. մնացածում՝ պաս տալ։ cardsflip.com և practicalwebtools.com կայքերում հրապարակված պարզ կանոնների մեր ընթերցումը։</translation>
    </message>
    <message>
        <source>Hands called</source>
        <translation>Հավասարեցված բաժանումներ</translation>
    </message>
    <message>
        <source>Dealer qualifies</source>
        <translation>Դիլերը որակավորվում է</translation>
    </message>
    <message>
        <source>The table&apos;s strategy</source>
        <translation>Սեղանի ռազմավարությունը</translation>
    </message>
    <message>
        <source>Play every hand but 2-3 to 2-7 offsuit (and 3-4 offsuit where the ante pays only on a flush); bet the flop and the turn with a pocket pair or a pair that uses a hole card, else check.</source>
        <translation>Խաղալ ամեն բաժանում, բացի 2-3-ից մինչև 2-7 տարբեր մաստի ձեռքերից (և 3-4 տարբեր մաստի, որտեղ անտեն վճարվում է միայն ֆլեշի դեպքում). ֆլոպում և թերնում խաղադրույք կատարել գրպանի զույգով կամ գաղտնի քարտով կազմված զույգով, հակառակ դեպքում՝ չեք անել։</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Խաղացված բաժանումներ</translation>
    </message>
</context>
<context>
    <name>OddsPage</name>
    <message>
        <source>Main game: simulation</source>
        <translation>Հիմնական խաղ՝ մոդելավորում</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Ռազմավարություն՝</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>&amp;Բաժանումներ՝</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Համար՝</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Սկսել</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>&amp;Կանգնեցնել</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Ցուցանիշ</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Գնահատական</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% միջակայք</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Հրապարակված</translation>
    </message>
    <message>
        <source>The estimate is the mean over the hands played; the true figure lies in the interval in 95 runs of 100. The published figure for the best strategy is a yardstick: a simpler strategy gives the house more.</source>
        <translation>Գնահատականը խաղացված բաժանումների միջինն է. իրական արժեքը միջակայքում է 100 գործարկումից 95-ում։ Լավագույն ռազմավարության հրապարակված արժեքը չափանիշ է. ավելի պարզ ռազմավարությունը կազինոյին ավելին է տալիս։</translation>
    </message>
    <message>
        <source>House rules: {rules}</source>
        <translation>Կազինոյի կանոններ՝ {rules}</translation>
    </message>
</context>
<context>
    <name>OddsWindow</name>
    <message>
        <source>Odds</source>
        <translation>Հավանականություններ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <source>Custom pay table: {table}</source>
        <translation>Սեփական վճարների աղյուսակ՝ {table}</translation>
    </message>
    <message>
        <source>Use this table</source>
        <translation>Օգտագործել այս աղյուսակը</translation>
    </message>
    <message>
        <source>A lower hand pays more</source>
        <translation>Ավելի ցածր ձեռքը ավելի շատ է վճարվում</translation>
    </message>
    <message>
        <source>This table pays a lower hand more than a higher one:</source>
        <translation>Այս աղյուսակը ավելի ցածր ձեռքի համար ավելի շատ է վճարում, քան ավելի բարձրի համար՝</translation>
    </message>
    <message>
        <source>Keep the table as it is, or change it?</source>
        <translation>Թողնե՞լ աղյուսակն այնպես, ինչպես կա, թե՞ փոխել այն։</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Թողնել</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>&amp;Փոխել</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>Drill</source>
        <translation>Վարժություն</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Պատասխաններ</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Ճշգրտություն</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>Վերջին 30</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Մեդիան ժամանակ</translation>
    </message>
    <message>
        <source>Target (level {level})</source>
        <translation>Նպատակ (մակարդակ {level})</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Անընդմեջ ճիշտ</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Յուրացված</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ամսաթիվ</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Կոդ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Արդյունք</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Հանձնված</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Փորձ</translation>
    </message>
    <message>
        <source>Practise next (weakest first):</source>
        <translation>Հաջորդը մարզվեք (սկզբում՝ ամենաթույլը)՝</translation>
    </message>
    <message>
        <source>Exams:</source>
        <translation>Քննություններ՝</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Մակարդակ</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ռաունդ</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Լավագույն արդյունք</translation>
    </message>
    <message>
        <source>Speed rounds: best results</source>
        <translation>Արագության ռաունդներ՝ լավագույն արդյունքներ</translation>
    </message>
    <message>
        <source>Export this trainee to CSV...</source>
        <translation>Արտահանել այս սովորողի տվյալները (CSV)...</translation>
    </message>
    <message>
        <source>Export every trainee to CSV...</source>
        <translation>Արտահանել բոլոր սովորողների տվյալները (CSV)...</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>Առաջընթաց՝ {name}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>այո</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>դեռ ոչ</translation>
    </message>
    <message>
        <source>Hands missed most lately:</source>
        <translation>Ձեռքեր, որոնցում վերջերս ամենաշատն եք սխալվել՝</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ոչ</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>ընդհատված</translation>
    </message>
    <message>
        <source>first</source>
        <translation>առաջին</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>կրկին (փորձ {n})</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} վ</translation>
    </message>
    <message>
        <source>{drill}: not practised yet</source>
        <translation>{drill}՝ դեռ չեք մարզվել</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} s a question (target {target} s)</source>
        <translation>{drill}՝ վերջերս {right}% ճիշտ, {seconds} վ մեկ հարցին (նպատակ՝ {target} վ)</translation>
    </message>
    <message>
        <source>accuracy, last 10 answers</source>
        <translation>ճշգրտություն, վերջին 10 պատասխան</translation>
    </message>
    <message>
        <source>median seconds, last 10 answers</source>
        <translation>մեդիան վայրկյաններով, վերջին 10 պատասխան</translation>
    </message>
    <message>
        <source>No answers in this drill yet.</source>
        <translation>Այս վարժությունում դեռ պատասխաններ չկան։</translation>
    </message>
    <message>
        <source>target time at level {level}</source>
        <translation>նպատակային ժամանակը, մակարդակ {level}</translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation>Արտահանում CSV-ով</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ֆայլեր (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Արտահանում</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>Ֆայլը հնարավոր չեղավ գրել՝ {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) written to {path}.</source>
        <translation>
            <numerusform>%n պատասխան գրանցվեց {path} ֆայլում։</numerusform>
            <numerusform>%n պատասխան գրանցվեց {path} ֆայլում։</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged answer(s) could not be read and (was|were) left out; the next start sets (it|them) aside and says so.</source>
        <translation>
            <numerusform>%n վնասված պատասխան հնարավոր չեղավ կարդալ, ուստի այն բաց է թողնվել․ հաջորդ գործարկման ժամանակ այն կառանձնացվի, և այդ մասին կտեղեկացվի։</numerusform>
            <numerusform>%n վնասված պատասխան հնարավոր չեղավ կարդալ, ուստի այն բաց է թողնվել․ հաջորդ գործարկման ժամանակ այն կառանձնացվի, և այդ մասին կտեղեկացվի։</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Close (Esc)</source>
        <translation>Փակել (Esc)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>Ընտրել բոլորը (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Մեկ քայլ վեր (&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Մեկ քայլ վար (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Փնտրել՝</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Հետ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Առաջ</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Վերին թղթապանակ</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Ստեղծել նոր թղթապանակ</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Ցանկի տեսք</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Մանրամասն տեսք</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Ֆայլի անուն (&amp;N)՝</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Ֆայլերի տեսակը՝</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Բացել (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Պահպանել (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>Ընտրել (&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Բացել</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Պահպանել որպես</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Բոլոր ֆայլերը (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Նոր թղթապանակ</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Վերանվանել (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Ջնջել (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Ցուցադրել թաքնված ֆայլերը (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Նոր թղթապանակ (&amp;N)</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Վերջին վայրեր</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Վերադառնալ հետ</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Անցնել առաջ</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Անցնել վերին թղթապանակ</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Ստեղծել նոր թղթապանակ</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Անցնել ցանկի տեսքի</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Անցնել մանրամասն տեսքի</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Կողագոտի</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Վայրերի և էջանիշների ցանկ</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Ֆայլեր</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Թղթապանակ՝</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Թղթապանակներ</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Գտնել թղթապանակ</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Ֆայլ</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Ֆայլերի թղթապանակ</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Թղթապանակ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Անհայտ</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Իմ համակարգիչը</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 արդեն գոյություն ունի։
Փոխարինե՞լ այն։</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Իսկապե՞ս ջնջել «%1»-ը։</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Թղթապանակը հնարավոր չեղավ ջնջել։</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Սկավառակ</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Անուն</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Չափ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Տեսակ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Փոփոխման ամսաթիվ</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Իմ համակարգիչը</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Համակարգիչ</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 ԿԲ</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 բայթ</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>Հետարկել (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Վերարկել (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Կտրել (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Պատճենել (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Տեղադրել (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ջնջել</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Ընտրել բոլորը</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Լավ</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Պահպանել</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Պահպանել բոլորը</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Բացել</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>Այո (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Այո բոլորի համար (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>Ոչ (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Ոչ բոլորի համար (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Ընդհատել</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Կրկնել</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Անտեսել</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Չեղարկել</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Մերժել</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Օգնություն</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Կիրառել</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Վերակայել</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Վերականգնել լռելյայնները</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>Հետարկել (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Վերարկել (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Կտրել (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Պատճենել (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Պատճենել հղման հասցեն (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Տեղադրել (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ջնջել</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Ընտրել բոլորը</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>royal flush</source>
        <translation>ռոյալ ֆլեշ</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>սթրեյթ ֆլեշ</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>կարե</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>ֆուլ հաուս</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>ֆլեշ</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>սթրեյթ</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>եռյակ</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>երկու զույգ</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>մեկ զույգ</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>ավագ քարտ</translation>
    </message>
    <message>
        <source>pair of twos</source>
        <translation>երկուսների զույգ</translation>
    </message>
    <message>
        <source>pair of threes</source>
        <translation>երեքների զույգ</translation>
    </message>
    <message>
        <source>pair of fours</source>
        <translation>չորսերի զույգ</translation>
    </message>
    <message>
        <source>pair of fives</source>
        <translation>հինգերի զույգ</translation>
    </message>
    <message>
        <source>pair of sixes</source>
        <translation>վեցերի զույգ</translation>
    </message>
    <message>
        <source>pair of sevens</source>
        <translation>յոթերի զույգ</translation>
    </message>
    <message>
        <source>pair of eights</source>
        <translation>ութերի զույգ</translation>
    </message>
    <message>
        <source>pair of nines</source>
        <translation>ինների զույգ</translation>
    </message>
    <message>
        <source>pair of tens</source>
        <translation>տասների զույգ</translation>
    </message>
    <message>
        <source>pair of jacks</source>
        <translation>վալետների զույգ</translation>
    </message>
    <message>
        <source>pair of queens</source>
        <translation>թագուհիների զույգ</translation>
    </message>
    <message>
        <source>pair of kings</source>
        <translation>թագավորների զույգ</translation>
    </message>
    <message>
        <source>pair of aces</source>
        <translation>տուզերի զույգ</translation>
    </message>
    <message>
        <source>two</source>
        <translation>երկու</translation>
    </message>
    <message>
        <source>three</source>
        <translation>երեք</translation>
    </message>
    <message>
        <source>four</source>
        <translation>չորս</translation>
    </message>
    <message>
        <source>five</source>
        <translation>հինգ</translation>
    </message>
    <message>
        <source>six</source>
        <translation>վեց</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>յոթ</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ութ</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ինը</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>տասը</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>վալետ</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>թագուհի</translation>
    </message>
    <message>
        <source>king</source>
        <translation>թագավոր</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>տուզ</translation>
    </message>
    <message>
        <source>{first}-{second}-{third}-{fourth}-{fifth}</source>
        <translation>{first}-{second}-{third}-{fourth}-{fifth}</translation>
    </message>
    <message>
        <source>the player folded</source>
        <translation>խաղացողը պաս է տվել</translation>
    </message>
    <message>
        <source>the dealer does not qualify</source>
        <translation>դիլերը չի որակավորվում</translation>
    </message>
    <message>
        <source>the player wins</source>
        <translation>խաղացողը հաղթում է</translation>
    </message>
    <message>
        <source>Ante pay table</source>
        <translation>Անտեի վճարների աղյուսակ</translation>
    </message>
    <message>
        <source>AA Bonus pay table</source>
        <translation>AA բոնուսի վճարների աղյուսակ</translation>
    </message>
    <message>
        <source>Bonus pay table</source>
        <translation>Բոնուսի վճարների աղյուսակ</translation>
    </message>
    <message>
        <source>AA Bonus on a fold</source>
        <translation>AA բոնուսը պասի դեպքում</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>հաշվարկվում է</translation>
    </message>
    <message>
        <source>forfeited</source>
        <translation>կորչում է</translation>
    </message>
    <message>
        <source>Ante pays on</source>
        <translation>Անտեն վճարվում է</translation>
    </message>
    <message>
        <source>a straight or better</source>
        <translation>սթրեյթից և ավելի բարձրից</translation>
    </message>
    <message>
        <source>a flush or better</source>
        <translation>ֆլեշից և ավելի բարձրից</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Ոչ-ոքիի դեպքում</translation>
    </message>
    <message>
        <source>all bets are returned</source>
        <translation>բոլոր խաղադրույքները վերադարձվում են</translation>
    </message>
    <message>
        <source>push</source>
        <translation>խաղադրույքների վերադարձ</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>դիլերը հաղթում է</translation>
    </message>
    <message>
        <source>the dealer wins</source>
        <translation>դիլերը հաղթում է</translation>
    </message>
    <message>
        <source>Total: {total}</source>
        <translation>Ընդամենը՝ {total}</translation>
    </message>
    <message>
        <source>Every seat antes {ante}</source>
        <translation>Յուրաքանչյուր տեղ դնում է անտե՝ {ante}</translation>
    </message>
    <message>
        <source>Seat {seat} has only {amount} for the ante and is all-in</source>
        <translation>Տեղ {seat}՝ անտեի համար ունի միայն {amount} և all-in է</translation>
    </message>
    <message>
        <source>Heads-up: the button posts the small blind, acts first before the flop and last on every later street</source>
        <translation>Heads-up՝ կոճակը դնում է փոքր բլինդը, ֆլոպից առաջ գործում է առաջինը, իսկ հետագա բոլոր փուլերում՝ վերջինը</translation>
    </message>
    <message>
        <source>Seat {seat} posts the small blind, {amount}</source>
        <translation>Տեղ {seat}՝ փոքր բլինդ, {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the big blind, {amount}</source>
        <translation>Տեղ {seat}՝ մեծ բլինդ, {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the small blind</source>
        <translation>Տեղ {seat}՝ all-in {amount}, փոքր բլինդից պակաս</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the others still call the full {big_blind} and the minimum raise is to {min_to}</source>
        <translation>Տեղ {seat}՝ all-in {amount}, մեծ բլինդից պակաս — մյուսները դեռ հավասարեցնում են ամբողջ {big_blind}-ը, իսկ նվազագույն բարձրացումը՝ մինչև {min_to}</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the only player who can still bet just has to match {amount}</source>
        <translation>Տեղ {seat}՝ all-in {amount}, մեծ բլինդից պակաս — միակ խաղացողը, որը դեռ կարող է խաղադրույք կատարել, պետք է հավասարեցնի միայն {amount}-ը</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in to {to}, less than a full raise to {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>Տեղ {seat}՝ all-in մինչև {to}, ամբողջական բարձրացումից ({min_to}) պակաս — արդեն գործած տեղերի համար գործողությունը նորից չի բացվում</translation>
    </message>
    <message>
        <source>Seat {seat} bets {to} all-in, less than the minimum bet of {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>Տեղ {seat}՝ all-in խաղադրույք {to}, նվազագույն խաղադրույքից ({min_to}) պակաս — արդեն գործած տեղերի համար գործողությունը նորից չի բացվում</translation>
    </message>
    <message>
        <source>The short all-ins since seat {seat} acted add up to a full raise: seat {seat} may raise again</source>
        <translation>Տեղ {seat}-ի քայլից հետո կարճ all-in-ները միասին կազմում են ամբողջական բարձրացում — տեղ {seat}-ը կրկին կարող է բարձրացնել</translation>
    </message>
    <message>
        <source>Seat {seat} folds although it could check: the fold is legal and binding</source>
        <translation>Տեղ {seat}-ը պաս է տալիս, թեև կարող էր չեք անել — պասը օրինական է և վերջնական</translation>
    </message>
    <message>
        <source>Uncalled {amount} returned to seat {seat}</source>
        <translation>Չհավասարեցված {amount}-ը վերադարձվում է տեղ {seat}-ին</translation>
    </message>
    <message>
        <source>Every remaining player is all-in: the rest of the board is dealt with no more betting</source>
        <translation>Մնացած բոլոր խաղացողները all-in են — ընդհանուր քարտերի մնացածը բացվում է առանց նոր խաղադրույքների</translation>
    </message>
    <message>
        <source>All remaining players but one are all-in: the rest of the board is dealt with no more betting</source>
        <translation>Բացի մեկից, մնացած բոլոր խաղացողները all-in են — ընդհանուր քարտերի մնացածը բացվում է առանց նոր խաղադրույքների</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seat {last}</source>
        <translation>{pot}՝ {amount}, տեղ {last}</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seats {seats} and {last}</source>
        <translation>{pot}՝ {amount}, տեղեր {seats} և {last}</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: {hand}</source>
        <translation>Տեղ {seat}-ը բացում է {cards}՝ {hand}</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat} ({hand})</source>
        <translation>{pot}՝ {amount} տեղ {seat}-ին ({hand})</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, every other player folded</source>
        <translation>{pot}՝ {amount} տեղ {seat}-ին, մյուս բոլորը պաս են տվել</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, the only player in it</source>
        <translation>{pot}՝ {amount} տեղ {seat}-ին՝ այս պոտի միակ մասնակցին</translation>
    </message>
    <message>
        <source>{pot}: {amount} split by seats {seats} and {last} ({hand}), {share} each</source>
        <translation>{pot}՝ {amount} բաժանվում է տեղեր {seats} և {last} միջև ({hand}), յուրաքանչյուրին՝ {share}</translation>
    </message>
    <message>
        <source>{pot}: the odd chip goes to seat {last}, the first winner left of the button</source>
        <translation>{pot}՝ կենտ ժետոնը տեղ {last}-ին է՝ կոճակից ձախ առաջին հաղթողին</translation>
    </message>
    <message numerus="yes">
        <source>{pot}: %n odd chip(s), one each to seats {seats} and {last}, clockwise from the button</source>
        <translation>
            <numerusform>{pot}՝ %n կենտ ժետոն, մեկական՝ տեղեր {seats} և {last}, կոճակից ժամասլաքի ուղղությամբ</numerusform>
            <numerusform>{pot}՝ %n կենտ ժետոն, մեկական՝ տեղեր {seats} և {last}, կոճակից ժամասլաքի ուղղությամբ</numerusform>
        </translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Հիմնական պոտ</translation>
    </message>
    <message>
        <source>Side pot</source>
        <translation>Կողմնակի պոտ</translation>
    </message>
    <message>
        <source>Side pot 1</source>
        <translation>Կողմնակի պոտ 1</translation>
    </message>
    <message>
        <source>Side pot 2</source>
        <translation>Կողմնակի պոտ 2</translation>
    </message>
    <message>
        <source>Side pot 3</source>
        <translation>Կողմնակի պոտ 3</translation>
    </message>
    <message>
        <source>Side pot 4</source>
        <translation>Կողմնակի պոտ 4</translation>
    </message>
    <message>
        <source>Side pot 5</source>
        <translation>Կողմնակի պոտ 5</translation>
    </message>
    <message>
        <source>Side pot 6</source>
        <translation>Կողմնակի պոտ 6</translation>
    </message>
    <message>
        <source>Side pot 7</source>
        <translation>Կողմնակի պոտ 7</translation>
    </message>
    <message>
        <source>Side pot 8</source>
        <translation>Կողմնակի պոտ 8</translation>
    </message>
    <message>
        <source>straight or lower</source>
        <translation>սթրեյթ կամ ավելի ցածր</translation>
    </message>
    <message>
        <source>A-A against the dealer&apos;s A-A</source>
        <translation>A-A դիլերի A-A-ի դեմ</translation>
    </message>
    <message>
        <source>A-A</source>
        <translation>A-A</translation>
    </message>
    <message>
        <source>A-K suited</source>
        <translation>A-K նույն մաստի</translation>
    </message>
    <message>
        <source>A-Q or A-J suited</source>
        <translation>A-Q կամ A-J նույն մաստի</translation>
    </message>
    <message>
        <source>A-K offsuit</source>
        <translation>A-K տարբեր մաստի</translation>
    </message>
    <message>
        <source>K-K, Q-Q or J-J</source>
        <translation>K-K, Q-Q կամ J-J</translation>
    </message>
    <message>
        <source>A-Q or A-J offsuit</source>
        <translation>A-Q կամ A-J տարբեր մաստի</translation>
    </message>
    <message>
        <source>2-2 to T-T</source>
        <translation>2-2-ից մինչև T-T</translation>
    </message>
    <message>
        <source>Variant: {lines}</source>
        <translation>Տարբերակ՝ {lines}</translation>
    </message>
    <message>
        <source>{line} {n} to 1</source>
        <translation>{line} {n} առ 1</translation>
    </message>
    <message>
        <source>{line} {n}</source>
        <translation>{line} {n}</translation>
    </message>
    <message>
        <source>&quot;25 for a flush and above&quot;</source>
        <translation>«25՝ ֆլեշի և բարձրի համար»</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Լռելյայն</translation>
    </message>
    <message>
        <source>Ante {stake} pays {mult} to 1 on the player&apos;s {hand}: {net}</source>
        <translation>Անտե {stake}-ը վճարվում է {mult} առ 1 խաղացողի ձեռքի համար ({hand})՝ {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: both best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>Անտե {stake}-ը վերադարձվում է — երկու կողմի լավագույն հինգ քարտերը հավասար են ըստ ավագության ({hand}, {ranks})։</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded.</source>
        <translation>Անտե {stake}-ը տանուլ է տալիս — խաղացողը պաս է տվել։</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand} (the {dealer_rank} beats the {rank}).</source>
        <translation>Անտե {stake}-ը տանուլ է տալիս — դիլերի ձեռքը ({dealer_hand}) հաղթում է խաղացողի ձեռքին ({hand}), որոշիչ քարտը՝ {dealer_rank}, որն ավելի բարձր է, քան {rank}։</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>Անտե {stake}-ը տանուլ է տալիս — դիլերի ձեռքը ({dealer_hand}) հաղթում է խաղացողի ձեռքին ({hand})։</translation>
    </message>
    <message>
        <source>Call {stake} pushes: the dealer does not qualify.</source>
        <translation>Քոլ {stake}-ը վերադարձվում է — դիլերը չի որակավորվում։</translation>
    </message>
    <message>
        <source>Call {stake} pays 1 to 1: {net}</source>
        <translation>Քոլ {stake}-ը վճարվում է 1 առ 1՝ {net}</translation>
    </message>
    <message>
        <source>Call {stake} pushes on the tie.</source>
        <translation>Քոլ {stake}-ը վերադարձվում է — ոչ-ոքի։</translation>
    </message>
    <message>
        <source>Call {stake} loses.</source>
        <translation>Քոլ {stake}-ը տանուլ է տալիս։</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: this house forfeits the bonus when the player folds.</source>
        <translation>AA բոնուս {stake}-ը տանուլ է տալիս — այս կազինոյում խաղացողի պասի դեպքում բոնուսը կորչում է։</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: {hand} with the flop is below a pair of aces.</source>
        <translation>AA բոնուս {stake}-ը տանուլ է տալիս — ֆլոպի հետ կազմված ձեռքը ({hand}) տուզերի զույգից ցածր է։</translation>
    </message>
    <message>
        <source>AA Bonus {stake} pays {mult} to 1 for {line} with the flop: {net}</source>
        <translation>AA բոնուս {stake}-ը վճարվում է {mult} առ 1 ֆլոպի հետ կազմված ձեռքի համար ({line})՝ {net}</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, qualifies (a pair of fours or better is needed).</source>
        <translation>Դիլերի ձեռքը՝ {dealer_hand}, որակավորվում է (անհրաժեշտ է չորսերի զույգ կամ ավելի բարձր)։</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, does not qualify: it is below a pair of fours.</source>
        <translation>Դիլերի ձեռքը՝ {dealer_hand}, չի որակավորվում — այն չորսերի զույգից ցածր է։</translation>
    </message>
    <message>
        <source>Bonus {stake} loses: the starting cards are not a pair, A-K, A-Q or A-J.</source>
        <translation>Բոնուս {stake}-ը տանուլ է տալիս — մեկնարկային քարտերը ո՛չ զույգ են, ո՛չ էլ A-K, A-Q կամ A-J։</translation>
    </message>
    <message>
        <source>Bonus {stake} pays {mult} to 1 for {line}: {net}</source>
        <translation>Բոնուս {stake}-ը վճարվում է {mult} առ 1 մեկնարկային քարտերի համար ({line})՝ {net}</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded before the flop.</source>
        <translation>Անտե {stake}-ը տանուլ է տալիս — խաղացողը պաս է տվել ֆլոպից առաջ։</translation>
    </message>
    <message>
        <source>Ante {stake} pays 1 to 1 on the player&apos;s {hand}: {net}</source>
        <translation>Անտե {stake}-ը վճարվում է 1 առ 1 խաղացողի ձեռքի համար ({hand})՝ {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below the flush this table needs.</source>
        <translation>Անտե {stake}-ը վերադարձվում է — խաղացողը հաղթում է, բայց նրա ձեռքը ({hand}) ցածր է ֆլեշից, որն անհրաժեշտ է այս սեղանում։</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below a straight.</source>
        <translation>Անտե {stake}-ը վերադարձվում է — խաղացողը հաղթում է, բայց նրա ձեռքը ({hand}) սթրեյթից ցածր է։</translation>
    </message>
    <message>
        <source>Ante {stake} pushes on the tie.</source>
        <translation>Անտե {stake}-ը վերադարձվում է — ոչ-ոքի։</translation>
    </message>
    <message>
        <source>Ante {stake} loses.</source>
        <translation>Անտե {stake}-ը տանուլ է տալիս։</translation>
    </message>
    <message>
        <source>Play bet {stake} pays 1 to 1: {net}</source>
        <translation>Փլեյ {stake}-ը վճարվում է 1 առ 1՝ {net}</translation>
    </message>
    <message>
        <source>Play bet {stake} pushes on the tie.</source>
        <translation>Փլեյ {stake}-ը վերադարձվում է — ոչ-ոքի։</translation>
    </message>
    <message>
        <source>Play bet {stake} loses.</source>
        <translation>Փլեյ {stake}-ը տանուլ է տալիս։</translation>
    </message>
    <message>
        <source>Flop bet {stake} pays 1 to 1: {net}</source>
        <translation>Ֆլոպի խաղադրույք {stake}-ը վճարվում է 1 առ 1՝ {net}</translation>
    </message>
    <message>
        <source>Flop bet {stake} pushes on the tie.</source>
        <translation>Ֆլոպի խաղադրույք {stake}-ը վերադարձվում է — ոչ-ոքի։</translation>
    </message>
    <message>
        <source>Flop bet {stake} loses.</source>
        <translation>Ֆլոպի խաղադրույք {stake}-ը տանուլ է տալիս։</translation>
    </message>
    <message>
        <source>Turn bet {stake} pays 1 to 1: {net}</source>
        <translation>Թերնի խաղադրույք {stake}-ը վճարվում է 1 առ 1՝ {net}</translation>
    </message>
    <message>
        <source>Turn bet {stake} pushes on the tie.</source>
        <translation>Թերնի խաղադրույք {stake}-ը վերադարձվում է — ոչ-ոքի։</translation>
    </message>
    <message>
        <source>Turn bet {stake} loses.</source>
        <translation>Թերնի խաղադրույք {stake}-ը տանուլ է տալիս։</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); this table pushes ties.</source>
        <translation>Ոչ-ոքի — խաղացողի և դիլերի լավագույն հինգ քարտերը հավասար են ըստ ավագության ({hand}, {ranks})։ Այս սեղանում ոչ-ոքիի դեպքում խաղադրույքները վերադարձվում են։</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); at this table the dealer wins ties.</source>
        <translation>Ոչ-ոքի — խաղացողի և դիլերի լավագույն հինգ քարտերը հավասար են ըստ ավագության ({hand}, {ranks})։ Այս սեղանում ոչ-ոքիի դեպքում հաղթում է դիլերը։</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}.</source>
        <translation>Խաղացողի ձեռքը ({hand}) հաղթում է դիլերի ձեռքին ({dealer_hand})։</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>Դիլերի ձեռքը ({dealer_hand}) հաղթում է խաղացողի ձեռքին ({hand})։</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}: {ranks} against {dealer_ranks}, the {rank} beats the {dealer_rank}.</source>
        <translation>Խաղացողի ձեռքը ({hand}) հաղթում է դիլերի ձեռքին ({dealer_hand})՝ {ranks} ընդդեմ {dealer_ranks}։ Որոշիչ քարտը՝ {rank}, որն ավելի բարձր է, քան {dealer_rank}։</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}: {dealer_ranks} against {ranks}, the {dealer_rank} beats the {rank}.</source>
        <translation>Դիլերի ձեռքը ({dealer_hand}) հաղթում է խաղացողի ձեռքին ({hand})՝ {dealer_ranks} ընդդեմ {ranks}։ Որոշիչ քարտը՝ {dealer_rank}, որն ավելի բարձր է, քան {rank}։</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>Ոչ-ոքի — խաղացողի և դիլերի լավագույն հինգ քարտերը հավասար են ըստ ավագության ({hand}, {ranks})։</translation>
    </message>
</context>
<context>
    <name>RulesPages</name>
    <message>
        <source>{n} to 1</source>
        <translation>{n} առ 1</translation>
    </message>
    <message>
        <source>Start the self-test</source>
        <translation>Սկսել ինքնաստուգումը</translation>
    </message>
    <message>
        <source>Practise this game in the trainer</source>
        <translation>Վարժվել այս խաղում մարզիչում</translation>
    </message>
    <message>
        <source>A seat folds only when none of these holds.</source>
        <translation>Տեղը պաս է տալիս միայն այն դեպքում, երբ դրանցից ոչ մեկը ճիշտ չէ։</translation>
    </message>
    <message>
        <source>Target time at levels 1, 2 and 3: {seconds} s</source>
        <translation>Նպատակային ժամանակը 1-ին, 2-րդ և 3-րդ մակարդակներում՝ {seconds} վ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Խաղացող</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Դիլեր</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Ընդհանուր քարտեր</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Տեղ {n}</translation>
    </message>
    <message>
        <source>Open this hand on the table</source>
        <translation>Բացել այս բաժանումը սեղանին</translation>
    </message>
    <message>
        <source>{value} (active)</source>
        <translation>{value} (ակտիվ)</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Վճար</translation>
    </message>
    <message>
        <source>Bet {stake}</source>
        <translation>Խաղադրույք {stake}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ձեռք</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Օրինակ</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>*This page is not written in this language yet: here it is in English.*</source>
        <translation>*Այս էջը դեռ գրված չէ այս լեզվով․ այստեղ այն անգլերեն է։*</translation>
    </message>
    <message>
        <source>This page cannot be shown: {reason}</source>
        <translation>Այս էջը հնարավոր չէ ցույց տալ՝ {reason}</translation>
    </message>
    <message>
        <source>Not on this page</source>
        <translation>Այս էջում չկա</translation>
    </message>
    <message>
        <source>Print the page to PDF</source>
        <translation>Տպել էջը PDF ֆայլում</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ֆայլեր (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}.</source>
        <translation>PDF ֆայլը հնարավոր չեղավ գրել այստեղ՝ {path}։</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Պահպանված է՝ {name}</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Ինքնաստուգում</translation>
    </message>
    <message>
        <source>Self-test: question {n}</source>
        <translation>Ինքնաստուգում՝ հարց {n}</translation>
    </message>
    <message>
        <source>✔ Right: {amount}</source>
        <translation>✔ Ճիշտ է՝ {amount}</translation>
    </message>
    <message>
        <source>✘ Not right: the answer is {amount}</source>
        <translation>✘ Ճիշտ չէ․ ճիշտ պատասխանը՝ {amount}</translation>
    </message>
    <message>
        <source>Right so far: {right} of {answered}</source>
        <translation>Ճիշտ պատասխաններ մինչ այժմ՝ {right} / {answered}</translation>
    </message>
    <message>
        <source>Find on this page</source>
        <translation>Որոնել այս էջում</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Նախորդը</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Հաջորդը</translation>
    </message>
    <message>
        <source>Print to PDF...</source>
        <translation>Տպել PDF ֆայլում...</translation>
    </message>
    <message>
        <source>The amount, in chips</source>
        <translation>Գումարը՝ ժետոններով</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Ստուգել</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Հաջորդ հարցը</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Ana</source>
        <translation>Անի</translation>
    </message>
    <message>
        <source>Bohdan</source>
        <translation>Արամ</translation>
    </message>
    <message>
        <source>Chai</source>
        <translation>Նարե</translation>
    </message>
    <message>
        <source>Dana</source>
        <translation>Տիգրան</translation>
    </message>
    <message>
        <source>Erik</source>
        <translation>Լուսինե</translation>
    </message>
    <message>
        <source>Farah</source>
        <translation>Դավիթ</translation>
    </message>
    <message>
        <source>Gio</source>
        <translation>Մարիամ</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>Գոռ</translation>
    </message>
    <message>
        <source>Iris</source>
        <translation>Սոնա</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>The dealer qualifies and loses.</source>
        <translation>Դիլերը որակավորվում է և պարտվում։</translation>
    </message>
    <message>
        <source>The dealer does not qualify.</source>
        <translation>Դիլերը չի որակավորվում։</translation>
    </message>
    <message>
        <source>The dealer qualifies; the two hands tie.</source>
        <translation>Դիլերը որակավորվում է, և երկու ձեռքերը հավասար են՝ ոչ-ոքի։</translation>
    </message>
    <message>
        <source>The dealer qualifies and wins.</source>
        <translation>Դիլերը որակավորվում է և հաղթում։</translation>
    </message>
    <message>
        <source>The player&apos;s hand wins.</source>
        <translation>Հաղթում է խաղացողի ձեռքը։</translation>
    </message>
    <message>
        <source>The two hands tie.</source>
        <translation>Երկու ձեռքերը հավասար են՝ ոչ-ոքի։</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand wins.</source>
        <translation>Հաղթում է դիլերի ձեռքը։</translation>
    </message>
    <message>
        <source>Pay tables: ante {ante}, AA Bonus {bonus}.</source>
        <translation>Վճարների աղյուսակները․ անտեինը՝ {ante}, AA բոնուսինը՝ {bonus}։</translation>
    </message>
    <message>
        <source>Ante {ante}; the player folds after the flop.</source>
        <translation>Անտեն՝ {ante}։ Ֆլոպից հետո խաղացողը պաս է տալիս։</translation>
    </message>
    <message>
        <source>Ante {ante}, call {call}.</source>
        <translation>Անտեն՝ {ante}, քոլը՝ {call}։</translation>
    </message>
    <message>
        <source>This house settles the AA Bonus of a player who folds, as if the player had called.</source>
        <translation>Այս կազինոյում պաս տված խաղացողի AA բոնուսը հաշվարկվում է այնպես, կարծես խաղացողը քոլ է արել։</translation>
    </message>
    <message>
        <source>This house takes the AA Bonus of a player who folds, with the ante.</source>
        <translation>Այս կազինոյում պաս տված խաղացողի AA բոնուսը կորչում է անտեի հետ միասին։</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a straight or better.</source>
        <translation>Այս կազինոյում անտեն վճարվում է, երբ խաղացողը հաղթում է սթրեյթով կամ ավելի բարձր ձեռքով։</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a flush or better.</source>
        <translation>Այս կազինոյում անտեն վճարվում է, երբ խաղացողը հաղթում է ֆլեշով կամ ավելի բարձր ձեռքով։</translation>
    </message>
    <message>
        <source>On a tie every bet pushes.</source>
        <translation>Ոչ-ոքիի դեպքում բոլոր խաղադրույքները վերադարձվում են։</translation>
    </message>
    <message>
        <source>On a tie the dealer wins.</source>
        <translation>Ոչ-ոքիի դեպքում հաղթում է դիլերը։</translation>
    </message>
    <message>
        <source>Bonus pay table: {bonus}.</source>
        <translation>Բոնուսային խաղադրույքի վճարների աղյուսակը՝ {bonus}։</translation>
    </message>
    <message>
        <source>You pay {paid} on the winning bets and collect {lost} from the losing ones: {total} for the player in all.</source>
        <translation>Շահող խաղադրույքների համար վճարում եք {paid}, իսկ տանուլ տվածներից հավաքում եք {lost}․ ընդհանուր առմամբ խաղացողի համար՝ {total}։</translation>
    </message>
    <message>
        <source>Nothing is paid: you collect {lost} from the losing bets.</source>
        <translation>Ոչինչ չի վճարվում. պարտված խաղադրույքներից հավաքում եք {lost}։</translation>
    </message>
    <message>
        <source>How much do you pay the player? Count the winnings only, not the stakes the player keeps; 0 if nothing is paid.</source>
        <translation>Որքա՞ն եք վճարում խաղացողին։ Հաշվեք միայն շահումը, ոչ թե խաղացողի մոտ մնացող խաղադրույքները․ 0, եթե ոչինչ չի վճարվում։</translation>
    </message>
    <message>
        <source>At the river, the player&apos;s hand: {player}; the dealer&apos;s hand: {dealer}.</source>
        <translation>Ռիվերում խաղացողի ձեռքը՝ {player}, դիլերի ձեռքը՝ {dealer}։</translation>
    </message>
    <message>
        <source>AA Bonus {bonus}. The player&apos;s two cards with the flop: {hand}.</source>
        <translation>AA բոնուսը՝ {bonus}։ Խաղացողի երկու քարտերը ֆլոպի հետ միասին՝ {hand}։</translation>
    </message>
    <message>
        <source>On the flop the player bets {amount}.</source>
        <translation>Ֆլոպում խաղացողը խաղադրույք է կատարում՝ {amount}։</translation>
    </message>
    <message>
        <source>On the flop the player checks.</source>
        <translation>Ֆլոպում խաղացողը չեք է անում։</translation>
    </message>
    <message>
        <source>On the turn the player bets {amount}.</source>
        <translation>Թերնում խաղացողը խաղադրույք է կատարում՝ {amount}։</translation>
    </message>
    <message>
        <source>On the turn the player checks.</source>
        <translation>Թերնում խաղացողը չեք է անում։</translation>
    </message>
    <message>
        <source>Ante {ante}, bonus bet {bonus}.</source>
        <translation>Անտեն՝ {ante}, բոնուսային խաղադրույքը՝ {bonus}։</translation>
    </message>
    <message>
        <source>Ante {ante}, no bonus bet.</source>
        <translation>Անտեն՝ {ante}, բոնուսային խաղադրույք չկա։</translation>
    </message>
    <message>
        <source>The player&apos;s two cards: {cards}.</source>
        <translation>Խաղացողի երկու քարտերը՝ {cards}։</translation>
    </message>
    <message>
        <source>The player folds before the flop.</source>
        <translation>Ֆլոպից առաջ խաղացողը պաս է տալիս։</translation>
    </message>
    <message>
        <source>Before the flop the player plays for {amount}.</source>
        <translation>Ֆլոպից առաջ խաղացողը խաղում է և դնում փլեյ՝ {amount}։</translation>
    </message>
    <message>
        <source>The dealer&apos;s two cards: {cards}.</source>
        <translation>Դիլերի երկու քարտերը՝ {cards}։</translation>
    </message>
    <message>
        <source>Seat {seat} to act: how many chips must it add to call? (0 if it can check)</source>
        <translation>Հերթը տեղ {seat}-ինն է։ Քանի՞ ժետոն պետք է ավելացնի այն հավասարեցնելու համար։ (0, եթե կարող է չեք անել)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the smallest bet or raise it may make, as a raise-to amount? (0 if it may not raise)</source>
        <translation>Հերթը տեղ {seat}-ինն է։ Ո՞րն է նրա նվազագույն թույլատրելի խաղադրույքը կամ բարձրացումը՝ որպես այն ընդհանուր գումարը, մինչև որը բարձրացնում է։ (0, եթե բարձրացնել չի կարող)</translation>
    </message>
</context>
<context>
    <name>SettingsWindow</name>
    <message>
        <source>Settings</source>
        <translation>Կարգավորումներ</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Ընդհանուր</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a hand</source>
        <translation>Բաժանման կարգավորում</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Տեղեր</translation>
    </message>
    <message>
        <source>Table limits</source>
        <translation>Սեղանի սահմանաչափեր</translation>
    </message>
    <message>
        <source>none</source>
        <translation>չկա</translation>
    </message>
    <message>
        <source>Minimum ante</source>
        <translation>Նվազագույն անտե</translation>
    </message>
    <message>
        <source>Maximum ante</source>
        <translation>Առավելագույն անտե</translation>
    </message>
    <message>
        <source>Maximum {bet}</source>
        <translation>Առավելագույնը՝ {bet}</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Խաղադրույքներ</translation>
    </message>
    <message>
        <source>Cards (empty places are dealt at random)</source>
        <translation>Քարտեր (դատարկ վանդակները լրացվում են պատահականորեն)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Կապուկ</translation>
    </message>
    <message>
        <source>Clear the place</source>
        <translation>Մաքրել վանդակը</translation>
    </message>
    <message>
        <source>Clear all cards</source>
        <translation>Մաքրել բոլոր քարտերը</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Անտե</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Բոնուս</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Տեղ {seat}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Դիլեր</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Ընդհանուր քարտեր</translation>
    </message>
    <message>
        <source>The minimum ante of {least} is above the maximum ante of {most}. Lower the minimum, or raise the maximum (or set it to none).</source>
        <translation>Նվազագույն անտեն ({least}) բարձր է առավելագույն անտեից ({most})։ Իջեցրեք նվազագույնը կամ բարձրացրեք առավելագույնը (կամ դրեք «չկա»)։</translation>
    </message>
</context>
<context>
    <name>SpeedWords</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n վայրկյան</numerusform>
            <numerusform>%n վայրկյան</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n հարց</numerusform>
            <numerusform>%n հարց</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right answer(s), {wrong} wrong</source>
        <translation>
            <numerusform>%n ճիշտ պատասխան, {wrong} սխալ</numerusform>
            <numerusform>%n ճիշտ պատասխան, {wrong} սխալ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seconds} s for %n question(s), {wrong} wrong</source>
        <translation>
            <numerusform>{seconds} վ՝ %n հարցի համար, {wrong} սխալ</numerusform>
            <numerusform>{seconds} վ՝ %n հարցի համար, {wrong} սխալ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>a pair the player&apos;s cards make, or two pair or better (a pair on the flop alone does not count)</source>
        <translation>զույգ, որը կազմում են խաղացողի քարտերը, կամ երկու զույգ և ավելի բարձր (միայն ֆլոպի զույգը չի հաշվվում)</translation>
    </message>
    <message>
        <source>four cards of one suit (a flush draw)</source>
        <translation>նույն գույնի չորս քարտ (ֆլեշի դրո)</translation>
    </message>
    <message>
        <source>four cards of a straight, open-ended or inside (a straight draw)</source>
        <translation>սթրեյթի չորս քարտ՝ բաց կամ ներքին (սթրեյթի դրո)</translation>
    </message>
    <message>
        <source>an ace, a king, a queen or a jack among the player&apos;s two cards</source>
        <translation>տուզ, թագավոր, թագուհի կամ վալետ խաղացողի երկու քարտերի մեջ</translation>
    </message>
    <message>
        <source>both of the player&apos;s cards higher than every card of the flop (two overcards)</source>
        <translation>խաղացողի երկու քարտն էլ ֆլոպի բոլոր քարտերից բարձր են (երկու օվերքարտ)</translation>
    </message>
    <message>
        <source>Simulated over {hands} hands (seed {seed}, ante table {table}): the house keeps {edge}% of the ante (95% interval {edge_low}% to {edge_high}%) and the seats call {called}% of hands ({called_low}% to {called_high}%). Published for the best strategy, which weighs every card: {best_edge}% and {best_called}%.</source>
        <translation>Մոդելավորված է {hands} բաժանման վրա (seed {seed}, անտեի աղյուսակ {table}). կազինոն պահում է անտեի {edge}%-ը (95% միջակայք՝ {edge_low}%-ից {edge_high}%), իսկ տեղերը հավասարեցնում են բաժանումների {called}%-ում ({called_low}%-ից {called_high}%)։ Լավագույն ռազմավարության համար, որը կշռում է յուրաքանչյուր քարտ, հրապարակված է՝ {best_edge}% և {best_called}%։</translation>
    </message>
    <message>
        <source>Source: our reading of the rules of thumb published at {first} (&quot;Casino Hold&apos;em Rules&quot;, Strategy: call with ace or king high, a flush or straight draw, two overcards and &quot;Queen Jack H...&quot;, where the page breaks off: read as a queen or a jack in hand, not only the two together) and {second} (fold only with no pair, no flush draw, no straight draw and poor high cards; its &quot;any draw with 8+ outs&quot; read to take in an inside straight draw, 4 outs, too).</source>
        <translation>Աղբյուր՝ {first} կայքում հրապարակված պարզ կանոնների մեր ընթերցումը («Casino Hold&apos;em Rules», Strategy բաժին՝ հավասարեցնել տուզով կամ թագավորով, ֆլեշի կամ սթրեյթի դրոյով, երկու օվերքարտով և «Queen Jack H...»-ով, որտեղ էջը կտրվում է. կարդացել ենք որպես թագուհի կամ վալետ ձեռքում, ոչ միայն երկուսը միասին) և {second} կայքինը (պաս տալ միայն երբ չկա զույգ, ֆլեշի դրո, սթրեյթի դրո, և բարձր քարտերը թույլ են. նրա «any draw with 8+ outs»-ը կարդացել ենք այնպես, որ ներառի նաև ներքին սթրեյթի դրոն՝ 4 աութ)։</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Seat {seat}: the ante of {amount} is below the table&apos;s minimum ante of {limit}.</source>
        <translation>Տեղ {seat}՝ {amount} անտեն ցածր է սեղանի նվազագույն անտեից ({limit})։</translation>
    </message>
    <message>
        <source>Seat {seat}: the ante of {amount} is above the table&apos;s maximum ante of {limit}.</source>
        <translation>Տեղ {seat}՝ {amount} անտեն բարձր է սեղանի առավելագույն անտեից ({limit})։</translation>
    </message>
    <message>
        <source>Seat {seat}: the {bet} of {amount} is above the table&apos;s maximum {bet} of {limit}.</source>
        <translation>Տեղ {seat}՝ {bet} {amount}-ը բարձր է սեղանի առավելագույնից ({bet}՝ {limit})։</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>Ֆայլը հնարավոր չէ կարդալ՝ {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>սա UTF-8 տեքստ չէ</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>Սեղանը չի կարող ցույց տալ այս բաժանումը՝ {reason}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Folded</source>
        <translation>Պաս</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Տեղ {seat}</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Seat {seat} decides: {choices}?</source>
        <translation>Տեղ {seat}-ը որոշում է՝ {choices}</translation>
    </message>
    <message>
        <source>Bets are placed. Press Space to deal.</source>
        <translation>Խաղադրույքները դրված են։ Բաժանելու համար սեղմեք Space։</translation>
    </message>
    <message>
        <source>The dealer gives each player two cards and takes two face down.</source>
        <translation>Դիլերը խաղացողներին բաժանում է երկուական քարտ, իսկ իրեն՝ երկու փակ քարտ։</translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation>Ֆլոպ՝ {cards}</translation>
    </message>
    <message>
        <source>Turn: {card}</source>
        <translation>Թերն՝ {card}</translation>
    </message>
    <message>
        <source>River: {card}</source>
        <translation>Ռիվեր՝ {card}</translation>
    </message>
    <message>
        <source>Seat {seat} folds and loses the ante.</source>
        <translation>Տեղ {seat}-ը պաս է տալիս և կորցնում անտեն։</translation>
    </message>
    <message>
        <source>Seat {seat} calls {amount}.</source>
        <translation>Տեղ {seat}-ը քոլ է անում՝ {amount}։</translation>
    </message>
    <message>
        <source>Seat {seat} plays {amount}.</source>
        <translation>Տեղ {seat}-ը խաղում է և դնում փլեյ՝ {amount}։</translation>
    </message>
    <message>
        <source>Seat {seat} bets {amount}.</source>
        <translation>Տեղ {seat}-ը խաղադրույք է կատարում՝ {amount}։</translation>
    </message>
    <message>
        <source>Seat {seat} checks.</source>
        <translation>Տեղ {seat}-ը չեք է անում։</translation>
    </message>
    <message>
        <source>The dealer shows {cards}. {note}</source>
        <translation>Դիլերը բացում է {cards}։ {note}</translation>
    </message>
    <message>
        <source>The dealer shows {cards}: {hand}.</source>
        <translation>Դիլերը բացում է {cards}՝ {hand}։</translation>
    </message>
    <message>
        <source>seat {seat} {net}</source>
        <translation>տեղ {seat} {net}</translation>
    </message>
    <message>
        <source>Settlement: {results}</source>
        <translation>Հաշվարկ՝ {results}</translation>
    </message>
    <message>
        <source>{bet} still to settle</source>
        <translation>{bet}՝ դեռ վճարված չէ</translation>
    </message>
    <message>
        <source>Net {net}</source>
        <translation>Զուտ {net}</translation>
    </message>
    <message>
        <source>ante {least}-{most}</source>
        <translation>անտե {least}-{most}</translation>
    </message>
    <message>
        <source>ante from {least}</source>
        <translation>անտե {least}-ից</translation>
    </message>
    <message>
        <source>ante up to {most}</source>
        <translation>անտե մինչև {most}</translation>
    </message>
    <message>
        <source>{bet} up to {most}</source>
        <translation>{bet}՝ մինչև {most}</translation>
    </message>
    <message>
        <source>Table limits: {limits}</source>
        <translation>Սեղանի սահմանաչափեր՝ {limits}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Դիլեր</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>Դիլեր՝ {hand}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Տեղ {seat}</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>Paid on ante and call</source>
        <translation>Վճար անտեի և քոլի համար</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the call? (0 if nothing is paid)</source>
        <translation>Որքա՞ն եք վճարում անտեի և քոլի համար։ (0, եթե ոչինչ չի վճարվում)</translation>
    </message>
    <message>
        <source>AA Bonus payout</source>
        <translation>AA բոնուսի վճար</translation>
    </message>
    <message>
        <source>What does the AA Bonus pay on the cards and the flop? (0 if it loses)</source>
        <translation>Որքա՞ն է վճարում AA բոնուսը քարտերի և ֆլոպի համար։ (0, եթե տանուլ է տալիս)</translation>
    </message>
    <message>
        <source>Does the dealer qualify?</source>
        <translation>Դիլերը որակավորվո՞ւմ է։</translation>
    </message>
    <message>
        <source>Settle this player: each bet (+ paid, 0 push, - taken) and the net.</source>
        <translation>Հաշվարկեք այս խաղացողին՝ յուրաքանչյուր խաղադրույք (+ վճարվում է, 0 վերադարձվում է, - վերցվում է) և զուտ արդյունքը։</translation>
    </message>
    <message>
        <source>Settle the table, folded players first, then from your right to your left (on the screen: left to right): the net for each seat.</source>
        <translation>Հաշվարկեք սեղանը՝ նախ պաս տված խաղացողներին, հետո ձեր աջից դեպի ձախ (էկրանին՝ ձախից աջ)։ Նշեք յուրաքանչյուր տեղի զուտ արդյունքը։</translation>
    </message>
    <message>
        <source>Bonus payout</source>
        <translation>Բոնուսի վճար</translation>
    </message>
    <message>
        <source>What does the bonus bet pay on the starting cards? (0 if it loses)</source>
        <translation>Որքա՞ն է վճարում բոնուսային խաղադրույքը մեկնարկային քարտերի համար։ (0, եթե տանուլ է տալիս)</translation>
    </message>
    <message>
        <source>The ante</source>
        <translation>Անտեն</translation>
    </message>
    <message>
        <source>The player played the hand out. What happens to the ante at this table?</source>
        <translation>Խաղացողը խաղաց բաժանումը մինչև վերջ։ Ի՞նչ է լինում անտեի հետ այս սեղանում։</translation>
    </message>
    <message>
        <source>The player&apos;s hand</source>
        <translation>Խաղացողի ձեռքը</translation>
    </message>
    <message>
        <source>Best five cards: {cards} ({hand})</source>
        <translation>Լավագույն հինգ քարտերը՝ {cards} ({hand})</translation>
    </message>
    <message>
        <source>What is the player&apos;s best five-card hand?</source>
        <translation>Ո՞րն է խաղացողի լավագույն հնգաքարտ ձեռքը։</translation>
    </message>
    <message>
        <source>Which hand wins?</source>
        <translation>Ո՞ր ձեռքն է հաղթում։</translation>
    </message>
    <message>
        <source>Player: {cards} ({hand})</source>
        <translation>Խաղացող՝ {cards} ({hand})</translation>
    </message>
    <message>
        <source>Dealer: {cards} ({hand})</source>
        <translation>Դիլեր՝ {cards} ({hand})</translation>
    </message>
    <message>
        <source>Which hand wins: the player&apos;s or the dealer&apos;s?</source>
        <translation>Ո՞ւմ ձեռքն է հաղթում՝ խաղացողի, թե դիլերի։</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: ante and call</source>
        <translation>Casino Hold&apos;em՝ անտե և քոլ</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: AA Bonus</source>
        <translation>Casino Hold&apos;em՝ AA բոնուս</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: does the dealer qualify?</source>
        <translation>Casino Hold&apos;em՝ դիլերը որակավորվո՞ւմ է</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle a player</source>
        <translation>Casino Hold&apos;em՝ խաղացողի հաշվարկ</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle the table</source>
        <translation>Casino Hold&apos;em՝ սեղանի հաշվարկ</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: bonus bet</source>
        <translation>Hold&apos;em Bonus՝ բոնուսային խաղադրույք</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: the ante</source>
        <translation>Hold&apos;em Bonus՝ անտե</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: settle a player</source>
        <translation>Hold&apos;em Bonus՝ խաղացողի հաշվարկ</translation>
    </message>
    <message>
        <source>Name the hand</source>
        <translation>Անվանեք ձեռքը</translation>
    </message>
    <message>
        <source>No-limit: to call and the smallest raise</source>
        <translation>Առանց սահմանաչափի՝ հավասարեցում և նվազագույն բարձրացում</translation>
    </message>
    <message>
        <source>No-limit: the main and side pots</source>
        <translation>Առանց սահմանաչափի՝ հիմնական և կողմնակի պոտեր</translation>
    </message>
    <message>
        <source>No-limit: who wins each pot</source>
        <translation>Առանց սահմանաչափի՝ ով է շահում յուրաքանչյուր պոտը</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: word problems</source>
        <translation>Casino Hold&apos;em՝ տեքստային խնդիրներ</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: word problems</source>
        <translation>Hold&apos;em Bonus՝ տեքստային խնդիրներ</translation>
    </message>
    <message>
        <source>Pay-table maths</source>
        <translation>Վճարների աղյուսակի թվաբանություն</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: spot the wrong payout</source>
        <translation>Casino Hold&apos;em՝ գտեք սխալ վճարը</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: spot the wrong payout</source>
        <translation>Hold&apos;em Bonus՝ գտեք սխալ վճարը</translation>
    </message>
    <message>
        <source>The dealer&apos;s calls</source>
        <translation>Դիլերի հայտարարությունները</translation>
    </message>
    <message>
        <source>Colouring up and paying from a stack</source>
        <translation>Ժետոնների խոշորացում և վճարում կույտից</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Այո</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ոչ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Խաղացող</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Դիլեր</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Ոչ-ոքի</translation>
    </message>
    <message>
        <source>Pays 1 to 1</source>
        <translation>Վճարվում է 1 առ 1</translation>
    </message>
    <message>
        <source>Pushes</source>
        <translation>Վերադարձվում է</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Տանուլ է տալիս</translation>
    </message>
    <message>
        <source>Ante {stake}</source>
        <translation>Անտե {stake}</translation>
    </message>
    <message>
        <source>Call {stake}</source>
        <translation>Քոլ {stake}</translation>
    </message>
    <message>
        <source>AA Bonus {stake}</source>
        <translation>AA բոնուս {stake}</translation>
    </message>
    <message>
        <source>Bonus {stake}</source>
        <translation>Բոնուս {stake}</translation>
    </message>
    <message>
        <source>Play {stake}</source>
        <translation>Փլեյ {stake}</translation>
    </message>
    <message>
        <source>Flop bet {stake}</source>
        <translation>Ֆլոպ {stake}</translation>
    </message>
    <message>
        <source>Turn bet {stake}</source>
        <translation>Թերն {stake}</translation>
    </message>
    <message>
        <source>Net for the player</source>
        <translation>Զուտ արդյունք</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Տեղ {seat}</translation>
    </message>
    <message>
        <source>dealer&apos;s pair of twos to fours</source>
        <translation>դիլերի զույգը՝ երկուսներից մինչև չորսեր</translation>
    </message>
    <message>
        <source>dealer does not qualify</source>
        <translation>դիլերը չի որակավորվում</translation>
    </message>
    <message>
        <source>the board plays</source>
        <translation>խաղում են ընդհանուր քարտերը</translation>
    </message>
    <message>
        <source>push</source>
        <translation>վերադարձ</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>ոչ-ոքի</translation>
    </message>
    <message>
        <source>player folds</source>
        <translation>խաղացողը պաս է տալիս</translation>
    </message>
    <message>
        <source>bonus won on a fold</source>
        <translation>բոնուսը շահում է պասի դեպքում</translation>
    </message>
    <message>
        <source>player wins</source>
        <translation>խաղացողը հաղթում է</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>դիլերը հաղթում է</translation>
    </message>
    <message>
        <source>bonus loses</source>
        <translation>բոնուսը տանուլ է տալիս</translation>
    </message>
    <message>
        <source>ante pushes below a straight</source>
        <translation>անտեն վերադարձվում է սթրեյթից ցածր ձեռքի դեպքում</translation>
    </message>
    <message>
        <source>ante pushes below a flush</source>
        <translation>անտեն վերադարձվում է ֆլեշից ցածր ձեռքի դեպքում</translation>
    </message>
    <message>
        <source>a call that puts the player all-in</source>
        <translation>հավասարեցում, որով խաղացողը գնում է all-in</translation>
    </message>
    <message>
        <source>no raise allowed</source>
        <translation>բարձրացումն արգելված է</translation>
    </message>
    <message>
        <source>a short all-in does not reopen the betting</source>
        <translation>կարճ all-in-ը գործողությունը նորից չի բացում</translation>
    </message>
    <message>
        <source>all-in for less than a full raise</source>
        <translation>all-in՝ ամբողջական բարձրացումից պակաս</translation>
    </message>
    <message>
        <source>folded players&apos; chips in the pots</source>
        <translation>պաս տված խաղացողների ժետոնները պոտերում</translation>
    </message>
    <message>
        <source>three pots or more</source>
        <translation>երեք և ավելի պոտ</translation>
    </message>
    <message>
        <source>the pot after a betting round</source>
        <translation>պոտը խաղադրույքների փուլից հետո</translation>
    </message>
    <message>
        <source>side pots</source>
        <translation>կողմնակի պոտեր</translation>
    </message>
    <message>
        <source>odd chips in a split pot</source>
        <translation>կենտ ժետոններ բաժանված պոտում</translation>
    </message>
    <message>
        <source>stakes that end in 5</source>
        <translation>5-ով վերջացող խաղադրույքներ</translation>
    </message>
    <message>
        <source>multipliers of 20 and more</source>
        <translation>20 և ավելի մեծ բազմապատկիչներ</translation>
    </message>
    <message>
        <source>colouring up</source>
        <translation>ժետոնների խոշորացում</translation>
    </message>
    <message>
        <source>paying from a given stack</source>
        <translation>վճարում տրված կույտից</translation>
    </message>
    <message>
        <source>a stack short of larger chips</source>
        <translation>կույտ, որում խոշոր ժետոնները չեն բավականացնում</translation>
    </message>
    <message>
        <source>a layout paid right</source>
        <translation>ճիշտ վճարված սեղան</translation>
    </message>
    <message>
        <source>a call paid when the dealer does not qualify</source>
        <translation>քոլը վճարված է, թեև դիլերը չի որակավորվում</translation>
    </message>
    <message>
        <source>an ante paid even money</source>
        <translation>անտեն վճարված է խաղադրույքի չափով</translation>
    </message>
    <message>
        <source>a folded ante given back</source>
        <translation>պաս տված խաղացողի անտեն վերադարձված է</translation>
    </message>
    <message>
        <source>a push taken</source>
        <translation>վերադարձվելիք խաղադրույքը վերցված է</translation>
    </message>
    <message>
        <source>a payout from the wrong line</source>
        <translation>վճարված է աղյուսակի սխալ տողով</translation>
    </message>
    <message>
        <source>an ante paid below the house&apos;s hand</source>
        <translation>անտեն վճարված է կազինոյի պահանջածից ցածր ձեռքի համար</translation>
    </message>
    <message>
        <source>a bonus paid on a pair with the board</source>
        <translation>բոնուսը վճարված է ընդհանուր քարտի հետ կազմված զույգի համար</translation>
    </message>
    <message>
        <source>the call when the dealer&apos;s cards are turned up</source>
        <translation>հայտարարություն դիլերի քարտերը բացելիս</translation>
    </message>
    <message>
        <source>the call when a player is settled</source>
        <translation>հայտարարություն խաղացողին հաշվարկելիս</translation>
    </message>
    <message>
        <source>the call for the bonus bet</source>
        <translation>հայտարարություն բոնուսային խաղադրույքի համար</translation>
    </message>
    <message>
        <source>No raise: every other player is all-in, so seat {seat} can only call</source>
        <translation>Բարձրացում հնարավոր չէ — մյուս բոլոր խաղացողները all-in են, ուստի տեղ {seat}-ը կարող է միայն հավասարեցնել</translation>
    </message>
    <message>
        <source>No raise: a short all-in does not reopen the betting, and seat {seat} has already acted since the last full raise</source>
        <translation>Բարձրացում հնարավոր չէ — կարճ all-in-ը գործողությունը նորից չի բացում, իսկ տեղ {seat}-ը վերջին ամբողջական բարձրացումից հետո արդեն գործել է</translation>
    </message>
    <message>
        <source>No raise: seat {seat}&apos;s stack only covers the call</source>
        <translation>Բարձրացում հնարավոր չէ — տեղ {seat}-ի ժետոնների կույտը բավարարում է միայն հավասարեցմանը</translation>
    </message>
    <message>
        <source>No raise: nobody else has chips beyond the call to answer it</source>
        <translation>Բարձրացում հնարավոր չէ — ուրիշ ոչ ոք չունի հավասարեցումից ավելի ժետոններ՝ բարձրացմանը պատասխանելու համար</translation>
    </message>
    <message>
        <source>The action moves clockwise from seat {last}, the last to act, passing seats that have folded or are all-in: seat {seat} is next</source>
        <translation>Հերթը շարժվում է ժամասլաքի ուղղությամբ վերջին գործած տեղ {last}-ից՝ շրջանցելով պաս տված կամ all-in տեղերը․ հաջորդը տեղ {seat}-ն է</translation>
    </message>
    <message>
        <source>Before the flop the first to act sits left of the big blind (seat {big}), passing seats that are all-in: seat {seat}</source>
        <translation>Ֆլոպից առաջ առաջինը գործում է մեծ բլինդից (տեղ {big}) ձախ նստած խաղացողը՝ շրջանցելով all-in տեղերը․ տեղ {seat}</translation>
    </message>
    <message>
        <source>After the flop the first to act is the first seat still in left of the button (seat {button}) with chips behind: seat {seat}</source>
        <translation>Ֆլոպից հետո առաջինը գործում է կոճակից (տեղ {button}) ձախ առաջին տեղը, որը դեռ խաղում է և ժետոններ ունի․ տեղ {seat}</translation>
    </message>
    <message>
        <source>Nobody has bet more than seat {seat} on this street: it can check, 0 to call</source>
        <translation>Այս փուլում ոչ ոք տեղ {seat}-ից ավելի խաղադրույք չի կատարել — այն կարող է չեք անել, հավասարեցնելու համար՝ 0</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it and only {stack} behind: it calls all-in for {call}</source>
        <translation>Հավասարեցնելու խաղադրույքը {to} է․ տեղ {seat}-ի առջև դրված է {bet}, իսկ կույտում մնացել է միայն {stack} — այն հավասարեցնում է all-in՝ {call}</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it: {to} - {bet} = {call} to call</source>
        <translation>Հավասարեցնելու խաղադրույքը {to} է․ տեղ {seat}-ի առջև դրված է {bet} — հավասարեցնելու համար՝ {to} - {bet} = {call}</translation>
    </message>
    <message>
        <source>A full raise would be to {full}, more than seat {seat} has: its only raise is all-in, to {to}</source>
        <translation>Ամբողջական բարձրացումը կլիներ մինչև {full}, ինչն ավելին է, քան ունի տեղ {seat}-ը — նրա միակ բարձրացումը all-in է՝ մինչև {to}</translation>
    </message>
    <message>
        <source>Nobody has bet on this street: the smallest bet is the big blind, {to}</source>
        <translation>Այս փուլում դեռ ոչ ոք խաղադրույք չի կատարել — նվազագույն խաղադրույքը մեծ բլինդն է՝ {to}</translation>
    </message>
    <message>
        <source>The last full raise on this street was {full} (at least the big blind): the smallest raise is to {to_match} + {full} = {to}</source>
        <translation>Այս փուլում վերջին ամբողջական բարձրացումը {full} էր (առնվազն մեծ բլինդի չափ) — նվազագույն բարձրացումը՝ մինչև {to_match} + {full} = {to}</translation>
    </message>
    <message>
        <source>To call (0 to check)</source>
        <translation>Հավասարեցում (չեքի դեպքում՝ 0)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the amount to call, and the smallest bet or raise?</source>
        <translation>Հերթը տեղ {seat}-ինն է՝ որքա՞ն է հավասարեցնելը, և ո՞րն է նվազագույն խաղադրույքը կամ բարձրացումը։</translation>
    </message>
    <message>
        <source>Whose action</source>
        <translation>Ում հերթն է</translation>
    </message>
    <message>
        <source>Whose action is it, what does that seat need to call, and what is its smallest bet or raise?</source>
        <translation>Ո՞ւմ հերթն է, որքա՞ն պետք է հավասարեցնի այդ տեղը, և ո՞րն է նրա նվազագույն խաղադրույքը կամ բարձրացումը։</translation>
    </message>
    <message>
        <source>Betting over: make the pots (chips, and the seats that can win each)</source>
        <translation>Խաղադրույքներն ավարտվեցին․ կազմեք պոտերը (ժետոնները և այն տեղերը, որոնք կարող են շահել յուրաքանչյուրը)</translation>
    </message>
    <message>
        <source>Chips in the pot</source>
        <translation>Ժետոններ պոտում</translation>
    </message>
    <message>
        <source>The pot is every chip put in: {terms} = {amount}</source>
        <translation>Պոտը բոլոր դրված ժետոններն են՝ {terms} = {amount}</translation>
    </message>
    <message>
        <source>The betting round is over: how many chips are in the pot?</source>
        <translation>Խաղադրույքների փուլն ավարտվեց․ քանի՞ ժետոն կա պոտում։</translation>
    </message>
    <message numerus="yes">
        <source>%n odd chip(s), one each to seats {seats}: the first winners clockwise from the button (seat {button})</source>
        <translation>
            <numerusform>%n կենտ ժետոն, մեկական՝ տեղեր {seats} — կոճակից (տեղ {button}) ժամասլաքի ուղղությամբ առաջին հաղթողներին</numerusform>
            <numerusform>%n կենտ ժետոն, մեկական՝ տեղեր {seats} — կոճակից (տեղ {button}) ժամասլաքի ուղղությամբ առաջին հաղթողներին</numerusform>
        </translation>
    </message>
    <message>
        <source>Showdown: who wins each pot, and what does each seat receive?</source>
        <translation>Բացում՝ ո՞վ է շահում յուրաքանչյուր պոտը, և որքա՞ն է ստանում յուրաքանչյուր տեղ։</translation>
    </message>
    <message>
        <source>{pot}: what each seat put in above {low} and up to {level}, {terms} = {amount}; seats {seats} can win it</source>
        <translation>{pot}՝ յուրաքանչյուր տեղի ներդրածը {low}-ից վեր՝ մինչև {level}, {terms} = {amount}․ այն կարող են շահել տեղեր {seats}</translation>
    </message>
    <message>
        <source>Smallest bet or raise to (0 if none)</source>
        <translation>Նվազագույն խաղադրույք կամ բարձրացում մինչև (0, եթե չկա)</translation>
    </message>
    <message>
        <source>Chips in the pot by seat ({ins}); every all-in amount of a player still in cuts a pot, and a folded player&apos;s chips stay in the pots it reached</source>
        <translation>Պոտում ժետոններն ըստ տեղերի ({ins})․ խաղում մնացած խաղացողի յուրաքանչյուր all-in գումար պոտի սահման է դնում, իսկ պաս տված խաղացողի ժետոնները մնում են այն պոտերում, որոնց հասել են</translation>
    </message>
    <message>
        <source>{pot}: chips</source>
        <translation>{pot}՝ ժետոններ</translation>
    </message>
    <message>
        <source>{pot}: seats</source>
        <translation>{pot}՝ տեղեր</translation>
    </message>
    <message>
        <source>{pot}: who wins</source>
        <translation>{pot}՝ ով է շահում</translation>
    </message>
    <message>
        <source>Seat {seat} receives</source>
        <translation>Տեղ {seat}-ը ստանում է</translation>
    </message>
    <message>
        <source>Seat {seat}: {hand}, {cards}</source>
        <translation>Տեղ {seat}՝ {hand}, {cards}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seat {seat} has the best hand of seats {seats}</source>
        <translation>{pot} {amount}՝ {seats} տեղերից լավագույն ձեռքը տեղ {seat}-ինն է</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {winners} tie and split it, {share} each</source>
        <translation>{pot} {amount}՝ {winners} տեղերի ձեռքերը հավասար են, և նրանք բաժանում են պոտը՝ յուրաքանչյուրին {share}</translation>
    </message>
    <message>
        <source>The odd chip goes to seat {seat}, the first winner clockwise from the button (seat {button})</source>
        <translation>Կենտ ժետոնը տեղ {seat}-ին է՝ կոճակից (տեղ {button}) ժամասլաքի ուղղությամբ առաջին հաղթողին</translation>
    </message>
    <message>
        <source>The dealer&apos;s call</source>
        <translation>Դիլերի հայտարարությունը</translation>
    </message>
    <message>
        <source>The call: {call}</source>
        <translation>Հայտարարությունը՝ {call}</translation>
    </message>
    <message>
        <source>the call pushes when the dealer does not qualify</source>
        <translation>երբ դիլերը չի որակավորվում, քոլը վերադարձվում է</translation>
    </message>
    <message>
        <source>the ante is paid by the pay table, not even money</source>
        <translation>անտեն վճարվում է վճարների աղյուսակով, ոչ թե խաղադրույքի չափով</translation>
    </message>
    <message>
        <source>a player who folds loses the ante</source>
        <translation>պաս տվող խաղացողը կորցնում է անտեն</translation>
    </message>
    <message>
        <source>a push is neither paid nor taken</source>
        <translation>վերադարձվող խաղադրույքը ո՛չ վճարվում է, ո՛չ էլ վերցվում</translation>
    </message>
    <message>
        <source>paid from the wrong line of the pay table</source>
        <translation>վճարված է վճարների աղյուսակի սխալ տողով</translation>
    </message>
    <message>
        <source>the ante pushes on a win below this house&apos;s hand</source>
        <translation>այս կազինոյի պահանջածից ցածր ձեռքով հաղթելիս անտեն վերադարձվում է</translation>
    </message>
    <message>
        <source>the bonus pays on the two starting cards only, not on a pair made with the board</source>
        <translation>բոնուսը վճարվում է միայն երկու մեկնարկային քարտերի համար, ոչ թե ընդհանուր քարտի հետ կազմված զույգի համար</translation>
    </message>
    <message>
        <source>{seat}: {bet}</source>
        <translation>{seat}՝ {bet}</translation>
    </message>
    <message>
        <source>Seat {seat}, {bet}: the layout shows {shown}, the right amount is {right}: {why}.</source>
        <translation>Տեղ {seat}, {bet}՝ սեղանին երևում է {shown}, իսկ ճիշտ գումարը {right} է — {why}։</translation>
    </message>
    <message>
        <source>Every payout on the layout is right.</source>
        <translation>Սեղանի բոլոր վճարները ճիշտ են։</translation>
    </message>
    <message>
        <source>The dealer has paid this table. Leave the right payouts as they are and correct the wrong ones (+ paid, 0 push, - taken).</source>
        <translation>Դիլերն արդեն հաշվարկել է այս սեղանը։ Ճիշտ վճարները թողեք այնպես, ինչպես կան, իսկ սխալներն ուղղեք (+ վճարվում է, 0 վերադարձվում է, - վերցվում է)։</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the play bets? (0 if nothing is paid)</source>
        <translation>Որքա՞ն եք վճարում անտեի, փլեյի, ֆլոպի և թերնի խաղադրույքների համար։ (0, եթե ոչինչ չի վճարվում)</translation>
    </message>
    <message>
        <source>What is the player&apos;s net result for the hand? (+ paid, 0 push, - taken)</source>
        <translation>Որքա՞ն է խաղացողի զուտ արդյունքը այս բաժանման մեջ։ (+ վճարվում է, 0 վերադարձվում է, - վերցվում է)</translation>
    </message>
    <message>
        <source>Paid to the player</source>
        <translation>Վճար խաղացողին</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em ante table {table}</source>
        <translation>Casino Hold&apos;em, անտեի աղյուսակ {table}</translation>
    </message>
    <message>
        <source>AA Bonus table {table}</source>
        <translation>AA բոնուսի աղյուսակ {table}</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus bonus table {table}</source>
        <translation>Hold&apos;em Bonus, բոնուսի աղյուսակ {table}</translation>
    </message>
    <message>
        <source>{line} on an ante of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>Անտե {stake}, ձեռքը՝ {line}։ Որքա՞ն է վճարվում։ Վճարեք ժետոններով կամ մուտքագրեք գումարը։</translation>
    </message>
    <message>
        <source>{line} on an AA Bonus of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>AA բոնուս {stake}, ձեռքը՝ {line}։ Որքա՞ն է վճարվում։ Վճարեք ժետոններով կամ մուտքագրեք գումարը։</translation>
    </message>
    <message>
        <source>{line} on a bonus bet of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>Բոնուսային խաղադրույք {stake}, ձեռքը՝ {line}։ Որքա՞ն է վճարվում։ Վճարեք ժետոններով կամ մուտքագրեք գումարը։</translation>
    </message>
    <message>
        <source>Paid on ante and play bets</source>
        <translation>Վճար անտեի և փլեյի խաղադրույքների համար</translation>
    </message>
    <message>
        <source>Stake × multiplier</source>
        <translation>Խաղադրույք × բազմապատկիչ</translation>
    </message>
    <message>
        <source>{stake} × {n} = ?</source>
        <translation>{stake} × {n} = ?</translation>
    </message>
    <message>
        <source>{stake} at {n} to 1: what is paid?</source>
        <translation>{stake}, {n} առ 1․ որքա՞ն է վճարվում։</translation>
    </message>
    <message>
        <source>{table}: {line} pays {n} to 1.</source>
        <translation>{table}՝ «{line}» տողով վճարվում է {n} առ 1։</translation>
    </message>
    <message>
        <source>{stake} × {n} = {paid}</source>
        <translation>{stake} × {n} = {paid}</translation>
    </message>
    <message>
        <source>Shortcut: {double} × {half} = {paid} (twice the stake, half the multiplier).</source>
        <translation>Հնարք՝ {double} × {half} = {paid} (կրկնակի խաղադրույք, կես բազմապատկիչ)։</translation>
    </message>
    <message>
        <source>Chips of {value}</source>
        <translation>{value}-անոց ժետոններ</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of {value}</source>
        <translation>
            <numerusform>%n հատ {value}-անոց ժետոն</numerusform>
            <numerusform>%n հատ {value}-անոց ժետոն</numerusform>
        </translation>
    </message>
    <message>
        <source>This table has chips of one value only: the question uses the usual chips.</source>
        <translation>Այս սեղանի ժետոններն ունեն միայն մեկ արժեք․ հարցում օգտագործվում են սովորական ժետոնները։</translation>
    </message>
    <message>
        <source>A pile of {pile}: {amount} in all.</source>
        <translation>Ժետոններ՝ {pile}, ընդամենը {amount}։</translation>
    </message>
    <message>
        <source>Colour it up: how many chips of each value, as few chips as possible?</source>
        <translation>Խոշորացրեք ժետոնները․ յուրաքանչյուր արժեքից քանի՞ ժետոն է պետք, որ ժետոնները լինեն հնարավորինս քիչ։</translation>
    </message>
    <message>
        <source>In front of you: {pile}.</source>
        <translation>Ձեր առջև՝ {pile}։</translation>
    </message>
    <message>
        <source>Pay {amount} from these chips, with as few chips as possible: how many of each?</source>
        <translation>Վճարեք {amount} այս ժետոններից՝ հնարավորինս քիչ ժետոններով․ յուրաքանչյուր արժեքից քանի՞ ժետոն։</translation>
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
            <numerusform>Ընդամենը %n ժետոն՝ նվազագույն քանակը, որով կազմվում է այս գումարը։</numerusform>
            <numerusform>Ընդամենը %n ժետոն՝ նվազագույն քանակը, որով կազմվում է այս գումարը։</numerusform>
        </translation>
    </message>
    <message>
        <source>The stack is short of larger chips, so the smaller ones make up the rest.</source>
        <translation>Կույտում խոշոր ժետոնները չեն բավականացնում, ուստի մնացածը լրացնում են մանր ժետոնները։</translation>
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
        <translation>Դիլերի հմտությունները</translation>
    </message>
    <message>
        <source>No-limit Hold&apos;em</source>
        <translation>Հոլդեմ առանց սահմանաչափի</translation>
    </message>
    <message>
        <source>Settle one player: each bet paid, pushed or taken, and the net.</source>
        <translation>Հաշվարկեք մեկ խաղացողին՝ յուրաքանչյուր խաղադրույք վճարված, վերադարձ կամ վերցված, և զուտ արդյունքը։</translation>
    </message>
    <message>
        <source>Find the wrong payouts on a settled layout and put them right.</source>
        <translation>Գտեք սխալ վճարումները հաշվարկված սեղանին և ուղղեք դրանք։</translation>
    </message>
    <message>
        <source>Work out a payout told in a sentence, with no cards shown.</source>
        <translation>Հաշվեք նախադասությամբ տրված վճարումը՝ առանց խաղաքարտեր ցույց տալու։</translation>
    </message>
    <message>
        <source>Type what the ante and the call are paid (0 if nothing).</source>
        <translation>Գրեք, թե ինչ է վճարվում անտեի և քոլի վրա (0, եթե ոչինչ)։</translation>
    </message>
    <message>
        <source>Type what the AA Bonus pays on the player&apos;s cards and the flop.</source>
        <translation>Գրեք, թե ինչ է վճարում AA բոնուսը խաղացողի խաղաքարտերի և ֆլոպի համար։</translation>
    </message>
    <message>
        <source>Say whether the dealer&apos;s hand qualifies (a pair of fours or better).</source>
        <translation>Ասեք՝ որակավորվո՞ւմ է դիլերի ձեռքը (քառյակների զույգ կամ ավելի լավ)։</translation>
    </message>
    <message>
        <source>Settle a table of players: folded ones first, then right to left.</source>
        <translation>Հաշվարկեք սեղանի խաղացողներին՝ նախ պաս տվածներին, ապա աջից ձախ։</translation>
    </message>
    <message>
        <source>Type what the bonus bet pays on the player&apos;s starting cards.</source>
        <translation>Գրեք, թե ինչ է վճարում բոնուսային խաղադրույքը խաղացողի սկզբնական խաղաքարտերի համար։</translation>
    </message>
    <message>
        <source>Say whether the ante pays, pushes or loses at this table.</source>
        <translation>Ասեք՝ այս սեղանին անտեն վճարվում է, վերադարձվում է, թե պարտվում։</translation>
    </message>
    <message>
        <source>Name the player&apos;s best five-card hand.</source>
        <translation>Անվանեք խաղացողի լավագույն հինգ խաղաքարտանոց ձեռքը։</translation>
    </message>
    <message>
        <source>Say which hand wins, the player&apos;s or the dealer&apos;s, or a tie.</source>
        <translation>Ասեք, թե որ ձեռքն է հաղթում՝ խաղացողի՞, դիլերի՞, թե ոչ-ոքի է։</translation>
    </message>
    <message>
        <source>Say the dealer&apos;s call at a step of the hand.</source>
        <translation>Ասեք դիլերի հայտարարությունը բաժանման մի քայլում։</translation>
    </message>
    <message>
        <source>Multiply a stake by a pay-table line, at speed.</source>
        <translation>Արագ բազմապատկեք խաղադրույքը վճարների աղյուսակի տողով։</translation>
    </message>
    <message>
        <source>Colour a pile up into the fewest chips, or pay from a stack.</source>
        <translation>Խոշորացրեք ժետոնների կույտը՝ հնարավորինս քիչ ժետոններով, կամ վճարեք կույտից։</translation>
    </message>
    <message>
        <source>Type the amount to call and the smallest raise.</source>
        <translation>Գրեք քոլի գումարը և ամենափոքր բարձրացումը։</translation>
    </message>
    <message>
        <source>Build the main and side pots and name the seats in each.</source>
        <translation>Կազմեք հիմնական և կողմնակի պոտերը և անվանեք յուրաքանչյուրի տեղերը։</translation>
    </message>
    <message>
        <source>Award each pot to its winners, odd chips included.</source>
        <translation>Հանձնեք յուրաքանչյուր պոտ իր հաղթողներին՝ կենտ ժետոններով հանդերձ։</translation>
    </message>
</context>
<context>
    <name>TrainerController</name>
    <message>
        <source>Trainee 1</source>
        <translation>Սովորող 1</translation>
    </message>
    <message>
        <source>A trainee cannot be removed during an exam.</source>
        <translation>Քննության ընթացքում սովորողին հնարավոր չէ հեռացնել։</translation>
    </message>
    <message>
        <source>This answer was not saved because of a fault in the app (the details are in its log); everything saved before is safe.</source>
        <translation>Այս պատասխանը չպահպանվեց ծրագրի սխալի պատճառով (մանրամասները նրա մատյանում են)․ նախկինում պահպանված ամեն ինչ անվնաս է։</translation>
    </message>
</context>
<context>
    <name>TrainerScreen</name>
    <message>
        <source>{seconds} s / target {target} s</source>
        <translation>{seconds} վ / նպատակ՝ {target} վ</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(դադար)</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Սովորող՝</translation>
    </message>
    <message>
        <source>New trainee...</source>
        <translation>Նոր սովորող...</translation>
    </message>
    <message>
        <source>Rename...</source>
        <translation>Վերանվանել...</translation>
    </message>
    <message>
        <source>Remove...</source>
        <translation>Հեռացնել...</translation>
    </message>
    <message>
        <source>Take the trainee off the list; their answers stay in the export of everyone.</source>
        <translation>Հեռացնել սովորողին ցանկից․ նրա պատասխանները կմնան բոլոր սովորողների արտահանման մեջ։</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>Վարժություն՝</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Մակարդակ՝</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Մարզվել</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Թույլ կողմեր</translation>
    </message>
    <message>
        <source>Exam...</source>
        <translation>Քննություն...</translation>
    </message>
    <message>
        <source>Speed round...</source>
        <translation>Արագության ռաունդ...</translation>
    </message>
    <message>
        <source>Stop the round</source>
        <translation>Ավարտել ռաունդը</translation>
    </message>
    <message>
        <source>Next question (Enter)</source>
        <translation>Հաջորդ հարցը (Enter)</translation>
    </message>
    <message>
        <source>F9: answers</source>
        <translation>F9: պատասխաններ</translation>
    </message>
    <message>
        <source>Stop weak areas</source>
        <translation>Ավարտել թույլ կողմերը</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Նախորդ</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Հաջորդ ▶</translation>
    </message>
    <message>
        <source>The class&apos;s exam began: your own exam was stopped and recorded as abandoned.</source>
        <translation>Խմբի քննությունը սկսվեց․ ձեր սեփական քննությունը դադարեցվեց և գրանցվեց որպես ընդհատված։</translation>
    </message>
    <message>
        <source>The instructor asked a question: your speed round was stopped and not saved.</source>
        <translation>Հրահանգիչը հարց տվեց․ ձեր արագության ռաունդը դադարեցվեց և չպահպանվեց։</translation>
    </message>
    <message>
        <source>A class exam&apos;s question: your answer goes to the instructor&apos;s PC, and your mark comes when the instructor releases the marks.</source>
        <translation>Խմբի քննության հարց․ պատասխանը գնում է հրահանգչի համակարգիչ, իսկ գնահատականը կերևա, երբ հրահանգիչը հրապարակի գնահատականները։</translation>
    </message>
    <message>
        <source>The instructor&apos;s question: your answer goes to the instructor&apos;s PC, and the answer is shown when the instructor reveals it.</source>
        <translation>Հրահանգչի հարց․ պատասխանը գնում է հրահանգչի համակարգիչ, իսկ ճիշտ պատասխանը կերևա, երբ հրահանգիչը ցույց տա այն։</translation>
    </message>
    <message>
        <source>a mix of cases</source>
        <translation>տարբեր դեպքեր</translation>
    </message>
    <message>
        <source>Weak-area practice: {drill}, practising {case}. Stop to go back to {chosen}.</source>
        <translation>Թույլ կողմերի մարզում՝ {drill}, դեպքը՝ {case}։ Ավարտեք՝ «{chosen}» վարժությանը վերադառնալու համար։</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Առաջընթաց</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Նոր սովորող</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Անուն՝</translation>
    </message>
    <message>
        <source>Rename trainee</source>
        <translation>Վերանվանել սովորողին</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Նոր անուն՝</translation>
    </message>
    <message>
        <source>Remove trainee</source>
        <translation>Հեռացնել սովորողին</translation>
    </message>
    <message>
        <source>Remove {name} from the list of trainees? Their answers and exams stay in the export of everyone.</source>
        <translation>Հեռացնե՞լ {name}-ին սովորողների ցանկից։ Նրա պատասխաններն ու քննությունները կմնան բոլոր սովորողների արտահանման մեջ։</translation>
    </message>
    <message>
        <source>Class exam: question {n} of {total}, {m}:{s:02d} left (the instructor&apos;s PC keeps the time)</source>
        <translation>Խմբի քննություն՝ հարց {n}՝ {total}-ից, մնաց {m}:{s:02d} (ժամանակը հաշվում է հրահանգչի համակարգիչը)</translation>
    </message>
    <message>
        <source>Exam {code}: question {n} of {total}, {m}:{s:02d} left (the exam clock does not pause)</source>
        <translation>Քննություն {code} — հարց {n}՝ {total}-ից, մնացել է {m}:{s:02d} (քննության ժամաչափը կանգ չի առնում)</translation>
    </message>
    <message numerus="yes">
        <source>Streak {streak} · accuracy {accuracy}% · %n answer(s)</source>
        <translation>
            <numerusform>Անընդմեջ ճիշտ՝ {streak} · ճշգրտություն՝ {accuracy}% · %n պատասխան</numerusform>
            <numerusform>Անընդմեջ ճիշտ՝ {streak} · ճշգրտություն՝ {accuracy}% · %n պատասխան</numerusform>
        </translation>
    </message>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>Ձեր պատասխանն ուղարկվեց հրահանգչին։ Ճիշտ պատասխանը կերևա այստեղ, երբ հրահանգիչը ցույց տա այն։</translation>
    </message>
    <message>
        <source>Review: question {n} of {total}</source>
        <translation>Վերանայում — հարց {n}՝ {total}-ից</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s): as many right answers as you can</source>
        <translation>
            <numerusform>%n վայրկյան՝ որքան հնարավոր է շատ ճիշտ պատասխաններ</numerusform>
            <numerusform>%n վայրկյան՝ որքան հնարավոր է շատ ճիշտ պատասխաններ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) as fast as you can</source>
        <translation>
            <numerusform>%n հարց՝ որքան հնարավոր է արագ</numerusform>
            <numerusform>%n հարց՝ որքան հնարավոր է արագ</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed round</source>
        <translation>Արագության ռաունդ</translation>
    </message>
    <message numerus="yes">
        <source>{drill}, level {level}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>{drill}, մակարդակ {level}։ Յուրաքանչյուր սխալ պատասխանի տուգանքը՝ %n վայրկյան։</numerusform>
            <numerusform>{drill}, մակարդակ {level}։ Յուրաքանչյուր սխալ պատասխանի տուգանքը՝ %n վայրկյան։</numerusform>
        </translation>
    </message>
    <message>
        <source>⏱ {time} left · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ մնացել է {time} · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message>
        <source>⏱ {time} · question {n} of {total} · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ {time} · հարց {n}՝ {total}-ից · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message numerus="yes">
        <source>Speed round: {drill}, level {level}, {kind}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>Արագության ռաունդ՝ {drill}, մակարդակ {level}, {kind}։ Յուրաքանչյուր սխալ պատասխանի տուգանքը՝ %n վայրկյան։</numerusform>
            <numerusform>Արագության ռաունդ՝ {drill}, մակարդակ {level}, {kind}։ Յուրաքանչյուր սխալ պատասխանի տուգանքը՝ %n վայրկյան։</numerusform>
        </translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Ճիշտ է</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}՝ {value}</translation>
    </message>
    <message>
        <source>Not right: the answer was {key}</source>
        <translation>Ճիշտ չէ․ ճիշտ պատասխանը՝ {key}</translation>
    </message>
    <message>
        <source>{drill}, level {level}, {kind}</source>
        <translation>{drill}, մակարդակ {level}, {kind}</translation>
    </message>
    <message>
        <source>This round could not be saved.</source>
        <translation>Այս ռաունդը հնարավոր չեղավ պահպանել։</translation>
    </message>
    <message>
        <source>A round counts as a best with one right answer or more.</source>
        <translation>Ռաունդը լավագույնը կարող է լինել, եթե գոնե մեկ ճիշտ պատասխան ունի։</translation>
    </message>
    <message>
        <source>A new best!</source>
        <translation>Նոր լավագույն արդյունք։</translation>
    </message>
    <message>
        <source>Your best: {score} ({date})</source>
        <translation>Ձեր լավագույնը՝ {score} ({date})</translation>
    </message>
    <message>
        <source>Speed round over</source>
        <translation>Արագության ռաունդն ավարտվեց</translation>
    </message>
    <message>
        <source>Choose a drill and press Practise.</source>
        <translation>Ընտրեք վարժություն և սեղմեք «Մարզվել»։</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Քննություն</translation>
    </message>
    <message>
        <source>Exam code {code}: the same code gives the same questions on any PC. Feedback comes at the end.</source>
        <translation>Քննության կոդը՝ {code}։ Նույն կոդը ցանկացած համակարգչում տալիս է նույն հարցերը։ Պատասխանների վերլուծությունը՝ վերջում։</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>unknown drill {drill}; the drills are {known}</source>
        <translation>անհայտ վարժություն {drill}. վարժություններն են՝ {known}</translation>
    </message>
    <message>
        <source>the level must be 1, 2 or 3, not {level}</source>
        <translation>մակարդակը պետք է լինի 1, 2 կամ 3, ոչ թե {level}</translation>
    </message>
    <message>
        <source>the number of questions must be from 1 to {most}, not {count}</source>
        <translation>հարցերի քանակը պետք է լինի 1-ից {most}, ոչ թե {count}</translation>
    </message>
    <message numerus="yes">
        <source>the seed must be from 0 to {most} for %n question(s), not {seed}</source>
        <translation>
            <numerusform>%n հարցի համար համարը պետք է լինի 0-ից {most}, ոչ թե {seed}</numerusform>
            <numerusform>%n հարցի համար համարը պետք է լինի 0-ից {most}, ոչ թե {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>the resolution must be 150 or 200 dpi, not {dpi}</source>
        <translation>լուծաչափը պետք է լինի 150 կամ 200 dpi, ոչ թե {dpi}</translation>
    </message>
    <message>
        <source>Worksheet: {drill}</source>
        <translation>Աշխատաթերթ՝ {drill}</translation>
    </message>
    <message>
        <source>Answer key: {drill}</source>
        <translation>Պատասխաններ՝ {drill}</translation>
    </message>
    <message numerus="yes">
        <source>Level {level} · seed {seed} · %n question(s)</source>
        <translation>
            <numerusform>Մակարդակ {level} · համար {seed} · %n հարց</numerusform>
            <numerusform>Մակարդակ {level} · համար {seed} · %n հարց</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>հնարավոր չեղավ գրել {file}՝ {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n page(s), the answer key from page {key}</source>
        <translation>
            <numerusform>{file}՝ %n էջ, պատասխանները՝ {key}-րդ էջից</numerusform>
            <numerusform>{file}՝ %n էջ, պատասխանները՝ {key}-րդ էջից</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>հնարավոր չեղավ կարդալ {file}՝ {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}՝ {reason}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Խաղացող</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Դիլեր</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Ֆլոպ</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Ընդհանուր քարտեր</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Պաս</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Հերթն իրենն է</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Անուն՝</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Ամսաթիվ՝</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Էջ {page}՝ {pages}-ից</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets</source>
        <translation>Աշխատաթերթեր</translation>
    </message>
    <message>
        <source>&amp;Drill:</source>
        <translation>&amp;Վարժություն՝</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Մակարդակ՝</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>&amp;Հարցեր՝</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Համա&amp;ր՝</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Լեզու՝</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>Լու&amp;ծաչափ՝</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Ֆայլ՝</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>The same seed gives the same sheet: question 1 is the trainer&apos;s question for this seed, question 2 for the next, and so on.</source>
        <translation>Նույն համարը տալիս է նույն աշխատաթերթը՝ 1-ին հարցը մարզիչի հարցն է այս համարի համար, 2-րդը՝ հաջորդ համարի համար, և այդպես շարունակ։</translation>
    </message>
    <message>
        <source>The PDF file to write</source>
        <translation>Գրվելիք PDF ֆայլը</translation>
    </message>
    <message>
        <source>C&amp;hoose...</source>
        <translation>&amp;Ընտրել...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Պահպանել</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Չեղարկել</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>&amp;Փակել</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>Պահպանել աշխատաթերթը</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ֆայլեր (*.pdf)</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} ֆայլն արդեն կա։ Փոխարինե՞լ։</translation>
    </message>
    <message>
        <source>Making the worksheet...</source>
        <translation>Աշխատաթերթը պատրաստվում է...</translation>
    </message>
    <message numerus="yes">
        <source>Saved {file}: %n page(s), the answer key from page {key}.</source>
        <translation>
            <numerusform>Պահպանված է {file}՝ %n էջ, պատասխանները՝ {key}-րդ էջից։</numerusform>
            <numerusform>Պահպանված է {file}՝ %n էջ, պատասխանները՝ {key}-րդ էջից։</numerusform>
        </translation>
    </message>
    <message>
        <source>The worksheet could not be made (internal error: {name}).</source>
        <translation>Աշխատաթերթը հնարավոր չեղավ ստեղծել (ներքին սխալ՝ {name})։</translation>
    </message>
    <message>
        <source>Stopped; no file was written.</source>
        <translation>Դադարեցվեց. ֆայլ չի գրվել։</translation>
    </message>
</context>
</TS>
