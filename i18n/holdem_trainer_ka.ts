<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ka_GE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hold&apos;em Dealer Trainer</source>
        <translation>ჰოლდემის დილერის ტრენაჟორის შესახებ</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>ჰოლდემის დილერის ტრენაჟორი</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>ვერსია {version}</translation>
    </message>
    <message>
        <source>An offline trainer for casino dealers: Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker and no-limit Texas Hold&apos;em.</source>
        <translation>ოფლაინ ტრენაჟორი კაზინოს დილერებისთვის: კაზინო ჰოლდემი, Texas Hold&apos;em Bonus Poker და ლიმიტის გარეშე ტეხასური ჰოლდემი.</translation>
    </message>
    <message>
        <source>Fonts: the Noto Sans family (Google), under the SIL Open Font License 1.1.</source>
        <translation>შრიფტები: Noto Sans-ის ოჯახი (Google), SIL Open Font License 1.1 ლიცენზიით.</translation>
    </message>
</context>
<context>
    <name>AnswerPanel</name>
    <message>
        <source>Click a spot on the table, or press Alt and the seat&apos;s number, to go to its field.</source>
        <translation>ადგილის ველზე გადასასვლელად დააწკაპუნეთ მაგიდაზე ამ ადგილს ან დააჭირეთ Alt-ს და ადგილის ნომერს.</translation>
    </message>
    <message>
        <source>Or pay it in chips:</source>
        <translation>ან გადაიხადეთ ჟეტონებით:</translation>
    </message>
    <message>
        <source>Take back a chip</source>
        <translation>ჟეტონის მოხსნა</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>გასუფთავება</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>ჟეტონების გადახდა</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>პასუხი (Enter)</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ადგილი {seat}</translation>
    </message>
    <message>
        <source>Type a few words of the call</source>
        <translation>ჩაწერეთ განცხადების რამდენიმე სიტყვა</translation>
    </message>
    <message>
        <source>The list offers every call that has those words: choose one, or press Enter when one is left.</source>
        <translation>სიაში ჩანს ყველა განცხადება ამ სიტყვებით: აირჩიეთ ერთი, ან დააჭირეთ Enter-ს, როცა ერთიღა დარჩება.</translation>
    </message>
    <message>
        <source>+ paid, - taken</source>
        <translation>+ გადახდილი, - აღებული</translation>
    </message>
    <message>
        <source>seat number</source>
        <translation>ადგილის ნომერი</translation>
    </message>
    <message>
        <source>seat numbers</source>
        <translation>ადგილების ნომრები</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>რამდენი</translation>
    </message>
    <message>
        <source>No chips yet.</source>
        <translation>ჟეტონები ჯერ არ არის.</translation>
    </message>
    <message numerus="yes">
        <source>{chips} = {total} (%n chip(s))</source>
        <translation>
            <numerusform>{chips} = {total} (%n ჟეტონი)</numerusform>
            <numerusform>{chips} = {total} (%n ჟეტონი)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <source>Dealer qualifies: {hand}.</source>
        <translation>დილერი კვალიფიცირდება: {hand}.</translation>
    </message>
    <message>
        <source>Dealer does not qualify.</source>
        <translation>დილერი არ კვალიფიცირდება.</translation>
    </message>
    <message>
        <source>Dealer does not qualify: ante pays {n} to 1, call pushes.</source>
        <translation>დილერი არ კვალიფიცირდება: ანტე იხდის {n} 1-ზე, ქოლი ბრუნდება.</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pays {n} to 1.</source>
        <translation>მოთამაშე იგებს: {hand}. ანტე იხდის {n} 1-ზე.</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pushes.</source>
        <translation>მოთამაშე იგებს: {hand}. ანტე ბრუნდება.</translation>
    </message>
    <message>
        <source>Dealer wins: {hand}.</source>
        <translation>დილერი იგებს: {hand}.</translation>
    </message>
    <message>
        <source>Push.</source>
        <translation>ფრე: ფსონები ბრუნდება.</translation>
    </message>
    <message>
        <source>AA Bonus pays {n} to 1: {line}.</source>
        <translation>AA ბონუსი იხდის {n} 1-ზე: {line}.</translation>
    </message>
    <message>
        <source>AA Bonus loses.</source>
        <translation>AA ბონუსი აგებს.</translation>
    </message>
    <message>
        <source>Bonus pays {n} to 1: {line}.</source>
        <translation>ბონუსი იხდის {n} 1-ზე: {line}.</translation>
    </message>
    <message>
        <source>Bonus loses.</source>
        <translation>ბონუსი აგებს.</translation>
    </message>
    <message>
        <source>The dealer turns up the cards. What do you say?</source>
        <translation>დილერი თავის კარტებს ხსნის. რას იტყვით?</translation>
    </message>
    <message>
        <source>You settle the player. What do you say?</source>
        <translation>მოთამაშეს ანგარიშს უსწორებთ. რას იტყვით?</translation>
    </message>
    <message>
        <source>You settle the bonus bet. What do you say?</source>
        <translation>ბონუსის ფსონზე ანგარიშს უსწორებთ. რას იტყვით?</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Call</source>
        <translation>ქოლის დადება</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>პასი</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>თამაში</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>ფსონის დადება</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>ჩეკი</translation>
    </message>
</context>
<context>
    <name>ClassLink</name>
    <message>
        <source>No class answers at {address}. Check the address on the projector, and that this PC is on the school&apos;s network.</source>
        <translation>{address} მისამართზე ჯგუფი არ პასუხობს. შეამოწმეთ მისამართი პროექტორზე და რომ ეს კომპიუტერი სკოლის ქსელშია.</translation>
    </message>
    <message>
        <source>The join code is not this class&apos;s. Check it on the projector and type it again.</source>
        <translation>შესვლის კოდი ამ ჯგუფისა არ არის. შეამოწმეთ პროექტორზე და ხელახლა ჩაწერეთ.</translation>
    </message>
    <message>
        <source>The class refused the name {name}: another trainee has it, or it is not a name. Try another.</source>
        <translation>ჯგუფმა სახელი {name} არ მიიღო: ის სხვა სტაჟიორს აქვს, ან სახელი არ არის. სცადეთ სხვა.</translation>
    </message>
    <message>
        <source>The instructor let another PC in as {name}: this PC is no longer in the class.</source>
        <translation>ინსტრუქტორმა სახელით {name} სხვა კომპიუტერი შემოუშვა: ეს კომპიუტერი ჯგუფში აღარ არის.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>ჯგუფი სავსეა.</translation>
    </message>
    <message>
        <source>Too many tries to join from this PC; wait a minute and try again.</source>
        <translation>ამ კომპიუტერიდან შესვლის ძალიან ბევრი ცდაა; დაელოდეთ ერთ წუთს და სცადეთ ხელახლა.</translation>
    </message>
    <message>
        <source>The instructor removed you from the class.</source>
        <translation>ინსტრუქტორმა ჯგუფიდან ამოგიღოთ.</translation>
    </message>
    <message>
        <source>Type the class&apos;s address as the projector shows it, such as 192.168.1.20:8765.</source>
        <translation>ჩაწერეთ ჯგუფის მისამართი ისე, როგორც პროექტორი აჩვენებს, მაგ. 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>Type the join code the projector shows.</source>
        <translation>ჩაწერეთ შესვლის კოდი, რომელსაც პროექტორი აჩვენებს.</translation>
    </message>
    <message>
        <source>The class server at {address} refused the host key.</source>
        <translation>{address} მისამართის ჯგუფის სერვერმა ინსტრუქტორის გასაღები არ მიიღო.</translation>
    </message>
    <message>
        <source>The class server said: {message}</source>
        <translation>ჯგუფის სერვერი წერს: {message}</translation>
    </message>
    <message>
        <source>No class server answers at {address}. Check that it is running and that the address and its port are the ones it showed when it started.</source>
        <translation>{address} მისამართზე ჯგუფის სერვერი არ პასუხობს. შეამოწმეთ, რომ ის გაშვებულია და რომ მისამართი და პორტი ისაა, რაც გაშვებისას აჩვენა.</translation>
    </message>
    <message>
        <source>The class server is busy; wait a moment and try again.</source>
        <translation>ჯგუფის სერვერი დაკავებულია; მოიცადეთ და სცადეთ ხელახლა.</translation>
    </message>
    <message>
        <source>The class server did not understand the request: is it this app&apos;s version?</source>
        <translation>ჯგუფის სერვერს მოთხოვნა არ გაუგია: ამ პროგრამის ვერსიისაა?</translation>
    </message>
    <message>
        <source>The request is too large for the class server.</source>
        <translation>მოთხოვნა ძალიან დიდია ჯგუფის სერვერისთვის.</translation>
    </message>
    <message>
        <source>The class has moved on: that cannot be done now.</source>
        <translation>ჯგუფი უკვე წინ წავიდა: ამის გაკეთება ახლა შეუძლებელია.</translation>
    </message>
    <message>
        <source>The class server has no such trainee or question (any more).</source>
        <translation>ჯგუფის სერვერს ასეთი სტაჟიორი ან კითხვა (აღარ) აქვს.</translation>
    </message>
    <message>
        <source>The instructor&apos;s PC could not save it; try again.</source>
        <translation>ინსტრუქტორის კომპიუტერმა ვერ შეინახა; სცადეთ ხელახლა.</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} წმ</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>სავარჯიშოების მიხედვით</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>სავარჯიშო</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>პასუხები</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>სწორი</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>ბოლო 30</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>მედიანური დრო</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>მიზანი</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>შედეგი</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>დონე {level}</translation>
    </message>
    <message>
        <source>Right: of every answer. Last 30 and the median time: over the last 30 answers of the drill. Mastered: 90% right over the last 30 within the target time. Needs work: under 75% right lately. Slow: the median time over the target.</source>
        <translation>სწორი: ყველა პასუხიდან. ბოლო 30 და მედიანური დრო: სავარჯიშოს ბოლო 30 პასუხზე. ათვისებულია: ბოლო 30-დან 90% სწორი, მიზნის დროში. საჭიროებს ვარჯიშს: ბოლო დროს 75%-ზე ნაკლები სწორი. ნელა: მედიანური დრო მიზანზე მეტია.</translation>
    </message>
    <message>
        <source>Weakest areas</source>
        <translation>ყველაზე სუსტი მხარეები</translation>
    </message>
    <message>
        <source>Every drill practised is mastered.</source>
        <translation>ყველა ნავარჯიშები სავარჯიშო ათვისებულია.</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} a question (target {target})</source>
        <translation>{drill}: ბოლო დროს {right}% სწორი, {seconds} კითხვაზე (მიზანი {target})</translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>შემთხვევები, რომლებშიც ბოლო დროს ყველაზე ხშირად შეცდით:</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s)</source>
        <translation>
            <numerusform>{case}: შეცდომა %n-ჯერ</numerusform>
            <numerusform>{case}: შეცდომა %n-ჯერ</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>{answered} პასუხიდან {correct} სწორი</translation>
    </message>
    <message>
        <source>{correct} of {questions} right, {percent}% to pass</source>
        <translation>{questions}-დან {correct} სწორი, ჩასაბარებლად {percent}%</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>ხელახლა (ცდა {n})</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>გამოცდები</translation>
    </message>
    <message>
        <source>No exams sat.</source>
        <translation>გამოცდები არ ჩაუბარებია.</translation>
    </message>
    <message numerus="yes">
        <source>and %n older exam(s)</source>
        <translation>
            <numerusform>და კიდევ %n ძველი გამოცდა</numerusform>
            <numerusform>და კიდევ %n ძველი გამოცდა</numerusform>
        </translation>
    </message>
    <message>
        <source>Results of {name}</source>
        <translation>შედეგები: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) from {first} to {last}</source>
        <translation>
            <numerusform>%n პასუხი, {first} – {last}</numerusform>
            <numerusform>%n პასუხი, {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer · class results</source>
        <translation>Hold&apos;em Dealer Trainer · ჯგუფის შედეგები</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>mastered</source>
        <translation>ათვისებულია</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>სწავლობს</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>ნელა</translation>
    </message>
    <message>
        <source>needs work</source>
        <translation>საჭიროებს ვარჯიშს</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ჩაბარებულია</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ვერ ჩააბარა</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>მიტოვებული</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>დაუსრულებელი</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>უცნობია</translation>
    </message>
    <message>
        <source>served</source>
        <translation>ჯგუფს მიეცა</translation>
    </message>
    <message>
        <source>self-study</source>
        <translation>დამოუკიდებლად</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) to a question the exam code does not deal (or deals once, answered already).</source>
        <translation>
            <numerusform>%n პასუხი კითხვაზე, რომელსაც გამოცდის კოდი არ იძლევა (ან იძლევა ერთხელ და მას უკვე გაეცა პასუხი).</numerusform>
            <numerusform>%n პასუხი კითხვაზე, რომელსაც გამოცდის კოდი არ იძლევა (ან იძლევა ერთხელ და მას უკვე გაეცა პასუხი).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) that cannot be read as the app writes an answer.</source>
        <translation>
            <numerusform>%n პასუხი, რომლის წაკითხვაც ვერ ხერხდება ისე, როგორც აპი წერს პასუხს.</numerusform>
            <numerusform>%n პასუხი, რომლის წაკითხვაც ვერ ხერხდება ისე, როგორც აპი წერს პასუხს.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose key is not the one the exam code gives (edited, or sat on another version of the app).</source>
        <translation>
            <numerusform>%n პასუხი, რომლის გასაღები არ არის ის, რასაც გამოცდის კოდი იძლევა (შეცვლილია, ან გამოცდა აპის სხვა ვერსიაში ჩააბარეს).</numerusform>
            <numerusform>%n პასუხი, რომლის გასაღები არ არის ის, რასაც გამოცდის კოდი იძლევა (შეცვლილია, ან გამოცდა აპის სხვა ვერსიაში ჩააბარეს).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose mark in the file is not the mark the answer gets when marked again.</source>
        <translation>
            <numerusform>%n პასუხი, რომლის შეფასება ფაილში არ ემთხვევა ხელახალი შემოწმებისას მიღებულ შეფასებას.</numerusform>
            <numerusform>%n პასუხი, რომლის შეფასება ფაილში არ ემთხვევა ხელახალი შემოწმებისას მიღებულ შეფასებას.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answers refused, in the order answered: {answers}.</source>
        <translation>უარყოფილი პასუხები, პასუხის გაცემის რიგით: {answers}.</translation>
    </message>
    <message>
        <source>Not marked again: this PC cannot read the exam code, so whether it was passed is not known.</source>
        <translation>ხელახლა არ შემოწმებულა: ეს კომპიუტერი ვერ კითხულობს გამოცდის კოდს, ამიტომ უცნობია, ჩაბარდა თუ არა.</translation>
    </message>
    <message>
        <source>Marking a self-study exam again catches an edited mark, status or checksum, a question swapped for another and an edited key. It cannot catch an edited answer (the right one typed into the file) or a trainee who works the answers out with the app. The results to rely on are served exams, read from this PC&apos;s class; a file that says an exam was served is marked again like any other.</source>
        <translation>დამოუკიდებელი გამოცდის ხელახალი შემოწმება ავლენს შეცვლილ ნიშანს, სტატუსს ან საკონტროლო ჯამს, სხვით შეცვლილ კითხვას და შეცვლილ გასაღებს. ის ვერ ავლენს შეცვლილ პასუხს (ფაილში ჩაწერილ სწორ პასუხს) ან სტაჟიორს, რომელიც პასუხებს აპლიკაციით ითვლის. სანდო შედეგებია ჯგუფისთვის მიცემული გამოცდები, წაკითხული ამ კომპიუტერის ჯგუფიდან; ფაილი, რომელიც ამბობს, რომ გამოცდა ჯგუფს მიეცა, ხელახლა მოწმდება, როგორც ნებისმიერი სხვა.</translation>
    </message>
    <message>
        <source>Served by this PC&apos;s class: marked here as each answer came, the keys never sent. A result to rely on.</source>
        <translation>მიცემულია ამ კომპიუტერის ჯგუფის მიერ: თითოეული პასუხი აქ შემოწმდა მოსვლისთანავე, გასაღებები არ გაგზავნილა. ეს სანდო შედეგია.</translation>
    </message>
    <message>
        <source>The file says this exam was served by a class; a file cannot prove it, so it was marked again from its code as a self-study exam.</source>
        <translation>ფაილი ამბობს, რომ ეს გამოცდა ჯგუფს მიეცა; ფაილი ამას ვერ ამტკიცებს, ამიტომ ის ხელახლა შემოწმდა კოდით, როგორც დამოუკიდებელი გამოცდა.</translation>
    </message>
    <message>
        <source>Practice answers carry no exam code, so they cannot be marked again here: they are the trainee&apos;s own record. Exam answers are marked again from their code.</source>
        <translation>სავარჯიშო პასუხებს გამოცდის კოდი არ აქვს, ამიტომ აქ მათი ხელახლა შემოწმება შეუძლებელია: ეს სტაჟიორის საკუთარი ჩანაწერია. გამოცდის პასუხები ხელახლა მოწმდება მათი კოდით.</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <source>Class results</source>
        <translation>ჯგუფის შედეგები</translation>
    </message>
    <message>
        <source>&amp;This PC&apos;s class</source>
        <translation>ამ &amp;კომპიუტერის ჯგუფი</translation>
    </message>
    <message>
        <source>Reads this PC&apos;s own progress file: the exams its class served (the results to rely on), the practice its joined trainees sent, and this PC&apos;s own trainees.</source>
        <translation>კითხულობს ამ კომპიუტერის საკუთარ პროგრესის ფაილს: მისი ჯგუფისთვის მიცემულ გამოცდებს (სანდო შედეგები), შეერთებული სტაჟიორების გამოგზავნილ ვარჯიშს და ამ კომპიუტერის საკუთარ სტაჟიორებს.</translation>
    </message>
    <message>
        <source>Add &amp;files...</source>
        <translation>ფაილების &amp;დამატება...</translation>
    </message>
    <message>
        <source>Add f&amp;older...</source>
        <translation>&amp;საქაღალდის დამატება...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;ამოღება</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>CSV-ში &amp;ექსპორტი...</translation>
    </message>
    <message>
        <source>&amp;PDF per trainee...</source>
        <translation>PDF ან&amp;გარიში თითო სტაჟიორზე...</translation>
    </message>
    <message>
        <source>Writes one PDF report per trainee into a folder you choose.</source>
        <translation>თითო სტაჟიორის PDF ანგარიშს წერს თქვენ მიერ არჩეულ საქაღალდეში.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>დახურვა</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>გა&amp;უქმება</translation>
    </message>
    <message>
        <source>Stops reading the files; the class stays as it was.</source>
        <translation>წყვეტს ფაილების კითხვას; ჯგუფი ისე რჩება, როგორც იყო.</translation>
    </message>
    <message>
        <source>Files read:</source>
        <translation>წაკითხული ფაილები:</translation>
    </message>
    <message>
        <source>The class&apos;s weakest drills and cases:</source>
        <translation>ჯგუფის ყველაზე სუსტი სავარჯიშოები და შემთხვევები:</translation>
    </message>
    <message>
        <source>Exams by code:</source>
        <translation>გამოცდები კოდის მიხედვით:</translation>
    </message>
    <message>
        <source>Code / trainee</source>
        <translation>კოდი / სტაჟიორი</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>შედეგი</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>ჩააბარა</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>ცდები</translation>
    </message>
    <message>
        <source>Sat as</source>
        <translation>როგორ ჩაბარდა</translation>
    </message>
    <message>
        <source>Each cell: the share of all answers that were right, and the median time over the last 30. {mastered}: 90% right over the last 30 within the target time; {learning}; {slow}: the median time over the target; {needs_work}: under 75% right lately.</source>
        <translation>თითოეულ უჯრაში: სწორი პასუხების წილი ყველა პასუხიდან და მედიანური დრო ბოლო 30 პასუხზე. {mastered}: ბოლო 30-დან 90% სწორი, მიზნის დროში; {learning}; {slow}: მედიანური დრო მიზანზე მეტია; {needs_work}: ბოლო დროს 75%-ზე ნაკლები სწორი.</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} წმ</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n სტაჟიორი</numerusform>
            <numerusform>%n სტაჟიორი</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n პასუხი</numerusform>
            <numerusform>%n პასუხი</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the trainees&apos; CSV exports (Progress tab, Export...), or a folder that holds them, such as a shared network folder.</source>
        <translation>დაამატეთ სტაჟიორების CSV ექსპორტები (ჩანართი „პროგრესი“, „ექსპორტი...“) ან საქაღალდე, სადაც ისინია, მაგალითად ქსელის საერთო საქაღალდე.</translation>
    </message>
    <message>
        <source>This PC&apos;s class</source>
        <translation>ამ კომპიუტერის ჯგუფი</translation>
    </message>
    <message>
        <source>{file}: refused. {reason}</source>
        <translation>{file}: უარყოფილია. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n answer(s)</source>
        <translation>
            <numerusform>{file}: %n პასუხი</numerusform>
            <numerusform>{file}: %n პასუხი</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n already read from another file)</source>
        <translation>
            <numerusform>(%n უკვე წაკითხულია სხვა ფაილიდან)</numerusform>
            <numerusform>(%n უკვე წაკითხულია სხვა ფაილიდან)</numerusform>
        </translation>
    </message>
    <message>
        <source>{trainee} has not practised this drill.</source>
        <translation>{trainee} ამ სავარჯიშოში ჯერ არ ვარჯიშობდა.</translation>
    </message>
    <message>
        <source>{trainee}, {drill}: {word}
{right} of {answers} right ({accuracy}%), the last 30: {recent}%
median time {median} over the last 30, target {target} at level {level}</source>
        <translation>{trainee}, {drill}: {word}
{answers}-დან {right} სწორი ({accuracy}%), ბოლო 30: {recent}%
მედიანური დრო {median} ბოლო 30-ზე, მიზანი {target} დონეზე {level}</translation>
    </message>
    <message>
        <source>Drills, weakest first:</source>
        <translation>სავარჯიშოები, ჯერ ყველაზე სუსტი:</translation>
    </message>
    <message numerus="yes">
        <source>{drill}: {right}% right, answered by %n trainee(s)</source>
        <translation>
            <numerusform>{drill}: {right}% სწორი, უპასუხა %n სტაჟიორმა</numerusform>
            <numerusform>{drill}: {right}% სწორი, უპასუხა %n სტაჟიორმა</numerusform>
        </translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>შემთხვევები, რომლებშიც ბოლო დროს ყველაზე ხშირად შეცდნენ:</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s), by {trainees}</source>
        <translation>
            <numerusform>{case}: შეცდომა %n-ჯერ, {trainees}</numerusform>
            <numerusform>{case}: შეცდომა %n-ჯერ, {trainees}</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>{answered} პასუხიდან {correct} სწორი</translation>
    </message>
    <message>
        <source>{correct} of {questions} right</source>
        <translation>{questions}-დან {correct} სწორი</translation>
    </message>
    <message>
        <source>{passed} of {ended} ({rate}%)</source>
        <translation>{ended}-დან {passed} ({rate}%)</translation>
    </message>
    <message>
        <source>Reading this PC&apos;s class...</source>
        <translation>ამ კომპიუტერის ჯგუფის წაკითხვა...</translation>
    </message>
    <message>
        <source>Add trainees&apos; results</source>
        <translation>სტაჟიორების შედეგების დამატება</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ფაილები (*.csv);;ყველა ფაილი (*)</translation>
    </message>
    <message>
        <source>Add every CSV file of a folder</source>
        <translation>საქაღალდის ყველა CSV ფაილის დამატება</translation>
    </message>
    <message>
        <source>The folder {folder} holds no CSV files.</source>
        <translation>საქაღალდეში {folder} CSV ფაილები არ არის.</translation>
    </message>
    <message>
        <source>Reading the files...</source>
        <translation>ფაილები იკითხება...</translation>
    </message>
    <message>
        <source>Reading file {file} of {files}: {done} of {size} MB...</source>
        <translation>იკითხება ფაილი {file} / {files}: {done} მბ {size} მბ-დან...</translation>
    </message>
    <message>
        <source>Putting the class together...</source>
        <translation>ჯგუფის შედეგები ერთიანდება...</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>ჩერდება...</translation>
    </message>
    <message>
        <source>Stopped; the class is as it was before.</source>
        <translation>შეჩერდა; ჯგუფი ისეთივეა, როგორიც მანამდე იყო.</translation>
    </message>
    <message>
        <source>The files could not be read (internal error: {name}); the class is as it was before.</source>
        <translation>ფაილების წაკითხვა ვერ მოხერხდა (შიდა შეცდომა: {name}); ჯგუფი ისეთივეა, როგორიც მანამდე იყო.</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>ჯგუფის ცხრილის ექსპორტი</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ფაილები (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ექსპორტი</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) written to {path}.</source>
        <translation>
            <numerusform>ჩაიწერა %n სტრიქონი ფაილში {path}.</numerusform>
            <numerusform>ჩაიწერა %n სტრიქონი ფაილში {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a folder: one PDF report per trainee is written into it</source>
        <translation>აირჩიეთ საქაღალდე: მასში თითო სტაჟიორის PDF ანგარიში ჩაიწერება</translation>
    </message>
    <message>
        <source>PDF reports</source>
        <translation>PDF ანგარიშები</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) written to {folder}.</source>
        <translation>
            <numerusform>ჩაიწერა %n ანგარიში საქაღალდეში {folder}.</numerusform>
            <numerusform>ჩაიწერა %n ანგარიში საქაღალდეში {folder}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassWords</name>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>თქვენი პასუხი ინსტრუქტორს გაეგზავნა. სწორი პასუხი აქ გამოჩნდება, როცა ინსტრუქტორი აჩვენებს.</translation>
    </message>
    <message>
        <source>The instructor closed the question. Next question goes on with practice.</source>
        <translation>ინსტრუქტორმა კითხვა დახურა. „შემდეგი კითხვა“ ვარჯიშს აგრძელებს.</translation>
    </message>
    <message>
        <source>You have answered every question of the class exam. Your mark comes when the instructor releases the marks.</source>
        <translation>ჯგუფის გამოცდის ყველა კითხვას უპასუხეთ. შეფასებას მიიღებთ, როცა ინსტრუქტორი შეფასებებს გასცემს.</translation>
    </message>
    <message>
        <source>The class exam is over. Your mark comes when the instructor releases the marks.</source>
        <translation>ჯგუფის გამოცდა დასრულდა. შეფასებას მიიღებთ, როცა ინსტრუქტორი შეფასებებს გასცემს.</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>ჩააბარა</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>ვერ ჩააბარა</translation>
    </message>
    <message>
        <source>Class exam: {right} of {total} right.</source>
        <translation>ჯგუფის გამოცდა: {total}-დან {right} სწორია.</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>კითხვა {n} / {total}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>the app&apos;s log (it could not be written)</source>
        <translation>პროგრამის ჟურნალი (მისი ჩაწერა ვერ მოხერხდა)</translation>
    </message>
    <message>
        <source>Something went wrong, and the app could not finish what it was doing. The details are in {path}. Your progress is saved.</source>
        <translation>რაღაც შეცდომა მოხდა და პროგრამამ დაწყებული მოქმედება ვერ დაასრულა. დეტალები: {path}. თქვენი პროგრესი შენახულია.</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>ჰოლდემის დილერის ტრენაჟორი</translation>
    </message>
    <message>
        <source>{text} is not a card (write it like &apos;As&apos; or &apos;Td&apos;)</source>
        <translation>{text} არ არის კარტი (ჩაწერეთ ასე: &apos;As&apos; ან &apos;Td&apos;)</translation>
    </message>
    <message>
        <source>the card {card} appears twice</source>
        <translation>კარტი {card} ორჯერ გვხვდება</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n წყვილი</numerusform>
            <numerusform>%n წყვილი</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ან {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} და {second}</translation>
    </message>
    <message>
        <source>the game {game} has no house rules</source>
        <translation>თამაშს {game} კაზინოს წესები არ აქვს</translation>
    </message>
    <message>
        <source>unknown house rule {key} for {game}</source>
        <translation>კაზინოს წესი {key} თამაშისთვის {game} უცნობია</translation>
    </message>
    <message>
        <source>{key} must be one of {allowed}, not {value}</source>
        <translation>{key} უნდა იყოს ერთ-ერთი შემდეგიდან: {allowed}, და არა {value}</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be one of {games}, not {value}</source>
        <translation>&apos;game&apos; უნდა იყოს ერთ-ერთი შემდეგიდან: {games}, და არა {value}</translation>
    </message>
    <message>
        <source>the file holds no hand</source>
        <translation>ფაილში არც ერთი ხელი არ არის</translation>
    </message>
    <message>
        <source>a table has at most {most} seats; the file has {count} hands</source>
        <translation>მაგიდას მაქსიმუმ {most} ადგილი აქვს, ფაილში კი {count} ხელია</translation>
    </message>
    <message>
        <source>hand {hand}: {reason}</source>
        <translation>ხელი {hand}: {reason}</translation>
    </message>
    <message>
        <source>hand {hand}: the table shows {games} hands</source>
        <translation>ხელი {hand}: მაგიდა მხოლოდ ამ თამაშების ხელებს აჩვენებს: {games}</translation>
    </message>
    <message>
        <source>hand {hand}: &apos;{key}&apos; differs from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>ხელი {hand}: &apos;{key}&apos; განსხვავდება პირველი ხელისგან; ერთი მაგიდის ადგილებს საერთო აქვთ თამაში, დილერის კარტები, საერთო კარტები და წესები</translation>
    </message>
    <message>
        <source>hand {hand}: the rules differ from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>ხელი {hand}: წესები განსხვავდება პირველი ხელისგან; ერთი მაგიდის ადგილებს საერთო აქვთ თამაში, დილერის კარტები, საერთო კარტები და წესები</translation>
    </message>
    <message>
        <source>hand {hand}: the card {card} is also seat {seat}&apos;s card</source>
        <translation>ხელი {hand}: კარტი {card} ასევე აქვს ადგილს {seat}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: a table has {least} to {most} seats, not {count}</source>
        <translation>&apos;seats&apos;: მაგიდას აქვს {least}-დან {most}-მდე ადგილი, და არა {count}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat} is {kind}; use one of {kinds}</source>
        <translation>&apos;seats&apos;: ადგილი {seat} არის {kind}; გამოიყენეთ ერთ-ერთი: {kinds}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat}&apos;s name must be text of at most {most} characters</source>
        <translation>&apos;seats&apos;: სახელი ადგილზე {seat} უნდა იყოს ტექსტი, მაქსიმუმ {most} სიმბოლო</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: at least {least} seats must have a player</source>
        <translation>&apos;seats&apos;: მოთამაშე უნდა იყოს მინიმუმ {least} ადგილზე</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: the trainee can sit in one seat only</source>
        <translation>&apos;seats&apos;: სტაჟიორს მხოლოდ ერთ ადგილზე შეუძლია დაჯდომა</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is at most {most} chips</source>
        <translation>&apos;{key}&apos; მაქსიმუმ {most} ჟეტონია</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be empty or a whole number up to {most}</source>
        <translation>&apos;{key}&apos; უნდა იყოს ცარიელი ან მთელი რიცხვი {most}-მდე</translation>
    </message>
    <message>
        <source>&apos;pause_ms&apos; must be 0 to {most} milliseconds</source>
        <translation>&apos;pause_ms&apos; უნდა იყოს 0-დან {most}-მდე მილიწამი</translation>
    </message>
    <message>
        <source>&apos;asks&apos;: unknown question {ask}; use {asks}</source>
        <translation>&apos;asks&apos;: უცნობი კითხვა {ask}; გამოიყენეთ: {asks}</translation>
    </message>
    <message>
        <source>the table set-up is not valid JSON</source>
        <translation>მაგიდის პარამეტრები არასწორი JSON-ია</translation>
    </message>
    <message>
        <source>the table set-up must be a JSON object</source>
        <translation>მაგიდის პარამეტრები JSON ობიექტი უნდა იყოს</translation>
    </message>
    <message>
        <source>unknown table set-up field &apos;{key}&apos;</source>
        <translation>მაგიდის პარამეტრების უცნობი ველი &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list of [kind, name] pairs</source>
        <translation>&apos;seats&apos; უნდა იყოს [kind, name] წყვილების სია</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number</source>
        <translation>&apos;{key}&apos; უნდა იყოს მთელი რიცხვი</translation>
    </message>
    <message>
        <source>&apos;asks&apos; must be a list</source>
        <translation>&apos;asks&apos; უნდა იყოს სია</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips</source>
        <translation>&apos;{key}&apos; უნდა იყოს ჟეტონების მთელი რაოდენობა</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be true or false</source>
        <translation>&apos;{key}&apos; უნდა იყოს true ან false</translation>
    </message>
    <message>
        <source>{label} must be a list of cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>{label} უნდა იყოს კარტების სია, მაგალითად [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>{label}: {reason}</source>
        <translation>{label}: {reason}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; needs one pair of cards per seat: {seats} seats, {got}</source>
        <translation>&apos;hole_cards&apos; უნდა შეიცავდეს თითო წყვილ კარტს ყოველი ადგილისთვის: ადგილია {seats}, მოცემულია {got}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; seat {seat}</source>
        <translation>&apos;hole_cards&apos;, ადგილი {seat}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos;: seat {seat} needs 2 cards, not {count}</source>
        <translation>&apos;hole_cards&apos;: ადგილს {seat} სჭირდება 2 კარტი, და არა {count}</translation>
    </message>
    <message>
        <source>action {index} ({action}) must be one of {forms}</source>
        <translation>მოქმედება {index} ({action}) უნდა იყოს ერთ-ერთი: {forms}</translation>
    </message>
    <message>
        <source>action {index} ({kind}): write [&quot;{kind}&quot;, TO] with TO the whole number of chips the seat&apos;s wager on this street comes to</source>
        <translation>მოქმედება {index} ({kind}): ჩაწერეთ [&quot;{kind}&quot;, TO], სადაც TO არის ჟეტონების მთელი რაოდენობა, რასაც ადგილის ფსონი ამ ქუჩაზე შეადგენს</translation>
    </message>
    <message>
        <source>action {index} ({kind} to {amount}): the amount must be positive</source>
        <translation>მოქმედება {index} ({kind} {amount}-მდე): თანხა დადებითი უნდა იყოს</translation>
    </message>
    <message>
        <source>action {index} ({kind}) takes no amount: write [&quot;{kind}&quot;]</source>
        <translation>მოქმედება {index} ({kind}) თანხის გარეშე იწერება: [&quot;{kind}&quot;]</translation>
    </message>
    <message>
        <source>unknown field &apos;{key}&apos;</source>
        <translation>უცნობი ველი &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;</source>
        <translation>აკლია ველი &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; must be a list of chip counts, one per seat</source>
        <translation>&apos;stacks&apos; უნდა იყოს ჟეტონების რაოდენობების სია, თითო ყოველი ადგილისთვის</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list like [[&quot;raise&quot;, 30], [&quot;call&quot;]]</source>
        <translation>&apos;actions&apos; უნდა იყოს სია, მაგალითად [[&quot;raise&quot;, 30], [&quot;call&quot;]]</translation>
    </message>
    <message>
        <source>after action {index}</source>
        <translation>მოქმედება {index}-ის შემდეგ</translation>
    </message>
    <message>
        <source>before any action</source>
        <translation>ნებისმიერ მოქმედებამდე</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; (one pair of cards per seat)</source>
        <translation>&apos;hole_cards&apos; (თითო წყვილი კარტი ყოველი ადგილისთვის)</translation>
    </message>
    <message>
        <source>{count} &apos;board&apos; cards (it has {given})</source>
        <translation>{count} კარტი &apos;board&apos;-ში (ახლა არის {given})</translation>
    </message>
    <message>
        <source>the hand reaches the showdown {when}, so it needs {missing}</source>
        <translation>ხელი კარტების გახსნამდე აღწევს {when}, ამიტომ საჭიროა {missing}</translation>
    </message>
    <message>
        <source>a no-limit hand is a JSON object with {pair}</source>
        <translation>ლიმიტის გარეშე თამაშის ხელი არის JSON ობიექტი, რომელშიც არის {pair}</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over after action {previous}</source>
        <translation>მოქმედება {index} ({action}): ხელი უკვე დასრულდა მოქმედება {previous}-ის შემდეგ</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over before any action</source>
        <translation>მოქმედება {index} ({action}): ხელი ნებისმიერ მოქმედებამდე დასრულდა</translation>
    </message>
    <message>
        <source>action {index} (seat {seat}, {action}): {reason}</source>
        <translation>მოქმედება {index} (ადგილი {seat}, {action}): {reason}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds 0, 3, 4 or 5 cards (the flop, turn and river), not {given}</source>
        <translation>&apos;board&apos; შეიცავს 0, 3, 4 ან 5 კარტს (ფლოპი, ტერნი და რივერი), და არა {given}</translation>
    </message>
    <message>
        <source>&apos;names&apos; must be a list of names, one per seat, like [&quot;Ana&quot;, &quot;Bohdan&quot;], not {value}</source>
        <translation>&apos;names&apos; უნდა იყოს სახელების სია, თითო ადგილზე თითო, მაგალითად [&quot;Ana&quot;, &quot;Bohdan&quot;], და არა {value}</translation>
    </message>
    <message>
        <source>&apos;names&apos; must list one name for each of the {seats} seats, not {count}</source>
        <translation>&apos;names&apos;-ში უნდა იყოს თითო სახელი {seats} ადგილიდან თითოეულისთვის, და არა {count}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name must be text in quotes, not {value}</source>
        <translation>&apos;names&apos;: სახელი ადგილზე {seat} უნდა იყოს ტექსტი ბრჭყალებში, და არა {value}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name has {count} characters; a name has at most {most}</source>
        <translation>&apos;names&apos;: სახელს ადგილზე {seat} აქვს {count} სიმბოლო; სახელში მაქსიმუმ {most} სიმბოლოა</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name holds a control character ({code})</source>
        <translation>&apos;names&apos;: სახელი ადგილზე {seat} შეიცავს მმართველ სიმბოლოს ({code})</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; needs {least} to {most} seats, not {count}</source>
        <translation>&apos;stacks&apos;-ში უნდა იყოს {least}-დან {most}-მდე ადგილი, და არა {count}</translation>
    </message>
    <message>
        <source>&apos;stacks&apos;: seat {seat} has {value}; every stack must be a positive whole number of chips, at most {most}</source>
        <translation>&apos;stacks&apos;: ადგილს {seat} აქვს {value}; ყოველი სტეკი უნდა იყოს ჟეტონების დადებითი მთელი რაოდენობა, მაქსიმუმ {most}</translation>
    </message>
    <message>
        <source>&apos;button&apos; must be a seat from 0 to {last}, not {value}</source>
        <translation>&apos;button&apos; უნდა იყოს ადგილი 0-დან {last}-მდე, და არა {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a positive whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos; უნდა იყოს ჟეტონების დადებითი მთელი რაოდენობა, და არა {value}</translation>
    </message>
    <message>
        <source>&apos;small_blind&apos; ({small}) cannot be more than &apos;big_blind&apos; ({big})</source>
        <translation>&apos;small_blind&apos; ({small}) არ შეიძლება იყოს &apos;big_blind&apos;-ზე ({big}) მეტი</translation>
    </message>
    <message>
        <source>&apos;ante&apos; must be a whole number of chips, 0 or more, not {value}</source>
        <translation>&apos;ante&apos; უნდა იყოს ჟეტონების მთელი რაოდენობა, 0 ან მეტი, და არა {value}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds at most 5 cards, not {count}</source>
        <translation>&apos;board&apos; შეიცავს მაქსიმუმ 5 კარტს, და არა {count}</translation>
    </message>
    <message>
        <source>the pay table has no multiplier for the {line} line</source>
        <translation>გადახდების ცხრილში სტრიქონს „{line}“ კოეფიციენტი არ აქვს</translation>
    </message>
    <message>
        <source>the {line} line must be a whole number from {low} to {high}, not {value}</source>
        <translation>სტრიქონი „{line}“ უნდა იყოს მთელი რიცხვი {low}-დან {high}-მდე და არა {value}</translation>
    </message>
    <message numerus="yes">
        <source>the pay table has %n line(s): {count} multipliers are too many</source>
        <translation>
            <numerusform>გადახდების ცხრილს %n სტრიქონი აქვს: {count} კოეფიციენტი ზედმეტია</numerusform>
            <numerusform>გადახდების ცხრილს %n სტრიქონი აქვს: {count} კოეფიციენტი ზედმეტია</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown {key} {value} (known: {known})</source>
        <translation>უცნობი {key} {value} (ცნობილია: {known})</translation>
    </message>
    <message>
        <source>{key} {value} is not a pay table of this game: {reason}</source>
        <translation>{key} {value} არ არის ამ თამაშის გადახდების ცხრილი: {reason}</translation>
    </message>
    <message>
        <source>a hand must be a JSON object like {example}</source>
        <translation>ხელი უნდა იყოს JSON ობიექტი, მაგალითად {example}</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (a comma before the closing &apos;]&apos;)</source>
        <translation>სტრიქონი {line} არასწორი JSON-ია (მძიმე დამხურავი &apos;]&apos;-ის წინ)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (expecting &apos;,&apos; or &apos;]&apos; after the hand before it)</source>
        <translation>სტრიქონი {line} არასწორი JSON-ია (წინა ხელის შემდეგ მოსალოდნელია &apos;,&apos; ან &apos;]&apos;)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (the list that starts there is not closed with &apos;]&apos;)</source>
        <translation>სტრიქონი {line} არასწორი JSON-ია (იქ დაწყებული სია &apos;]&apos;-ით არ იხურება)</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8: 0x{byte} at column {column}</source>
        <translation>ბაიტი, რომელიც UTF-8 არ არის: 0x{byte}, სვეტი {column}</translation>
    </message>
    <message>
        <source>{problem} at column {column}</source>
        <translation>{problem}, სვეტი {column}</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>ზედმეტად ღრმა ჩადგმა</translation>
    </message>
    <message>
        <source>a number is too long</source>
        <translation>რიცხვი ზედმეტად გრძელია</translation>
    </message>
    <message>
        <source>line {line}: the hand is nested too deeply (more than {levels} levels)</source>
        <translation>სტრიქონი {line}: ხელი ზედმეტად ღრმადაა ჩადგმული ({levels} დონეზე მეტი)</translation>
    </message>
    <message>
        <source>line {line}: {what} is not UTF-8 text (the byte 0x{byte})</source>
        <translation>სტრიქონი {line}: {what} არ არის UTF-8 ტექსტი (ბაიტი 0x{byte})</translation>
    </message>
    <message>
        <source>line {line}: {what} is not valid text (it holds a lone surrogate, a \uD800-\uDFFF escape that is half a character)</source>
        <translation>სტრიქონი {line}: {what} არასწორი ტექსტია (შეიცავს ცალ სუროგატს — \uD800-\uDFFF ჩანაწერს, რომელიც სიმბოლოს ნახევარია)</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>მოსალოდნელია მნიშვნელობა</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>მოსალოდნელია ველის სახელი ორმაგ ბრჭყალებში</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>მოსალოდნელია გამყოფი &apos;:&apos;</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>მოსალოდნელია გამყოფი &apos;,&apos;</translation>
    </message>
    <message>
        <source>Unterminated string starting</source>
        <translation>იწყება დაუხურავი ტექსტი</translation>
    </message>
    <message>
        <source>Invalid control character</source>
        <translation>დაუშვებელი მმართველი სიმბოლო</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>ზედმეტი მძიმე ობიექტის ბოლოს</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>ზედმეტი მძიმე მასივის ბოლოს</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason})</source>
        <translation>სტრიქონი {line} არასწორი JSON-ია ({reason})</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason}); the hand starts on line {first}</source>
        <translation>სტრიქონი {line} არასწორი JSON-ია ({reason}); ხელი იწყება სტრიქონზე {first}</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>ტექსტი</translation>
    </message>
    <message>
        <source>the field name {name}</source>
        <translation>ველის სახელი {name}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {count} cards are needed</source>
        <translation>აკლია ველი &apos;{key}&apos;: საჭიროა {count} კარტი</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a list of {count} cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>&apos;{key}&apos; უნდა იყოს {count} კარტის სია, მაგალითად [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; needs {count} cards, not {given}</source>
        <translation>&apos;{key}&apos;-ში უნდა იყოს {count} კარტი, და არა {given}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos;: {reason}</source>
        <translation>&apos;{key}&apos;: {reason}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: a whole number of chips</source>
        <translation>აკლია ველი &apos;{key}&apos;: ჟეტონების მთელი რაოდენობა</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos; უნდა იყოს ჟეტონების მთელი რაოდენობა, და არა {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; cannot be negative ({value})</source>
        <translation>&apos;{key}&apos; არ შეიძლება იყოს უარყოფითი ({value})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is larger than any table allows (at most {most})</source>
        <translation>&apos;{key}&apos; აღემატება ნებისმიერი მაგიდის ლიმიტს (მაქსიმუმ {most})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be at least {least}</source>
        <translation>&apos;{key}&apos; უნდა იყოს მინიმუმ {least}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {choices}</source>
        <translation>აკლია ველი &apos;{key}&apos;: {choices}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be {choices}, not {value}</source>
        <translation>&apos;{key}&apos; უნდა იყოს {choices}, და არა {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is below the table minimum of {least}</source>
        <translation>&apos;{key}&apos; {amount} ნაკლებია მაგიდის მინიმუმზე ({least})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is above the table maximum of {most}</source>
        <translation>&apos;{key}&apos; {amount} აღემატება მაგიდის მაქსიმუმს ({most})</translation>
    </message>
    <message>
        <source>Type an amount first (0 if nothing is paid).</source>
        <translation>ჯერ შეიყვანეთ თანხა (0, თუ არაფერი იხდება).</translation>
    </message>
    <message>
        <source>Only digits, please: 1000, 1 000 and 1,000 are all fine.</source>
        <translation>მხოლოდ ციფრები, გთხოვთ: 1000, 1 000 და 1,000 — ყველა მისაღებია.</translation>
    </message>
    <message>
        <source>Chips are whole numbers: no decimals.</source>
        <translation>ჟეტონები მთელი რიცხვებია: ათწილადები არ შეიძლება.</translation>
    </message>
    <message>
        <source>A payout is never negative: type 0 if nothing is paid.</source>
        <translation>გადასახდელი თანხა უარყოფითი არასოდეს არის: თუ არაფერი იხდება, შეიყვანეთ 0.</translation>
    </message>
    <message>
        <source>That number is far larger than any payout here.</source>
        <translation>ეს რიცხვი ბევრად აღემატება აქ შესაძლო ნებისმიერ გადახდას.</translation>
    </message>
    <message>
        <source>Choose an answer first (the letters work too).</source>
        <translation>ჯერ აირჩიეთ პასუხი (ასოების კლავიშებიც მუშაობს).</translation>
    </message>
    <message>
        <source>Type seat numbers from the table, each once: 1 3 4 or 134.</source>
        <translation>შეიყვანეთ მაგიდაზე არსებული ადგილების ნომრები, თითოეული ერთხელ: 1 3 4 ან 134.</translation>
    </message>
    <message>
        <source>That is not one of the dealer&apos;s calls: type a few words of it and choose the call from the list.</source>
        <translation>ეს დილერის განცხადებებს შორის არ არის: აკრიფეთ განცხადების რამდენიმე სიტყვა და აირჩიეთ ის სიიდან.</translation>
    </message>
    <message>
        <source>A field is not answered yet: every field needs an answer.</source>
        <translation>ერთ-ერთ ველს ჯერ პასუხი არ აქვს: ყველა ველს სჭირდება პასუხი.</translation>
    </message>
    <message>
        <source>Not answered: {field}. Type a number there, 0 if there is none.</source>
        <translation>უპასუხოა: {field}. შეიყვანეთ იქ რიცხვი (0, თუ არაფერია).</translation>
    </message>
    <message>
        <source>Not answered: {field}. Every field needs an answer.</source>
        <translation>უპასუხოა: {field}. ყველა ველს სჭირდება პასუხი.</translation>
    </message>
    <message>
        <source>This exam code has a typo: please check it against the one you were given.</source>
        <translation>ამ გამოცდის კოდში შეცდომაა: შეადარეთ ის თქვენთვის მიცემულ კოდს.</translation>
    </message>
    <message>
        <source>An exam&apos;s questions must be from {low} to {high}, not {value}.</source>
        <translation>გამოცდის კითხვების რაოდენობა უნდა იყოს {low}-დან {high}-მდე, და არა {value}.</translation>
    </message>
    <message>
        <source>An exam&apos;s minutes must be from {low} to {high}, not {value}.</source>
        <translation>გამოცდის ხანგრძლივობა წუთებში უნდა იყოს {low}-დან {high}-მდე, და არა {value}.</translation>
    </message>
    <message>
        <source>An exam&apos;s pass percent must be from {low} to {high}, not {value}.</source>
        <translation>გამოცდის გამსვლელი ზღვარი (%) უნდა იყოს {low}-დან {high}-მდე, და არა {value}.</translation>
    </message>
    <message>
        <source>An exam&apos;s level must be from {low} to {high}, not {value}.</source>
        <translation>გამოცდის დონე უნდა იყოს {low}-დან {high}-მდე, და არა {value}.</translation>
    </message>
    <message>
        <source>An exam needs 1 to {most} drills.</source>
        <translation>გამოცდას სჭირდება 1-დან {most}-მდე სავარჯიშო.</translation>
    </message>
    <message>
        <source>An exam&apos;s drills must be named, each only once.</source>
        <translation>გამოცდის სავარჯიშოები დასახელებული უნდა იყოს, თითოეული მხოლოდ ერთხელ.</translation>
    </message>
    <message>
        <source>An exam&apos;s seed must be from 0 to {most}.</source>
        <translation>გამოცდის კითხვების ნაკრების ნომერი უნდა იყოს 0-დან {most}-მდე.</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules: {reason}</source>
        <translation>გამოცდის კაზინოს წესები: {reason}</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules must be listed as a house profile lists them.</source>
        <translation>გამოცდის კაზინოს წესები ისე უნდა იყოს ჩამოთვლილი, როგორც მათ კაზინოს პროფილი ჩამოთვლის.</translation>
    </message>
    <message>
        <source>An exam&apos;s {field} does not fit in a code.</source>
        <translation>გამოცდის ველი {field} კოდში არ ეტევა.</translation>
    </message>
    <message>
        <source>An exam code must be text.</source>
        <translation>გამოცდის კოდი ტექსტი უნდა იყოს.</translation>
    </message>
    <message>
        <source>Please type the exam code.</source>
        <translation>შეიყვანეთ გამოცდის კოდი.</translation>
    </message>
    <message>
        <source>An exam code cannot contain {char}: please check it.</source>
        <translation>გამოცდის კოდი ვერ შეიცავს სიმბოლოს {char}: შეამოწმეთ ის.</translation>
    </message>
    <message>
        <source>This exam uses a pay table of the instructor&apos;s own: import the instructor&apos;s house profile on this PC (Instructor &gt; Settings), then type the code again.</source>
        <translation>ეს გამოცდა ინსტრუქტორის საკუთარ გადახდების ცხრილს იყენებს: ამ კომპიუტერზე შემოიტანეთ ინსტრუქტორის კაზინოს პროფილი (ინსტრუქტორი &gt; პარამეტრები) და შემდეგ კოდი ხელახლა შეიყვანეთ.</translation>
    </message>
    <message>
        <source>This exam code is too short: please check it against the one you were given.</source>
        <translation>ეს გამოცდის კოდი ზედმეტად მოკლეა: შეადარეთ ის თქვენთვის მიცემულ კოდს.</translation>
    </message>
    <message>
        <source>This exam code was made by a newer version of the app: please update the app.</source>
        <translation>ეს გამოცდის კოდი პროგრამის უფრო ახალი ვერსიითაა შექმნილი: განაახლეთ პროგრამა.</translation>
    </message>
    <message>
        <source>This exam uses a drill that this version of the app does not have: please update the app.</source>
        <translation>ეს გამოცდა იყენებს სავარჯიშოს, რომელიც პროგრამის ამ ვერსიაში არ არის: განაახლეთ პროგრამა.</translation>
    </message>
    <message>
        <source>This exam code cannot tell the drills {drills} apart: please choose other drills for the exam.</source>
        <translation>ეს გამოცდის კოდი ვერ ასხვავებს სავარჯიშოებს {drills}: გამოცდისთვის აირჩიეთ სხვა სავარჯიშოები.</translation>
    </message>
    <message>
        <source>the file cannot be written ({detail})</source>
        <translation>ფაილში ჩაწერა ვერ ხერხდება ({detail})</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>ფაილი ან მისი საქაღალდე მხოლოდ წაკითხვადია</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>დისკი სავსეა</translation>
    </message>
    <message>
        <source>the file is from a newer version of the app, so it is left as it is</source>
        <translation>ფაილი პროგრამის უფრო ახალი ვერსიითაა შექმნილი, ამიტომ ის ხელუხლებლად რჩება</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>ფაილს სხვა პროგრამა იყენებს</translation>
    </message>
    <message>
        <source>Nothing was saved, because the app tried to save a wrong value; the details are in its log, and everything saved before is safe.</source>
        <translation>არაფერი შენახულა, რადგან პროგრამამ არასწორი მნიშვნელობის შენახვა სცადა; დეტალები პროგრამის ჟურნალშია, ადრე შენახული კი უსაფრთხოდაა.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot be empty.</source>
        <translation>სტაჟიორის სახელი არ შეიძლება იყოს ცარიელი.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name can have at most {most} characters.</source>
        <translation>სტაჟიორის სახელი შეიძლება შეიცავდეს მაქსიმუმ {most} სიმბოლოს.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot contain line breaks or control characters.</source>
        <translation>სტაჟიორის სახელი არ შეიძლება შეიცავდეს ახალ სტრიქონებს ან მმართველ სიმბოლოებს.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be opened ({reason}).</source>
        <translation>პროგრესის ფაილი {path} ვერ იხსნება ({reason}).</translation>
    </message>
    <message>
        <source>The progress file {path} is damaged again after a new one was started.</source>
        <translation>პროგრესის ფაილი {path} ხელახლა დაზიანდა მას შემდეგ, რაც ახალი შეიქმნა.</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of the app; please update the app to open it.</source>
        <translation>პროგრესის ფაილი {path} პროგრამის უფრო ახალი ვერსიითაა ჩაწერილი; მის გასახსნელად განაახლეთ პროგრამა.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({reason}).</source>
        <translation>პროგრესის ფაილში {path} ჩაწერა ვერ ხერხდება ({reason}).</translation>
    </message>
    <message>
        <source>The progress file {path} kept changing while it was opened.</source>
        <translation>პროგრესის ფაილი {path} გახსნისას გამუდმებით იცვლებოდა.</translation>
    </message>
    <message>
        <source>The damaged progress file {path} could not be moved aside ({reason}).</source>
        <translation>დაზიანებული პროგრესის ფაილი {path} გვერდზე ვერ გადაიდო ({reason}).</translation>
    </message>
    <message>
        <source>The progress file could not be saved ({reason}).</source>
        <translation>პროგრესის ფაილის შენახვა ვერ მოხერხდა ({reason}).</translation>
    </message>
    <message>
        <source>The progress could not be kept ({reason}).</source>
        <translation>პროგრესის შენახვა მეხსიერებაშიც ვერ მოხერხდა ({reason}).</translation>
    </message>
    <message>
        <source>The progress file could not be read ({reason}).</source>
        <translation>პროგრესის ფაილის წაკითხვა ვერ მოხერხდა ({reason}).</translation>
    </message>
    <message>
        <source>The progress file is damaged ({reason}).</source>
        <translation>პროგრესის ფაილი დაზიანებულია ({reason}).</translation>
    </message>
    <message>
        <source>There is already a trainee called {name}.</source>
        <translation>სტაჟიორი სახელით {name} უკვე არსებობს.</translation>
    </message>
    <message>
        <source>There is no trainee profile number {number}.</source>
        <translation>სტაჟიორის პროფილი ნომრით {number} არ არსებობს.</translation>
    </message>
    <message>
        <source>The last trainee cannot be removed; add another one first.</source>
        <translation>ბოლო სტაჟიორის წაშლა შეუძლებელია; ჯერ დაამატეთ სხვა.</translation>
    </message>
    <message>
        <source>A tag cannot be empty or contain a semicolon.</source>
        <translation>ჭდე არ შეიძლება იყოს ცარიელი ან შეიცავდეს წერტილ-მძიმეს.</translation>
    </message>
    <message>
        <source>There is no exam number {number} for this trainee.</source>
        <translation>ამ სტაჟიორს არ აქვს გამოცდა ნომრით {number}.</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <translation>გამოცდას სჭირდება მინიმუმ ერთი კითხვა.</translation>
    </message>
    <message>
        <source>There is no unfinished exam number {number}.</source>
        <translation>დაუსრულებელი გამოცდა ნომრით {number} არ არსებობს.</translation>
    </message>
    <message>
        <source>An exam of {questions} questions cannot have {correct} correct answers.</source>
        <translation>გამოცდას, რომელშიც {questions} კითხვაა, არ შეიძლება ჰქონდეს {correct} სწორი პასუხი.</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, more than the app reads; none of it was used.</source>
        <translation>ფაილი {most} მბ-ზე დიდია, ამდენს პროგრამა არ კითხულობს; მისგან არაფერი გამოყენებულა.</translation>
    </message>
    <message>
        <source>the file is open in another program, or read-only; close it there, or choose another name</source>
        <translation>ფაილი სხვა პროგრამაშია გახსნილი ან მხოლოდ წაკითხვადია; დახურეთ ის იქ ან აირჩიეთ სხვა სახელი</translation>
    </message>
    <message>
        <source>{path} is a folder; name a file in it.</source>
        <translation>{path} საქაღალდეა; მიუთითეთ ფაილი მასში.</translation>
    </message>
    <message>
        <source>{path} is a device or a pipe, not a file; name a file.</source>
        <translation>{path} მოწყობილობა ან არხია და არა ფაილი; მიუთითეთ ფაილი.</translation>
    </message>
    <message>
        <source>{path} already exists and is not a {suffix} file; it was left as it is.</source>
        <translation>{path} უკვე არსებობს და {suffix} ფაილი არ არის; ის უცვლელად დარჩა.</translation>
    </message>
    <message>
        <source>The results could not be written to {path} ({reason}).</source>
        <translation>შედეგების ჩაწერა ფაილში {path} ვერ მოხერხდა ({reason}).</translation>
    </message>
    <message>
        <source>the worked example {name} is not one hand</source>
        <translation>ხელის მაგალითი {name} ერთი ხელი არ არის</translation>
    </message>
    <message>
        <source>no worked example is called {name}</source>
        <translation>ხელის მაგალითი სახელით {name} არ არსებობს</translation>
    </message>
    <message>
        <source>a picture of more than 52 cards</source>
        <translation>სურათი 52-ზე მეტი კარტით</translation>
    </message>
    <message>
        <source>{page}, line {number}: {reason}</source>
        <translation>{page}, სტრიქონი {number}: {reason}</translation>
    </message>
    <message>
        <source>no slot is called {name}</source>
        <translation>ჩასასმელი ველი სახელით {name} არ არსებობს</translation>
    </message>
    <message>
        <source>the slot {name} belongs on a game&apos;s page</source>
        <translation>ჩასასმელი ველი {name} მხოლოდ თამაშის გვერდზე უნდა იყოს</translation>
    </message>
    <message>
        <source>no drill is called {name}</source>
        <translation>სავარჯიშო სახელით {name} არ არსებობს</translation>
    </message>
    <message>
        <source>no worked examples here</source>
        <translation>აქ ხელების მაგალითები არ არის</translation>
    </message>
    <message>
        <source>{name} has no stated strategy</source>
        <translation>{name}-ს არ აქვს მითითებული სტრატეგია</translation>
    </message>
    <message>
        <source>Chip values are whole numbers above zero with commas between them, not {value}.</source>
        <translation>ჟეტონების ნომინალები ნულზე მეტი მთელი რიცხვებია, მძიმით გამოყოფილი, და არა {value}.</translation>
    </message>
    <message>
        <source>The chip values need a 1, so that every amount can be paid.</source>
        <translation>ჟეტონების ნომინალებს შორის 1 უნდა იყოს, რომ ნებისმიერი თანხის გადახდა შეიძლებოდეს.</translation>
    </message>
    <message>
        <source>A table has at most {kinds} kinds of chip, none above {most}.</source>
        <translation>მაგიდაზე არაუმეტეს {kinds} სახის ჟეტონია, არცერთი {most}-ზე მეტი.</translation>
    </message>
    <message>
        <source>the odds cover {games}, not {value}</source>
        <translation>შანსები ითვლება ამ თამაშებისთვის: {games}; არა {value}</translation>
    </message>
    <message>
        <source>unknown strategy {value} for {game} (known: {known})</source>
        <translation>უცნობი სტრატეგია {value} თამაშისთვის {game} (ცნობილია: {known})</translation>
    </message>
    <message>
        <source>A house profile needs a name.</source>
        <translation>კაზინოს პროფილს სახელი სჭირდება.</translation>
    </message>
    <message>
        <source>A house profile&apos;s name can have at most {most} characters.</source>
        <translation>კაზინოს პროფილის სახელი არაუმეტეს {most} სიმბოლოსგან უნდა შედგებოდეს.</translation>
    </message>
    <message>
        <source>A house profile&apos;s name cannot hold control characters.</source>
        <translation>კაზინოს პროფილის სახელი მმართველ სიმბოლოებს ვერ შეიცავს.</translation>
    </message>
    <message>
        <source>{game} is not a game with house rules (known: {games})</source>
        <translation>{game} არ არის თამაში კაზინოს წესებით (ცნობილია: {games})</translation>
    </message>
    <message>
        <source>the house rules of {game} must be a list of rules and their values</source>
        <translation>თამაშის {game} კაზინოს წესები უნდა იყოს წესებისა და მათი მნიშვნელობების სია</translation>
    </message>
    <message>
        <source>{game}: {reason}</source>
        <translation>{game}: {reason}</translation>
    </message>
    <message>
        <source>a house profile&apos;s &quot;games&quot; must list each game with its house rules</source>
        <translation>კაზინოს პროფილის &quot;games&quot; უნდა ჩამოთვლიდეს ყველა თამაშს თავისი კაზინოს წესებით</translation>
    </message>
    <message>
        <source>This is not a house profile: it needs a &quot;name&quot; and the &quot;games&quot; with their house rules.</source>
        <translation>ეს არ არის კაზინოს პროფილი: მას სჭირდება &quot;name&quot; და &quot;games&quot; კაზინოს წესებით.</translation>
    </message>
    <message>
        <source>This file is too large to be a house profile.</source>
        <translation>ეს ფაილი ზედმეტად დიდია კაზინოს პროფილისთვის.</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not UTF-8 text.</source>
        <translation>ეს არ არის კაზინოს პროფილი: ის არ არის UTF-8 ტექსტი.</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not JSON (line {line}, column {column}).</source>
        <translation>ეს არ არის კაზინოს პროფილი: ის არ არის JSON (სტრიქონი {line}, სვეტი {column}).</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>ფაილის წაკითხვა ვერ მოხერხდა: {reason}</translation>
    </message>
    <message>
        <source>The saved house profiles need one profile at least, each name only once.</source>
        <translation>შენახულ კაზინოს პროფილებში ერთი პროფილი მაინც უნდა იყოს, თითოეული სახელი მხოლოდ ერთხელ.</translation>
    </message>
    <message>
        <source>There is no house profile called {name}.</source>
        <translation>კაზინოს პროფილი სახელით {name} არ არსებობს.</translation>
    </message>
    <message>
        <source>A house profile called {name} already exists: please choose another name.</source>
        <translation>კაზინოს პროფილი სახელით {name} უკვე არსებობს: აირჩიეთ სხვა სახელი.</translation>
    </message>
    <message>
        <source>The last house profile cannot be deleted.</source>
        <translation>ბოლო კაზინოს პროფილის წაშლა შეუძლებელია.</translation>
    </message>
    <message>
        <source>{name} is saved twice</source>
        <translation>{name} ორჯერაა შენახული</translation>
    </message>
    <message>
        <source>The folder {path} could not be read ({reason}).</source>
        <translation>საქაღალდის {path} წაკითხვა ვერ მოხერხდა ({reason}).</translation>
    </message>
    <message>
        <source>The file could not be read ({reason}).</source>
        <translation>ფაილის წაკითხვა ვერ მოხერხდა ({reason}).</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, too large for a results export.</source>
        <translation>ფაილი {most} მბ-ზე დიდია, შედეგების ექსპორტისთვის ზედმეტად დიდი.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text, as the app&apos;s results exports are.</source>
        <translation>ფაილი არ არის UTF-8 ტექსტი, როგორც აპის შედეგების ექსპორტები.</translation>
    </message>
    <message>
        <source>The file holds binary data, so it is not a results export of the app.</source>
        <translation>ფაილი ორობით მონაცემებს შეიცავს, ამიტომ ის აპის შედეგების ექსპორტი არ არის.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>ფაილი ცარიელია.</translation>
    </message>
    <message>
        <source>The file&apos;s first line is not the header of the app&apos;s results export.</source>
        <translation>ფაილის პირველი სტრიქონი აპის შედეგების ექსპორტის სათაური არ არის.</translation>
    </message>
    <message>
        <source>The file&apos;s header names the column {column} twice.</source>
        <translation>ფაილის სათაურში სვეტი {column} ორჯერ არის.</translation>
    </message>
    <message>
        <source>The file is not a whole results export of the app (missing: {columns}).</source>
        <translation>ფაილი აპის შედეგების სრული ექსპორტი არ არის (აკლია: {columns}).</translation>
    </message>
    <message>
        <source>Line {line} does not have one cell for each column of the header.</source>
        <translation>სტრიქონ {line}-ში სათაურის ყოველ სვეტს თითო უჯრა არ შეესაბამება.</translation>
    </message>
    <message>
        <source>Line {line} cannot be read as CSV ({reason}).</source>
        <translation>სტრიქონ {line}-ის წაკითხვა CSV-ად ვერ ხერხდება ({reason}).</translation>
    </message>
    <message>
        <source>This PC has no progress file yet: no trainee has answered here.</source>
        <translation>ამ კომპიუტერს ჯერ არ აქვს პროგრესის ფაილი: აქ ჯერ არცერთ სტაჟიორს არ უპასუხია.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a whole number, not {value}.</source>
        <translation>სტრიქონი {line}: {column} უნდა იყოს მთელი რიცხვი და არა {value}.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be 0 or 1, not {value}.</source>
        <translation>სტრიქონი {line}: {column} უნდა იყოს 0 ან 1 და არა {value}.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a number of seconds such as 4.5, not {value}.</source>
        <translation>სტრიქონი {line}: {column} უნდა იყოს წამების რაოდენობა, მაგალითად 4.5, და არა {value}.</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a date and time as the app writes it, not {value}.</source>
        <translation>სტრიქონი {line}: {column} უნდა იყოს თარიღი და დრო ისე, როგორც აპი წერს, და არა {value}.</translation>
    </message>
    <message>
        <source>Line {line}: the trainee&apos;s name is empty.</source>
        <translation>სტრიქონი {line}: სტაჟიორის სახელი ცარიელია.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not a drill of this version of the app (is the file from a newer version?).</source>
        <translation>სტრიქონი {line}: {value} აპის ამ ვერსიის სავარჯიშო არ არის (იქნებ ფაილი უფრო ახალი ვერსიიდანაა?).</translation>
    </message>
    <message>
        <source>Line {line}: the level should be 1, 2 or 3, not {value}.</source>
        <translation>სტრიქონი {line}: დონე უნდა იყოს 1, 2 ან 3 და არა {value}.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam status the app writes.</source>
        <translation>სტრიქონი {line}: {value} არ არის გამოცდის სტატუსი, რომელსაც აპი წერს.</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam source the app writes.</source>
        <translation>სტრიქონი {line}: {value} არ არის გამოცდის წყარო, რომელსაც აპლიკაცია წერს.</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>პასი</translation>
    </message>
    <message>
        <source>check</source>
        <translation>ჩეკი</translation>
    </message>
    <message>
        <source>call</source>
        <translation>ქოლი</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>ოლ-ინი</translation>
    </message>
    <message>
        <source>bet {to}</source>
        <translation>ფსონი {to}</translation>
    </message>
    <message>
        <source>raise to {to}</source>
        <translation>რეიზი {to}-მდე</translation>
    </message>
    <message>
        <source>it is seat {turn}&apos;s turn, not seat {seat}&apos;s</source>
        <translation>ახლა ადგილი {turn} მოქმედებს და არა ადგილი {seat}</translation>
    </message>
    <message>
        <source>there is already a bet of {to}, so this is a raise</source>
        <translation>უკვე დადებულია ფსონი {to}, ამიტომ ეს რეიზია</translation>
    </message>
    <message>
        <source>nobody has bet on this street, so this is a bet</source>
        <translation>ამ ქუჩაზე ჯერ არავის დაუდია ფსონი, ამიტომ ეს ფსონია</translation>
    </message>
    <message>
        <source>the hand is over: no more actions</source>
        <translation>ხელი დასრულდა: მოქმედებები აღარ არის</translation>
    </message>
    <message>
        <source>A join code is {length} of these letters and digits: {alphabet}.</source>
        <translation>შესვლის კოდი შედგება ამ ასოებისა და ციფრებიდან {length} სიმბოლოსგან: {alphabet}.</translation>
    </message>
    <message>
        <source>The class server could not start ({reason}).</source>
        <translation>კლასის სერვერი ვერ ჩაირთო ({reason}).</translation>
    </message>
    <message>
        <source>Another program is using port {port}: close it or choose another port.</source>
        <translation>პორტს {port} სხვა პროგრამა იყენებს: დახურეთ ის ან აირჩიეთ სხვა პორტი.</translation>
    </message>
    <message>
        <source>Another class server is hosting a class on this progress file: stop it first.</source>
        <translation>ამ პროგრესის ფაილზე კლასს უკვე სხვა კლასის სერვერი მართავს: ჯერ ის გააჩერეთ.</translation>
    </message>
    <message>
        <source>A trainee of this name is in the class already: join with another name.</source>
        <translation>ამ სახელით სტაჟიორი უკვე კლასშია: შედით სხვა სახელით.</translation>
    </message>
    <message>
        <source>The instructor did not let you in.</source>
        <translation>ინსტრუქტორმა არ შეგიშვათ.</translation>
    </message>
    <message>
        <source>The class server failed to answer; try again.</source>
        <translation>კლასის სერვერმა ვერ უპასუხა; სცადეთ ხელახლა.</translation>
    </message>
    <message>
        <source>The class not ended on this PC has another join code: start with its code, or with --new-class to end it and begin a new class.</source>
        <translation>ამ კომპიუტერზე დაუმთავრებელ კლასს სხვა შესვლის კოდი აქვს: ჩართეთ მისი კოდით, ან --new-class-ით, რომ ის დასრულდეს და ახალი კლასი დაიწყოს.</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips from {least} to {most}, not {value}</source>
        <translation>&apos;{key}&apos; უნდა იყოს ჟეტონების მთელი რიცხვი {least}-დან {most}-მდე და არა {value}</translation>
    </message>
    <message>
        <source>the table minimum of {least} is above the table maximum of {most}</source>
        <translation>მაგიდის მინიმუმი ({least}) აღემატება მაგიდის მაქსიმუმს ({most})</translation>
    </message>
</context>
<context>
    <name>ExactBox</name>
    <message>
        <source>Line</source>
        <translation>სტრიქონი</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>ხელების რაოდენობა</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>გამოქვეყნებული</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>ალბათობა</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>გადახდა</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>მოსალოდნელი შედეგი</translation>
    </message>
    <message>
        <source>{bet}: counted exactly over {deals}</source>
        <translation>{bet}: ზუსტად დათვლილი — {deals}</translation>
    </message>
</context>
<context>
    <name>ExamDialog</name>
    <message>
        <source>Exam</source>
        <translation>გამოცდა</translation>
    </message>
    <message>
        <source>Start a class exam</source>
        <translation>ჯგუფის გამოცდის დაწყება</translation>
    </message>
    <message>
        <source>Serve an exam from its code</source>
        <translation>გამოცდის ჩატარება მისი კოდით</translation>
    </message>
    <message>
        <source>Sit an exam from a code</source>
        <translation>გამოცდის ჩაბარება კოდით</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>კოდი:</translation>
    </message>
    <message>
        <source>Or set a new exam</source>
        <translation>ან შექმენით ახალი გამოცდა</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>კითხვები:</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>წუთები:</translation>
    </message>
    <message>
        <source>Pass mark (%):</source>
        <translation>გამსვლელი ზღვარი (%):</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>დონე:</translation>
    </message>
    <message>
        <source>A new exam is dealt under the house profile {name}; its code carries the house&apos;s rules.</source>
        <translation>ახალი გამოცდის ხელები კაზინოს პროფილით {name} რიგდება; მისი კოდი კაზინოს წესებს შეიცავს.</translation>
    </message>
    <message>
        <source>Set a new exam</source>
        <translation>შექმენით ახალი გამოცდა</translation>
    </message>
    <message>
        <source>Trainees see their marks when you release them.</source>
        <translation>სტაჟიორები შეფასებებს მაშინ დაინახავენ, როცა მათ გასცემთ.</translation>
    </message>
    <message>
        <source>Feedback comes at the end of the exam.</source>
        <translation>შედეგები და განმარტებები გამოცდის ბოლოს გამოჩნდება.</translation>
    </message>
    <message>
        <source>Sit the exam</source>
        <translation>გამოცდის ჩაბარება</translation>
    </message>
    <message>
        <source>Create the exam</source>
        <translation>გამოცდის შექმნა</translation>
    </message>
    <message>
        <source>Choose at least one drill.</source>
        <translation>აირჩიეთ მინიმუმ ერთი სავარჯიშო.</translation>
    </message>
</context>
<context>
    <name>ExamSlip</name>
    <message>
        <source>Exam code</source>
        <translation>გამოცდის კოდი</translation>
    </message>
    <message>
        <source>On the {trainer} tab press {exam} and type the code under “{sit}”: the same code gives the same questions on every PC.</source>
        <translation>ჩანართზე „{trainer}“ დააჭირეთ „{exam}“ და აკრიფეთ კოდი ველში „{sit}“: ერთი და იგივე კოდი ყველა კომპიუტერზე ერთსა და იმავე კითხვებს იძლევა.</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>სავარჯიშოები</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer {version}</source>
        <translation>ჰოლდემის დილერის ტრენაჟორი {version}</translation>
    </message>
    <message>
        <source>Exam slip</source>
        <translation>გამოცდის ბარათი</translation>
    </message>
    <message>
        <source>Give the class this code: each trainee sits the exam on their own PC. It does not start on this one.</source>
        <translation>მიეცით ჯგუფს ეს კოდი: თითოეული სტაჟიორი გამოცდას საკუთარ კომპიუტერზე ჩააბარებს. ამ კომპიუტერზე გამოცდა არ იწყება.</translation>
    </message>
    <message>
        <source>&amp;Copy the code</source>
        <translation>კოდის &amp;კოპირება</translation>
    </message>
    <message>
        <source>&amp;Print to PDF...</source>
        <translation>&amp;ბეჭდვა PDF-ში...</translation>
    </message>
    <message>
        <source>Show on the p&amp;rojector</source>
        <translation>&amp;პროექტორზე ჩვენება</translation>
    </message>
    <message>
        <source>&amp;Sit it here</source>
        <translation>აქ &amp;ჩაბარება</translation>
    </message>
    <message>
        <source>Starts the exam here, on this PC: its questions and clock, with the trainer locked until it ends.</source>
        <translation>იწყებს გამოცდას აქ, ამ კომპიუტერზე: მის კითხვებს და საათს; ტრენაჟორი დაბლოკილია მის დასრულებამდე.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>დახურვა</translation>
    </message>
    <message>
        <source>The code {code} is on the clipboard.</source>
        <translation>კოდი {code} ბუფერშია.</translation>
    </message>
    <message>
        <source>Print the exam slip to PDF</source>
        <translation>გამოცდის ბარათის ბეჭდვა PDF-ში</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ფაილები (*.pdf)</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>შენახულია: {name}</translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message>
        <source>Question {n} of {total}: {drill}</source>
        <translation>კითხვა {n} / {total}: {drill}</translation>
    </message>
    <message>
        <source>Not answered in time</source>
        <translation>დროულად პასუხი არ გაეცა</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>ჩაბარებულია</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>არ არის ჩაბარებული</translation>
    </message>
    <message numerus="yes">
        <source>{right} of {total} right; %n question(s) not answered in time.</source>
        <translation>
            <numerusform>სწორია {right} / {total}; დროულად პასუხი არ გაეცა %n კითხვას.</numerusform>
            <numerusform>სწორია {right} / {total}; დროულად პასუხი არ გაეცა %n კითხვას.</numerusform>
        </translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>უპასუხოდ</translation>
    </message>
</context>
<context>
    <name>FeedbackWords</name>
    <message>
        <source>(none)</source>
        <translation>(არაფერი)</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>სწორია</translation>
    </message>
    <message>
        <source>Not right</source>
        <translation>არასწორია</translation>
    </message>
    <message>
        <source>You</source>
        <translation>თქვენი</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>სწორი</translation>
    </message>
    <message numerus="yes">
        <source>%n other payout(s): paid right, left right.</source>
        <translation>
            <numerusform>კიდევ %n გადახდა: სწორად გადახდილი და უცვლელად დატოვებული.</numerusform>
            <numerusform>კიდევ %n გადახდა: სწორად გადახდილი და უცვლელად დატოვებული.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s); nothing was owed, so no chips at all.</source>
        <translation>
            <numerusform>თქვენ გადაიხადეთ {amount} %n ჟეტონით; გადასახდელი არაფერი იყო, ამიტომ ჟეტონები საერთოდ არ იყო საჭირო.</numerusform>
            <numerusform>თქვენ გადაიხადეთ {amount} %n ჟეტონით; გადასახდელი არაფერი იყო, ამიტომ ჟეტონები საერთოდ არ იყო საჭირო.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s).</source>
        <translation>
            <numerusform>თქვენ გადაიხადეთ {amount} %n ჟეტონით.</numerusform>
            <numerusform>თქვენ გადაიხადეთ {amount} %n ჟეტონით.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fewest is %n chip(s): {chips}.</source>
        <translation>
            <numerusform>მინიმუმია %n ჟეტონი: {chips}.</numerusform>
            <numerusform>მინიმუმია %n ჟეტონი: {chips}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest chips.</source>
        <translation>ჟეტონების მინიმალური რაოდენობა.</translation>
    </message>
    <message>
        <source>More chips than needed.</source>
        <translation>საჭიროზე მეტი ჟეტონი.</translation>
    </message>
    <message>
        <source>Time {seconds} s, target {target} s: {verdict}</source>
        <translation>დრო {seconds} წმ, მიზანი {target} წმ: {verdict}</translation>
    </message>
    <message>
        <source>within the target</source>
        <translation>მიზნის ფარგლებში</translation>
    </message>
    <message>
        <source>slower than the target</source>
        <translation>მიზანზე ნელა</translation>
    </message>
    <message>
        <source>How it is settled:</source>
        <translation>როგორ სწორდება ანგარიში:</translation>
    </message>
</context>
<context>
    <name>FeltWords</name>
    <message>
        <source>Ante</source>
        <translation>ანტე</translation>
    </message>
    <message>
        <source>AA Bonus</source>
        <translation>AA ბონუსი</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>ქოლი</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>ბონუსი</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>პლეი</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>ფლოპი</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ტერნი</translation>
    </message>
    <message>
        <source>Bonus pays {table}</source>
        <translation>ბონუსის ცხრილი: {table}</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>ფსონი</translation>
    </message>
    <message>
        <source>NO-LIMIT TEXAS HOLD&apos;EM</source>
        <translation>ლიმიტის გარეშე ტეხასური ჰოლდემი</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>სტეკი</translation>
    </message>
    <message>
        <source>In the pot</source>
        <translation>პოტში</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>ოლ-ინი</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>მოგება {amount}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>დაბრუნება</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>წაგება</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>დილერი</translation>
    </message>
    <message>
        <source>CASINO HOLD&apos;EM · AA BONUS</source>
        <translation>კაზინო ჰოლდემი · AA ბონუსი</translation>
    </message>
    <message>
        <source>TEXAS HOLD&apos;EM BONUS POKER</source>
        <translation>TEXAS HOLD&apos;EM BONUS POKER</translation>
    </message>
    <message>
        <source>AA Bonus is settled when the player folds</source>
        <translation>მოთამაშის პასისას AA ბონუსის ანგარიში სწორდება</translation>
    </message>
    <message>
        <source>AA Bonus is lost when the player folds</source>
        <translation>მოთამაშის პასისას AA ბონუსი იკარგება</translation>
    </message>
    <message>
        <source>Dealer qualifies with a pair of fours or better</source>
        <translation>დილერის კვალიფიკაცია: ოთხიანების წყვილიდან</translation>
    </message>
    <message>
        <source>Ante pays {table} · AA Bonus {bonus}</source>
        <translation>ანტე: {table} · AA ბონუსი: {bonus}</translation>
    </message>
    <message>
        <source>Ante pays on a straight or better</source>
        <translation>ანტე იხდის სტრიტიდან და ზემოთ</translation>
    </message>
    <message>
        <source>Ante pays on a flush or better</source>
        <translation>ანტე იხდის ფლეშიდან და ზემოთ</translation>
    </message>
    <message>
        <source>Ties push</source>
        <translation>ფრეზე ფსონები ბრუნდება</translation>
    </message>
    <message>
        <source>Dealer wins ties</source>
        <translation>ფრეს დილერი იგებს</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big}</source>
        <translation>ღილაკი: ადგილი {button} · ბლაინდები {small}/{big}</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big} · ante {ante}</source>
        <translation>ღილაკი: ადგილი {button} · ბლაინდები {small}/{big} · ანტე {ante}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {seats}</source>
        <translation>{pot} {amount}: ადგილები {seats}</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;ენა:</translation>
    </message>
    <message>
        <source>C&amp;hip values:</source>
        <translation>&amp;ჟეტონების ნომინალები:</translation>
    </message>
    <message>
        <source>&amp;Seconds per step:</source>
        <translation>&amp;წამი ერთ ნაბიჯზე:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>კარტის &amp;ზურგი:</translation>
    </message>
    <message>
        <source>Whole numbers with commas between them, a 1 among them.</source>
        <translation>მთელი რიცხვები მძიმით გამოყოფილი; მათ შორის 1 უნდა იყოს.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;ოთხფერიანი დასტა</translation>
    </message>
    <message>
        <source>&amp;Keep folded cards face up (for teaching)</source>
        <translation>პასის შემდეგ კარტები &amp;ღიად დარჩეს (სწავლებისთვის)</translation>
    </message>
    <message>
        <source>A dealer collects the cards of a fold; these stay face up at their seat instead. Cards a bet is still settled on (a folded seat&apos;s bonus) stay in sight either way.</source>
        <translation>პასის შემდეგ დილერი კარტებს აგროვებს; ამ პარამეტრით ისინი თავის ადგილზე ღიად რჩება. კარტები, რომლებზეც ფსონის ანგარიში ჯერ კიდევ სწორდება (პასის მთქმელი მოთამაშის ბონუსი), ორივე შემთხვევაში ჩანს.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>ლურჯი</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>წითელი</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>მწვანე</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>Hand {number}: blinds {small}/{big}, button seat {button}</source>
        <translation>ხელი {number}: ბლაინდები {small}/{big}, ღილაკი — ადგილი {button}</translation>
    </message>
    <message>
        <source>Hand {number}: blinds {small}/{big}, ante {ante}, button seat {button}</source>
        <translation>ხელი {number}: ბლაინდები {small}/{big}, ანტე {ante}, ღილაკი — ადგილი {button}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} ({stack} in chips)</source>
        <translation>ადგილი {seat}: {name} ({stack} ჟეტონი)</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the ante {amount}</source>
        <translation>ადგილი {seat}: დებს ანტეს {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the small blind {amount}</source>
        <translation>ადგილი {seat}: დებს პატარა ბლაინდს {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the big blind {amount}</source>
        <translation>ადგილი {seat}: დებს დიდ ბლაინდს {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in</source>
        <translation>ადგილი {seat} ოლ-ინშია</translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation>ფლოპი: {cards}</translation>
    </message>
    <message>
        <source>Turn: {cards}</source>
        <translation>ტერნი: {cards}</translation>
    </message>
    <message>
        <source>River: {cards}</source>
        <translation>რივერი: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: folds</source>
        <translation>ადგილი {seat}: პასი</translation>
    </message>
    <message>
        <source>Seat {seat}: checks</source>
        <translation>ადგილი {seat}: ჩეკი</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount}</source>
        <translation>ადგილი {seat}: ქოლი {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to}</source>
        <translation>ადგილი {seat}: ფსონი {to}</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to}</source>
        <translation>ადგილი {seat}: რეიზი {to}-მდე</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount} and is all-in</source>
        <translation>ადგილი {seat}: ქოლი {amount}, ოლ-ინი</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to} and is all-in</source>
        <translation>ადგილი {seat}: ფსონი {to}, ოლ-ინი</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to} and is all-in</source>
        <translation>ადგილი {seat}: რეიზი {to}-მდე, ოლ-ინი</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>კარტების გახსნა</translation>
    </message>
</context>
<context>
    <name>HostWindow</name>
    <message>
        <source>Host a class</source>
        <translation>ჯგუფის წაყვანა</translation>
    </message>
    <message>
        <source>Run the class</source>
        <translation>ჯგუფის გაშვება</translation>
    </message>
    <message>
        <source>On this PC, port:</source>
        <translation>ამ კომპიუტერზე, პორტი:</translation>
    </message>
    <message>
        <source>Host on this PC</source>
        <translation>ამ კომპიუტერზე გაშვება</translation>
    </message>
    <message>
        <source>Or the school&apos;s server:</source>
        <translation>ან სკოლის სერვერი:</translation>
    </message>
    <message>
        <source>Address, such as 192.168.1.5:8765</source>
        <translation>მისამართი, მაგ. 192.168.1.5:8765</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>ინსტრუქტორის გასაღები</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>დაკავშირება</translation>
    </message>
    <message>
        <source>Joined:</source>
        <translation>შემოუერთდნენ:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>წაშლა</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>ჯგუფის დასრულება</translation>
    </message>
    <message>
        <source>Waiting to be let in</source>
        <translation>შესვლის ნებართვას ელოდებიან</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>შემოშვება</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>უარი</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>ჯგუფისთვის კითხვა</translation>
    </message>
    <message>
        <source>The casino table&apos;s hand</source>
        <translation>კაზინოს მაგიდის ხელი</translation>
    </message>
    <message>
        <source>The no-limit table&apos;s hand</source>
        <translation>ლიმიტის გარეშე მაგიდის ხელი</translation>
    </message>
    <message>
        <source>A drill question</source>
        <translation>სავარჯიშოს კითხვა</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>დახურვა</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>პასუხის ჩვენება</translation>
    </message>
    <message>
        <source>Class exam</source>
        <translation>ჯგუფის გამოცდა</translation>
    </message>
    <message>
        <source>Start a class exam...</source>
        <translation>ჯგუფის გამოცდის დაწყება...</translation>
    </message>
    <message>
        <source>Release marks</source>
        <translation>შეფასებების გაცემა</translation>
    </message>
    <message>
        <source>End</source>
        <translation>დასრულება</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>სტაჟიორი</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>პასუხი გასცა</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>შეფასება</translation>
    </message>
    <message>
        <source>There is no hand on that table to ask about.</source>
        <translation>იმ მაგიდაზე ხელი არ არის, რომ იკითხოთ.</translation>
    </message>
    <message>
        <source>Remove {name} from the class?</source>
        <translation>წავშალოთ სტაჟიორი {name} ჯგუფიდან?</translation>
    </message>
    <message>
        <source>A class exam is running. Stop hosting the class anyway?</source>
        <translation>ჯგუფის გამოცდა მიმდინარეობს. მაინც დავასრულოთ ჯგუფი?</translation>
    </message>
    <message>
        <source>End the exam now? Questions not answered yet count as wrong.</source>
        <translation>დავასრულოთ გამოცდა ახლა? ჯერ უპასუხო კითხვები არასწორად ჩაითვლება.</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>შესვლის კოდი: {code}</translation>
    </message>
    <message>
        <source>No class is running.</source>
        <translation>ჯგუფი არ არის გაშვებული.</translation>
    </message>
    <message>
        <source>Address: {addresses}</source>
        <translation>მისამართი: {addresses}</translation>
    </message>
    <message>
        <source>rejoined</source>
        <translation>ხელახლა შემოუერთდა</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>დაკავშირებულია</translation>
    </message>
    <message>
        <source>away</source>
        <translation>არ არის</translation>
    </message>
    <message>
        <source>{name} ({state})</source>
        <translation>{name} ({state})</translation>
    </message>
    <message numerus="yes">
        <source>Joined: %n trainee(s)</source>
        <translation>
            <numerusform>შემოუერთდა: %n სტაჟიორი</numerusform>
            <numerusform>შემოუერთდა: %n სტაჟიორი</numerusform>
        </translation>
    </message>
    <message>
        <source>No question asked.</source>
        <translation>კითხვა არ დასმულა.</translation>
    </message>
    <message>
        <source>{answered} of {of} answered</source>
        <translation>უპასუხა {answered}-მა {of}-დან</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>დახურულია</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>პასუხი ნაჩვენებია</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>უპასუხოდ</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} / {total}</translation>
    </message>
    <message>
        <source>Passed: {passed} of {total}</source>
        <translation>ჩააბარა: {passed} / {total}</translation>
    </message>
    <message>
        <source>{right} of {total} right · {verdict}</source>
        <translation>{total}-დან {right} სწორია · {verdict}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ჩააბარა</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>ვერ ჩააბარა</translation>
    </message>
    <message>
        <source>Exam over; marks released.</source>
        <translation>გამოცდა დასრულდა; შეფასებები გაცემულია.</translation>
    </message>
    <message>
        <source>Exam over.</source>
        <translation>გამოცდა დასრულდა.</translation>
    </message>
    <message>
        <source>{m}:{s:02d} left</source>
        <translation>დარჩა {m}:{s:02d}</translation>
    </message>
</context>
<context>
    <name>HouseController</name>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>ფაილის ჩაწერა ვერ მოხერხდა: {reason}</translation>
    </message>
</context>
<context>
    <name>HousePage</name>
    <message>
        <source>House profile</source>
        <translation>კაზინოს პროფილი</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;პროფილი:</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;ახალი...</translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation>&amp;გადარქმევა...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;წაშლა</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>&amp;ექსპორტი...</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;იმპორტი...</translation>
    </message>
    <message>
        <source>A profile holds the pay tables and house rules of every game. Changes apply at once to the table, the trainer&apos;s questions, new exams, the rules pages and the odds.</source>
        <translation>პროფილი ყველა თამაშის გადახდების ცხრილებსა და კაზინოს წესებს შეიცავს. ცვლილებები მაშინვე მოქმედებს მაგიდაზე, ტრენაჟორის კითხვებზე, ახალ გამოცდებზე, წესების გვერდებსა და შანსებზე.</translation>
    </message>
    <message>
        <source>{rule}:</source>
        <translation>{rule}:</translation>
    </message>
    <message>
        <source>Custom: {table}</source>
        <translation>საკუთარი: {table}</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>საკუთარი...</translation>
    </message>
    <message>
        <source>New house profile</source>
        <translation>ახალი კაზინოს პროფილი</translation>
    </message>
    <message>
        <source>Name of the new profile (it starts with the rules of {name}):</source>
        <translation>ახალი პროფილის სახელი (ის პროფილის {name} წესებით დაიწყება):</translation>
    </message>
    <message>
        <source>Rename the house profile</source>
        <translation>კაზინოს პროფილის გადარქმევა</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>ახალი სახელი:</translation>
    </message>
    <message>
        <source>Delete the house profile</source>
        <translation>კაზინოს პროფილის წაშლა</translation>
    </message>
    <message>
        <source>Delete the house profile {name}? Export it first to keep a copy.</source>
        <translation>წაიშალოს კაზინოს პროფილი {name}? ასლის შესანახად ჯერ მისი ექსპორტი გააკეთეთ.</translation>
    </message>
    <message>
        <source>Export the house profile</source>
        <translation>კაზინოს პროფილის ექსპორტი</translation>
    </message>
    <message>
        <source>House profiles (*.json)</source>
        <translation>კაზინოს პროფილები (*.json)</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>ექსპორტი შესრულდა: {path}.</translation>
    </message>
    <message>
        <source>Import a house profile</source>
        <translation>კაზინოს პროფილის იმპორტი</translation>
    </message>
    <message>
        <source>The house profile was not imported: {reason}</source>
        <translation>კაზინოს პროფილის იმპორტი ვერ მოხერხდა: {reason}</translation>
    </message>
    <message>
        <source>Imported {name}: it is the active profile now.</source>
        <translation>იმპორტირებულია {name}: ახლა ის აქტიური პროფილია.</translation>
    </message>
    <message>
        <source>{lower} pays {lower_pays} to 1, more than {higher} above it pays ({higher_pays} to 1).</source>
        <translation>{lower} იხდის {lower_pays} 1-ზე — მეტს, ვიდრე ცხრილში მასზე მაღლა მდგომი {higher} ({higher_pays} 1-ზე).</translation>
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
        <translation>სკოლის სტანდარტი</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a class</source>
        <translation>ჯგუფში შესვლა</translation>
    </message>
    <message>
        <source>Type what the instructor&apos;s projector shows.</source>
        <translation>ჩაწერეთ ის, რასაც ინსტრუქტორის პროექტორი აჩვენებს.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>მისამართი:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>შესვლის კოდი:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>თქვენი სახელი:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>შესვლა</translation>
    </message>
    <message>
        <source>Joining...</source>
        <translation>შესვლა...</translation>
    </message>
    <message>
        <source>Waiting for the instructor to let you in...</source>
        <translation>ველოდებით, როდის შემოგიშვებთ ინსტრუქტორი...</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Progress</source>
        <translation>პროგრესი</translation>
    </message>
    <message>
        <source>Progress is saved again: the answers kept meanwhile are in the progress file.</source>
        <translation>პროგრესი ისევ ინახება: ამ ხნის განმავლობაში შენარჩუნებული პასუხები უკვე პროგრესის ფაილშია.</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>ჰოლდემის დილერის ტრენაჟორი</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>მაგიდა</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>ტრენაჟორი</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;ფაილი</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;თამაში</translation>
    </message>
    <message>
        <source>The progress file was damaged, so it was kept as {path} and a new one was started.</source>
        <translation>პროგრესის ფაილი დაზიანებული იყო, ამიტომ ის შენახულია აქ: {path}, და შეიქმნა ახალი ფაილი.</translation>
    </message>
    <message numerus="yes">
        <source>The progress file had %n damaged record(s), now set aside and kept in it; everything else is here as before.</source>
        <translation>
            <numerusform>პროგრესის ფაილში ნაპოვნი %n დაზიანებული ჩანაწერი გვერდზე გადაიდო და იმავე ფაილში ინახება; დანარჩენი ყველაფერი ისევ ისეა, როგორც იყო.</numerusform>
            <numerusform>პროგრესის ფაილში ნაპოვნი %n დაზიანებული ჩანაწერი გვერდზე გადაიდო და იმავე ფაილში ინახება; დანარჩენი ყველაფერი ისევ ისეა, როგორც იყო.</numerusform>
        </translation>
    </message>
    <message>
        <source>Damaged records were found in the progress file, but your records could not be read again after they were set aside; restart the app to see them.</source>
        <translation>პროგრესის ფაილში დაზიანებული ჩანაწერები აღმოჩნდა, მაგრამ მათი გადადების შემდეგ თქვენი ჩანაწერების ხელახლა წაკითხვა ვერ მოხერხდა; მათ სანახავად გადატვირთეთ აპლიკაცია.</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as there is room again.</source>
        <translation>პროგრესის შენახვა ახლა ვერ ხერხდება: {reason}. შეგიძლიათ განაგრძოთ ვარჯიში; თქვენი პასუხები შენარჩუნდება და შეინახება, როგორც კი ადგილი გათავისუფლდება.</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as the progress file can be written again.</source>
        <translation>პროგრესის შენახვა ახლა ვერ ხერხდება: {reason}. შეგიძლიათ განაგრძოთ ვარჯიში; თქვენი პასუხები შენარჩუნდება და შეინახება, როგორც კი პროგრესის ფაილში ჩაწერა ისევ შესაძლებელი გახდება.</translation>
    </message>
    <message>
        <source>Progress cannot be saved here: {reason}. You can practise on; answers are kept until the app closes.</source>
        <translation>პროგრესის შენახვა აქ შეუძლებელია: {reason}. შეგიძლიათ განაგრძოთ ვარჯიში; პასუხები პროგრამის დახურვამდე შენარჩუნდება.</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the progress file yet.</source>
        <translation>
            <numerusform>პროგრესის ფაილში %n პასუხის შენახვა ჯერ ვერ მოხერხდა.</numerusform>
            <numerusform>პროგრესის ფაილში %n პასუხის შენახვა ჯერ ვერ მოხერხდა.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other change(s) could not be saved in it yet either (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>მასში სხვა %n ცვლილების შენახვაც ჯერ ვერ მოხერხდა (დამატებული, გადარქმეული ან წაშლილი სტაჟიორები, გამოცდები, ბლიც-რაუნდები).</numerusform>
            <numerusform>მასში სხვა %n ცვლილების შენახვაც ჯერ ვერ მოხერხდა (დამატებული, გადარქმეული ან წაშლილი სტაჟიორები, გამოცდები, ბლიც-რაუნდები).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) could not be saved in the progress file yet (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>პროგრესის ფაილში %n ცვლილების შენახვა ჯერ ვერ მოხერხდა (დამატებული, გადარქმეული ან წაშლილი სტაჟიორები, გამოცდები, ბლიც-რაუნდები).</numerusform>
            <numerusform>პროგრესის ფაილში %n ცვლილების შენახვა ჯერ ვერ მოხერხდა (დამატებული, გადარქმეული ან წაშლილი სტაჟიორები, გამოცდები, ბლიც-რაუნდები).</numerusform>
        </translation>
    </message>
    <message>
        <source>The app keeps its data beside the program (portable mode: a file named portable there, or --portable), and that folder cannot be written. Where the program is installed for every user, turn portable mode off: each user&apos;s progress is then kept in their own folder.</source>
        <translation>პროგრამა თავის მონაცემებს პროგრამის გვერდით ინახავს (პორტატიული რეჟიმი: იქ მდებარე ფაილი სახელით portable, ან --portable), ამ საქაღალდეში კი ჩაწერა შეუძლებელია. თუ პროგრამა ყველა მომხმარებლისთვისაა დაყენებული, გამორთეთ პორტატიული რეჟიმი: მაშინ თითოეული მომხმარებლის პროგრესი მის საკუთარ საქაღალდეში შეინახება.</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? The export holds the answers only: quitting loses the other changes, and without the export the answers too.</source>
        <translation>გსურთ, გასვლამდე ყველა პასუხის ექსპორტი CSV ფაილში? ექსპორტი მხოლოდ პასუხებს შეიცავს: გასვლისას სხვა ცვლილებები დაიკარგება, ექსპორტის გარეშე კი — პასუხებიც.</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? Quitting without the export loses them.</source>
        <translation>გსურთ, გასვლამდე ყველა პასუხის ექსპორტი CSV ფაილში? ექსპორტის გარეშე გასვლისას ისინი დაიკარგება.</translation>
    </message>
    <message>
        <source>Quitting now loses them. Quit anyway?</source>
        <translation>ახლა გასვლისას ისინი დაიკარგება. მაინც გახვალთ?</translation>
    </message>
    <message>
        <source>No-limit table</source>
        <translation>მაგიდა ლიმიტის გარეშე</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>წესები</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;ხელი</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>ხე&amp;დი</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;ენა</translation>
    </message>
    <message>
        <source>&amp;Instructor</source>
        <translation>&amp;ინსტრუქტორი</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;პარამეტრები...</translation>
    </message>
    <message>
        <source>&amp;Worksheets...</source>
        <translation>სავარჯიშო &amp;ფურცლები...</translation>
    </message>
    <message>
        <source>Create an &amp;exam...</source>
        <translation>&amp;გამოცდის შექმნა...</translation>
    </message>
    <message>
        <source>&amp;Odds...</source>
        <translation>&amp;შანსები...</translation>
    </message>
    <message>
        <source>&amp;Class results...</source>
        <translation>&amp;ჯგუფის შედეგები...</translation>
    </message>
    <message>
        <source>&amp;Host a class...</source>
        <translation>ჯგუფის &amp;წაყვანა...</translation>
    </message>
    <message>
        <source>&amp;Join a class...</source>
        <translation>&amp;ჯგუფში შესვლა...</translation>
    </message>
    <message>
        <source>Hel&amp;p</source>
        <translation>დახ&amp;მარება</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>თამაშების &amp;წესები</translation>
    </message>
    <message>
        <source>&amp;About Hold&apos;em Dealer Trainer...</source>
        <translation>ტრენაჟორის &amp;შესახებ...</translation>
    </message>
    <message>
        <source>&amp;Open hand...</source>
        <translation>ხელის &amp;გახსნა...</translation>
    </message>
    <message>
        <source>&amp;Save hand...</source>
        <translation>ხელის &amp;შენახვა...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>გა&amp;სვლა</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>&amp;ახალი ხელი</translation>
    </message>
    <message>
        <source>New hand from a &amp;seed...</source>
        <translation>ახალი ხელი &amp;ნომრით...</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>კარტის &amp;ზურგი</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>ლურჯი</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>წითელი</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>მწვანე</translation>
    </message>
    <message>
        <source>Set &amp;up hand...</source>
        <translation>ხელის &amp;მომზადება...</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>წინ ▶</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ უკან</translation>
    </message>
    <message>
        <source>&amp;Auto play</source>
        <translation>ავ&amp;ტოთამაში</translation>
    </message>
    <message>
        <source>&amp;Keep dealing (demo screen)</source>
        <translation>&amp;უწყვეტი დარიგება (დემო ეკრანი)</translation>
    </message>
    <message>
        <source>Seats follow the st&amp;rategy</source>
        <translation>ადგილები თამაშობენ &amp;სტრატეგიით</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;პრეზენტაციის რეჟიმი</translation>
    </message>
    <message>
        <source>Se&amp;ttlement panel</source>
        <translation>ანგარიშსწორების პა&amp;ნელი</translation>
    </message>
    <message>
        <source>F9: settlement</source>
        <translation>F9: ანგარიშსწორება</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;ოთხფერიანი დასტა</translation>
    </message>
    <message>
        <source> Seconds per step: </source>
        <translation> წამი ერთ ნაბიჯზე: </translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>ანგარიშსწორება</translation>
    </message>
    <message>
        <source>Locked until the exam ends.</source>
        <translation>დაბლოკილია გამოცდის დასრულებამდე.</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>გამოცდა</translation>
    </message>
    <message>
        <source>An exam is running: the table, the set-up dialog, the settlement panel, the progress and the rules pages stay locked until it ends.</source>
        <translation>მიმდინარეობს გამოცდა: მაგიდა, მომზადების ფანჯარა, ანგარიშსწორების პანელი, პროგრესი და წესების გვერდები დაბლოკილია მის დასრულებამდე.</translation>
    </message>
    <message>
        <source>The class hosted on this PC is sitting an exam: quit? The trainees cannot go on until the class is hosted again.</source>
        <translation>ამ კომპიუტერიდან წაყვანილი ჯგუფი გამოცდას აბარებს: გახვალთ? სტაჟიორები ვერ გააგრძელებენ, სანამ ჯგუფს ხელახლა არ წაიყვანთ.</translation>
    </message>
    <message>
        <source>An exam is running: quit and record it as abandoned?</source>
        <translation>მიმდინარეობს გამოცდა: გახვალთ და ჩაიწეროს, როგორც მიტოვებული?</translation>
    </message>
    <message>
        <source>&amp;Casino Hold&apos;em (AA Bonus)</source>
        <translation>&amp;კაზინო ჰოლდემი (AA ბონუსი)</translation>
    </message>
    <message>
        <source>Player against the dealer; call or fold after the flop. Some casinos call it just &quot;Texas Hold&apos;em&quot;, some trainers &quot;Texas Hold&apos;em: Bonus&quot; after its AA Bonus side bet. Not Texas Hold&apos;em Bonus Poker.</source>
        <translation>მოთამაშე თამაშობს დილერის წინააღმდეგ; ფლოპის შემდეგ ირჩევს ქოლს ან პასს. ზოგ კაზინოში ამ თამაშს უბრალოდ „ტეხასურ ჰოლდემს“ უწოდებენ, ზოგ ტრენაჟორში კი — „ტეხასური ჰოლდემი: ბონუსი“, AA ბონუსის დამატებითი ფსონის გამო. ეს არ არის Texas Hold&apos;em Bonus Poker.</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em &amp;Bonus Poker</source>
        <translation>Texas Hold&apos;em &amp;Bonus Poker</translation>
    </message>
    <message>
        <source>Player against the dealer; play or fold before the flop, then bet or check on the flop and the turn; the bonus bet is on the first two cards. Also called Hold&apos;em Bonus. Not Casino Hold&apos;em with the AA Bonus.</source>
        <translation>მოთამაშე თამაშობს დილერის წინააღმდეგ; ფლოპამდე ირჩევს თამაშს ან პასს, შემდეგ ფლოპზე და ტერნზე — ფსონს ან ჩეკს; ბონუსის ფსონი მხოლოდ პირველ ორ კარტზე წყდება. მოკლე სახელი: Hold&apos;em Bonus. ეს არ არის კაზინო ჰოლდემი AA ბონუსით.</translation>
    </message>
    <message>
        <source>&amp;No-limit Texas Hold&apos;em</source>
        <translation>&amp;ლიმიტის გარეშე ტეხასური ჰოლდემი</translation>
    </message>
    <message>
        <source>Poker between players, 2 to 9 seats: play a seat against computer players, or deal for a table of them and answer the dealer&apos;s questions.</source>
        <translation>პოკერი მოთამაშეებს შორის, 2-დან 9 ადგილამდე: ითამაშეთ ერთ ადგილზე კომპიუტერის მოთამაშეების წინააღმდეგ, ან დაურიგეთ კარტები კომპიუტერის მოთამაშეების მაგიდას და უპასუხეთ დილერის კითხვებს.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>ენა</translation>
    </message>
    <message>
        <source>The translation for this language is missing; the app stays in English.</source>
        <translation>ამ ენის თარგმანი არ არსებობს; პროგრამა ინგლისურად დარჩება.</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>ნომერი {seed}</translation>
    </message>
    <message>
        <source>Hand set up by hand</source>
        <translation>ხელით მომზადებული ხელი</translation>
    </message>
    <message>
        <source>New hand from a seed</source>
        <translation>ახალი ხელი ნომრით</translation>
    </message>
    <message>
        <source>The same seed deals the same hand on any PC:</source>
        <translation>ერთი და იგივე ნომერი ნებისმიერ კომპიუტერზე ერთსა და იმავე ხელს არიგებს:</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>ხელის გახსნა</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>ჯგუფიდან გასვლა</translation>
    </message>
    <message>
        <source>Waiting for the instructor at {address} to let you in...</source>
        <translation>ველოდებით, როდის შემოგიშვებთ ინსტრუქტორი ({address})...</translation>
    </message>
    <message>
        <source>Joining the class at {address}...</source>
        <translation>ჯგუფში შესვლა ({address})...</translation>
    </message>
    <message>
        <source>Joined to the class at {address} as {name}</source>
        <translation>შესული ხართ ჯგუფში {address} სახელით {name}</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>სცენარის ფაილები (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>ხელის შენახვა</translation>
    </message>
    <message>
        <source>Scenario files (*.jsonl *.json)</source>
        <translation>სცენარის ფაილები (*.jsonl *.json)</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>ხელის შენახვა ვერ მოხერხდა: {reason}</translation>
    </message>
</context>
<context>
    <name>NLScreen</name>
    <message>
        <source>Set up the table... (F2)</source>
        <translation>მაგიდის მომზადება... (F2)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>ახალი სესია</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>შემდეგი ხელი (N)</translation>
    </message>
    <message>
        <source>◀ Street</source>
        <translation>◀ ქუჩა</translation>
    </message>
    <message>
        <source>Street ▶</source>
        <translation>ქუჩა ▶</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>სესიის დასრულება</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>ყველა ხელის ჩვენება</translation>
    </message>
    <message>
        <source>For teaching: every player&apos;s cards face up</source>
        <translation>სასწავლოდ: ყველა მოთამაშის კარტები ღიად ჩანს</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>პაუზა</translation>
    </message>
    <message>
        <source>Open hand...</source>
        <translation>ხელის გახსნა...</translation>
    </message>
    <message>
        <source>Step through a hand saved in a file; a session still running ends first, its summary kept</source>
        <translation>ფაილში შენახული ხელის ნაბიჯ-ნაბიჯ გავლა; მიმდინარე სესია ჯერ დასრულდება, მისი შეჯამება შენარჩუნდება</translation>
    </message>
    <message>
        <source>Save hand...</source>
        <translation>ხელის შენახვა...</translation>
    </message>
    <message>
        <source>Export history...</source>
        <translation>ისტორიის ექსპორტი...</translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation>პასი (F)</translation>
    </message>
    <message>
        <source>All-in (A)</source>
        <translation>ოლ-ინი (A)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>გაგრძელება (Enter)</translation>
    </message>
    <message>
        <source>F9: seat and log</source>
        <translation>F9: ადგილი და ხელის აღწერა</translation>
    </message>
    <message>
        <source>The hand in words</source>
        <translation>ხელის აღწერა</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>მინ.</translation>
    </message>
    <message>
        <source>½ pot</source>
        <translation>½ პოტი</translation>
    </message>
    <message>
        <source>¾ pot</source>
        <translation>¾ პოტი</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>პოტი</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>ოლ-ინი</translation>
    </message>
    <message>
        <source>Paused: untick Pause to go on.</source>
        <translation>პაუზა: გასაგრძელებლად მოხსენით მონიშვნა „პაუზას“.</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>N ან Enter თქვენს მაგიდასთან ახალ სესიას დაიწყებს.</translation>
    </message>
    <message>
        <source>The session is over: New session starts another.</source>
        <translation>სესია დასრულდა: „ახალი სესია“ ახალს დაიწყებს.</translation>
    </message>
    <message>
        <source>Check / call (C)</source>
        <translation>ჩეკი / ქოლი (C)</translation>
    </message>
    <message>
        <source>Raise (R, Enter)</source>
        <translation>რეიზი (R, Enter)</translation>
    </message>
    <message>
        <source>Check (C)</source>
        <translation>ჩეკი (C)</translation>
    </message>
    <message>
        <source>Call {amount} (C)</source>
        <translation>ქოლი {amount} (C)</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>ფსონი</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>რეიზი თანხამდე</translation>
    </message>
    <message>
        <source>{word} (R, Enter)</source>
        <translation>{word} (R, Enter)</translation>
    </message>
    <message>
        <source>A bet: from {low} to {high}</source>
        <translation>ფსონი: {low}-დან {high}-მდე</translation>
    </message>
    <message>
        <source>A raise: to {low} at least, to {high} at most</source>
        <translation>რეიზი: მინიმუმ {low}-მდე, მაქსიმუმ {high}-მდე</translation>
    </message>
    <message>
        <source>No raise: call or fold.</source>
        <translation>რეიზი შეუძლებელია: ქოლი ან პასი.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>პროგრესი</translation>
    </message>
    <message>
        <source>Start a new session? This one ends here, without its summary.</source>
        <translation>დავიწყოთ ახალი სესია? მიმდინარე სესია აქ დასრულდება, შეჯამების გარეშე.</translation>
    </message>
    <message>
        <source>End the session now? The hand in play is not counted.</source>
        <translation>დავასრულოთ სესია ახლავე? მიმდინარე ხელი არ ჩაითვლება.</translation>
    </message>
    <message>
        <source>End the session now? Its summary follows; no more hands are dealt in it.</source>
        <translation>დავასრულოთ სესია ახლავე? მოჰყვება მისი შეჯამება; მასში ხელები აღარ დარიგდება.</translation>
    </message>
    <message>
        <source>End the session to open a hand? Its summary follows, as when you end it.</source>
        <translation>დავასრულოთ სესია ხელის გასახსნელად? მოჰყვება მისი შეჯამება, როგორც დასრულებისას.</translation>
    </message>
    <message>
        <source>The hand in play is not counted.</source>
        <translation>მიმდინარე ხელი არ ჩაითვლება.</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>სესიის შეჯამება</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>დახურვა</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>ხელის გახსნა</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>სცენარის ფაილები (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>ხელის შენახვა</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>ხელის შენახვა ვერ მოხერხდა: {reason}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>შენახულია: {path}</translation>
    </message>
    <message>
        <source>Export the hand history</source>
        <translation>ხელის ისტორიის ექსპორტი</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>ტექსტური ფაილები (*.txt)</translation>
    </message>
    <message>
        <source>The history could not be saved: {reason}</source>
        <translation>ისტორიის შენახვა ვერ მოხერხდა: {reason}</translation>
    </message>
</context>
<context>
    <name>NLSetupDialog</name>
    <message>
        <source>Set up the no-limit table</source>
        <translation>მაგიდის მომზადება: ლიმიტის გარეშე</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>ადგილები</translation>
    </message>
    <message>
        <source>Seats at the table:</source>
        <translation>ადგილები მაგიდასთან:</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>ცარიელი</translation>
    </message>
    <message>
        <source>You</source>
        <translation>თქვენ</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>კომპიუტერი: მარტივი</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>კომპიუტერი: საშუალო</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>კომპიუტერი: რთული</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>ადგილი {n}</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>ჟეტონები და სესია</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>შეზღუდვის გარეშე</translation>
    </message>
    <message>
        <source>blank: a new deck each session</source>
        <translation>ცარიელი: ყოველ სესიაზე ახალი დასტა</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> მწმ</translation>
    </message>
    <message>
        <source>Slide the chips to the winners</source>
        <translation>ჟეტონების გადაცურება გამარჯვებულებისკენ</translation>
    </message>
    <message>
        <source>Stacks of different sizes (short stacks go all-in and make side pots)</source>
        <translation>სხვადასხვა ზომის სტეკები (მოკლე სტეკები ოლ-ინში მიდის და გვერდითი პოტები იქმნება)</translation>
    </message>
    <message>
        <source>Starting stack:</source>
        <translation>საწყისი სტეკი:</translation>
    </message>
    <message>
        <source>Small blind:</source>
        <translation>პატარა ბლაინდი:</translation>
    </message>
    <message>
        <source>Big blind:</source>
        <translation>დიდი ბლაინდი:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>ანტე:</translation>
    </message>
    <message>
        <source>Stop after hands:</source>
        <translation>სესიაში ხელების რაოდენობა:</translation>
    </message>
    <message>
        <source>Stop after minutes:</source>
        <translation>სესიის ხანგრძლივობა (წუთი):</translation>
    </message>
    <message>
        <source>Deck seed:</source>
        <translation>დასტის ნომერი:</translation>
    </message>
    <message>
        <source>Pause before a computer acts:</source>
        <translation>პაუზა კომპიუტერის სვლამდე:</translation>
    </message>
    <message>
        <source>When you deal (no seat is yours), ask me</source>
        <translation>კითხვები, როცა თქვენ არიგებთ (არცერთი ადგილი თქვენი არ არის):</translation>
    </message>
    <message>
        <source>whose action it is, the call and the smallest raise</source>
        <translation>ვისი სვლაა, გასათანაბრებელი თანხა და მინიმალური რეიზი</translation>
    </message>
    <message>
        <source>the pot after each betting round</source>
        <translation>პოტი ფსონების ყოველი რაუნდის შემდეგ</translation>
    </message>
    <message>
        <source>the main and side pots at an all-in</source>
        <translation>მთავარი და გვერდითი პოტები ოლ-ინის დროს</translation>
    </message>
    <message>
        <source>who wins each pot at the showdown, and the chips</source>
        <translation>კარტების გახსნისას: ვინ იგებს თითოეულ პოტს და რამდენ ჟეტონს იღებს</translation>
    </message>
    <message>
        <source>At least two seats need a player.</source>
        <translation>მოთამაშე საჭიროა მინიმუმ ორ ადგილზე.</translation>
    </message>
    <message>
        <source>The small blind cannot be more than the big blind.</source>
        <translation>პატარა ბლაინდი დიდ ბლაინდზე მეტი ვერ იქნება.</translation>
    </message>
    <message>
        <source>The deck seed is a whole number from 0 to 2147483647, or blank.</source>
        <translation>დასტის ნომერი უნდა იყოს მთელი რიცხვი 0-დან 2147483647-მდე, ან ცარიელი.</translation>
    </message>
</context>
<context>
    <name>NLSummary</name>
    <message numerus="yes">
        <source>%n hand(s) played</source>
        <translation>
            <numerusform>ნათამაშებია %n ხელი</numerusform>
            <numerusform>ნათამაშებია %n ხელი</numerusform>
        </translation>
    </message>
    <message>
        <source>Whose action, call and raise</source>
        <translation>ვისი სვლაა, ქოლი და რეიზი</translation>
    </message>
    <message>
        <source>The pot after a round</source>
        <translation>პოტი რაუნდის შემდეგ</translation>
    </message>
    <message>
        <source>Main and side pots</source>
        <translation>მთავარი და გვერდითი პოტები</translation>
    </message>
    <message>
        <source>The showdown award</source>
        <translation>პოტების განაწილება გახსნისას</translation>
    </message>
    <message>
        <source>One player has every chip.</source>
        <translation>ყველა ჟეტონი ერთ მოთამაშესთანაა.</translation>
    </message>
    <message>
        <source>The session&apos;s number of hands is played.</source>
        <translation>სესიის ყველა ხელი ნათამაშებია.</translation>
    </message>
    <message>
        <source>The session&apos;s time is up.</source>
        <translation>სესიის დრო ამოიწურა.</translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation>ჟეტონები გამოგელიათ.</translation>
    </message>
    <message>
        <source>The session was ended.</source>
        <translation>სესია შეწყდა.</translation>
    </message>
    <message>
        <source>Biggest pot: {amount} (hand {number})</source>
        <translation>უდიდესი პოტი: {amount} (ხელი {number})</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>ადგილი</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>შედეგი</translation>
    </message>
    <message>
        <source>Your dealing</source>
        <translation>თქვენი დარიგება</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>კითხვა</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>სწორი</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>მედიანური დრო</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} წმ</translation>
    </message>
</context>
<context>
    <name>NLTable</name>
    <message>
        <source>Easy</source>
        <translation>მარტივი</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>საშუალო</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>რთული</translation>
    </message>
    <message>
        <source>You</source>
        <translation>თქვენ</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>პასი</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>ჩეკი</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>ქოლი</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>ფსონი</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>რეიზი</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>ოლ-ინი</translation>
    </message>
    <message>
        <source>Before the flop</source>
        <translation>ფლოპამდე</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>ფლოპი</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ტერნი</translation>
    </message>
    <message>
        <source>River</source>
        <translation>რივერი</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>კარტების გახსნა</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>ადგილები {seats}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>ადგილი {seat}</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>გასული</translation>
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
        <translation>ხელი {number} · ბლაინდები {small}/{big}</translation>
    </message>
    <message>
        <source>Hand {number} · blinds {small}/{big} · ante {ante}</source>
        <translation>ხელი {number} · ბლაინდები {small}/{big} · ანტე {ante}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>ხელი დასრულდა</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>N ან Enter თქვენს მაგიდასთან ახალ სესიას დაიწყებს.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>სესია დასრულდა.</translation>
    </message>
    <message>
        <source>A hand from a file: step through it with the arrows.</source>
        <translation>ხელი ფაილიდან: გაიარეთ ნაბიჯ-ნაბიჯ ისრებით.</translation>
    </message>
    <message>
        <source>The hand is over: N or Enter deals the next one.</source>
        <translation>ხელი დასრულდა: შემდეგს N ან Enter დაარიგებს.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>თქვენი სვლაა.</translation>
    </message>
    <message>
        <source>Seat {seat} to act</source>
        <translation>მოქმედებს ადგილი {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} cannot check: there is a bet of {to} to call, so it may {allowed}</source>
        <translation>ადგილს {seat} ჩეკი არ შეუძლია: გასათანაბრებელია ფსონი {to}, ამიტომ შეუძლია: {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to call, so it may {allowed}</source>
        <translation>ადგილს {seat} გასათანაბრებელი არაფერი აქვს, ამიტომ შეუძლია: {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} can bet at most {max}, all its chips, so it may {allowed}</source>
        <translation>ადგილს {seat} შეუძლია დადოს მაქსიმუმ {max} — ყველა მისი ჟეტონი, ამიტომ შეუძლია: {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s only bet or raise is all-in, to {max}, so it may {allowed}</source>
        <translation>ადგილის {seat} ერთადერთი ფსონი ან რეიზი ოლ-ინია, {max}-მდე, ამიტომ შეუძლია: {allowed}</translation>
    </message>
    <message>
        <source>The minimum bet is {min}, the big blind, so seat {seat} may {allowed}</source>
        <translation>მინიმალური ფსონია {min} — დიდი ბლაინდი, ამიტომ ადგილს {seat} შეუძლია: {allowed}</translation>
    </message>
    <message>
        <source>The minimum raise is to {min} (the last full raise was {full}), so seat {seat} may {allowed}</source>
        <translation>მინიმალური რეიზი — {min}-მდე (ბოლო სრული რეიზი იყო {full}), ამიტომ ადგილს {seat} შეუძლია: {allowed}</translation>
    </message>
    <message>
        <source>{why}. Seat {seat} may {allowed}</source>
        <translation>{why}. ადგილს {seat} შეუძლია: {allowed}</translation>
    </message>
    <message>
        <source>fold or call {call}</source>
        <translation>პასი ან ქოლი {call}</translation>
    </message>
    <message>
        <source>fold, call {call} or raise to {min} up to {max}</source>
        <translation>პასი, ქოლი {call} ან რეიზი {min}-დან {max}-მდე</translation>
    </message>
    <message>
        <source>fold, call {call} or raise all-in to {max}</source>
        <translation>პასი, ქოლი {call} ან რეიზი ოლ-ინით {max}-მდე</translation>
    </message>
    <message>
        <source>check or fold</source>
        <translation>ჩეკი ან პასი</translation>
    </message>
    <message>
        <source>check or bet {min} up to {max}</source>
        <translation>ჩეკი ან ფსონი {min}-დან {max}-მდე</translation>
    </message>
    <message>
        <source>check or bet all-in, {max}</source>
        <translation>ჩეკი ან ოლ-ინ ფსონი, {max}</translation>
    </message>
    <message>
        <source>check or raise to {min} up to {max}</source>
        <translation>ჩეკი ან რეიზი {min}-დან {max}-მდე</translation>
    </message>
    <message>
        <source>check or raise all-in to {max}</source>
        <translation>ჩეკი ან რეიზი ოლ-ინით {max}-მდე</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops after the blinds.</source>
        <translation>ფაილის ხელი ბლაინდების შემდეგ წყდება.</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops before its end ({street}).</source>
        <translation>ფაილის ხელი დასრულებამდე წყდება ({street}).</translation>
    </message>
</context>
<context>
    <name>NLTableController</name>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>ფაილის წაკითხვა ვერ მოხერხდა: {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>ეს არ არის UTF-8 ტექსტი</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>ამ ხელს მაგიდა ვერ აჩვენებს: {reason}</translation>
    </message>
    <message>
        <source>Open a file of one no-limit hand here; casino hands open on the casino table.</source>
        <translation>აქ გახსენით ლიმიტის გარეშე თამაშის ერთი ხელის ფაილი; კაზინოს ხელები კაზინოს მაგიდაზე იხსნება.</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message numerus="yes">
        <source>Stopped after %n hand(s) of {hands}, seed {seed}</source>
        <translation>
            <numerusform>შეჩერდა %n ხელის შემდეგ {hands}-დან, ნომერი {seed}</numerusform>
            <numerusform>შეჩერდა %n ხელის შემდეგ {hands}-დან, ნომერი {seed}</numerusform>
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
        <translation>{value} (საუკეთესო სტრატეგია)</translation>
    </message>
    <message>
        <source>every other hand</source>
        <translation>ყველა სხვა ხელი</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>აგებს</translation>
    </message>
    <message>
        <source>{pays} to 1</source>
        <translation>{pays} 1-ზე</translation>
    </message>
    <message>
        <source>House edge: {edge} of the bet, over {hands} deals</source>
        <translation>კაზინოს უპირატესობა: ფსონის {edge} (შემთხვევები: {hands})</translation>
    </message>
    <message>
        <source>Published: {value}</source>
        <translation>გამოქვეყნებული: {value}</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>კაზინოს უპირატესობა</translation>
    </message>
    <message>
        <source>{played} of {hands} hands, seed {seed}</source>
        <translation>{played} / {hands} ხელი, ნომერი {seed}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} – {high}</translation>
    </message>
    <message>
        <source>every five-card hand: the player&apos;s two cards and the flop</source>
        <translation>ყველა ხუთკარტიანი ხელი: მოთამაშის ორი კარტი და ფლოპი</translation>
    </message>
    <message>
        <source>every deal of the player&apos;s two cards and the dealer&apos;s two</source>
        <translation>მოთამაშის ორი და დილერის ორი კარტის ყველა განაწილება</translation>
    </message>
    <message>
        <source>Call every hand</source>
        <translation>ქოლი ყოველ ხელში</translation>
    </message>
    <message>
        <source>Call every hand, whatever the flop.</source>
        <translation>ქოლი ყოველ ხელში, როგორიც არ უნდა იყოს ფლოპი.</translation>
    </message>
    <message>
        <source>The seats&apos; strategy</source>
        <translation>ადგილების სტრატეგია</translation>
    </message>
    <message>
        <source>Call with a pair the player&apos;s cards make (or two pair or better), four to a flush, four to a straight, an ace, king, queen or jack in hand, or two overcards; fold the rest. Our reading of the rules of thumb published at cardsflip.com and practicalwebtools.com.</source>
        <translation>ქოლი წყვილით, რომელსაც მოთამაშის კარტები ქმნის (ან ორი წყვილით და უკეთესით), ფლეშის ოთხი კარტით, სტრიტის ოთხი კარტით, ტუზით, მეფით, ქალით ან ვალეტით ხელში, ან ორი ოვერკარტით; დანარჩენზე პასი. ჩვენეული წაკითხვა cardsflip.com-სა და practicalwebtools.com-ზე გამოქვეყნებული მარტივი წესებისა.</translation>
    </message>
    <message>
        <source>Hands called</source>
        <translation>ხელები ქოლით</translation>
    </message>
    <message>
        <source>Dealer qualifies</source>
        <translation>დილერი კვალიფიცირდება</translation>
    </message>
    <message>
        <source>The table&apos;s strategy</source>
        <translation>მაგიდის სტრატეგია</translation>
    </message>
    <message>
        <source>Play every hand but 2-3 to 2-7 offsuit (and 3-4 offsuit where the ante pays only on a flush); bet the flop and the turn with a pocket pair or a pair that uses a hole card, else check.</source>
        <translation>ითამაშე ყველა ხელი, გარდა 2-3-დან 2-7-მდე სხვადასხვა მასტის (და 3-4 სხვადასხვა მასტის, სადაც ანტე მხოლოდ ფლეშზე იხდება); ფლოპსა და ტერნზე დადე ფსონი ჯიბის წყვილით ან წყვილით, რომელშიც საკუთარი კარტი მონაწილეობს, თორემ — ჩეკი.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>ნათამაშები ხელები</translation>
    </message>
</context>
<context>
    <name>OddsPage</name>
    <message>
        <source>Main game: simulation</source>
        <translation>მთავარი თამაში: სიმულაცია</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;სტრატეგია:</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>&amp;ხელები:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;ნომერი:</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;დაწყება</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>&amp;შეჩერება</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>მაჩვენებელი</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>შეფასება</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95%-იანი ინტერვალი</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>გამოქვეყნებული</translation>
    </message>
    <message>
        <source>The estimate is the mean over the hands played; the true figure lies in the interval in 95 runs of 100. The published figure for the best strategy is a yardstick: a simpler strategy gives the house more.</source>
        <translation>შეფასება ნათამაშები ხელების საშუალოა; ნამდვილი მნიშვნელობა ინტერვალში ხვდება 100-დან 95 გაშვებაში. საუკეთესო სტრატეგიის გამოქვეყნებული მნიშვნელობა ორიენტირია: უფრო მარტივი სტრატეგია კაზინოს მეტს აძლევს.</translation>
    </message>
    <message>
        <source>House rules: {rules}</source>
        <translation>კაზინოს წესები: {rules}</translation>
    </message>
</context>
<context>
    <name>OddsWindow</name>
    <message>
        <source>Odds</source>
        <translation>შანსები</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>დახურვა</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <source>Custom pay table: {table}</source>
        <translation>საკუთარი გადახდების ცხრილი: {table}</translation>
    </message>
    <message>
        <source>Use this table</source>
        <translation>ამ ცხრილის გამოყენება</translation>
    </message>
    <message>
        <source>A lower hand pays more</source>
        <translation>დაბალი კომბინაცია მეტს იხდის</translation>
    </message>
    <message>
        <source>This table pays a lower hand more than a higher one:</source>
        <translation>ეს ცხრილი დაბალ კომბინაციაზე უფრო მეტს იხდის, ვიდრე მაღალზე:</translation>
    </message>
    <message>
        <source>Keep the table as it is, or change it?</source>
        <translation>დავტოვოთ ცხრილი ასე თუ შევცვალოთ?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;დატოვება</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>&amp;შეცვლა</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>Drill</source>
        <translation>სავარჯიშო</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>პასუხები</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>სიზუსტე</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>ბოლო 30</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>მედიანური დრო</translation>
    </message>
    <message>
        <source>Target (level {level})</source>
        <translation>მიზანი (დონე {level})</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>სერია</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>ათვისებულია</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>თარიღი</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>კოდი</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>შედეგი</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>ჩაბარებულია</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>ცდა</translation>
    </message>
    <message>
        <source>Practise next (weakest first):</source>
        <translation>ივარჯიშეთ შემდეგ (ჯერ ყველაზე სუსტი):</translation>
    </message>
    <message>
        <source>Exams:</source>
        <translation>გამოცდები:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>დონე</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>რაუნდი</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>საუკეთესო შედეგი</translation>
    </message>
    <message>
        <source>Speed rounds: best results</source>
        <translation>ბლიც-რაუნდები: საუკეთესო შედეგები</translation>
    </message>
    <message>
        <source>Export this trainee to CSV...</source>
        <translation>ამ სტაჟიორის ექსპორტი CSV-ში...</translation>
    </message>
    <message>
        <source>Export every trainee to CSV...</source>
        <translation>ყველა სტაჟიორის ექსპორტი CSV-ში...</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>პროგრესი: {name}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>დიახ</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ჯერ არა</translation>
    </message>
    <message>
        <source>Hands missed most lately:</source>
        <translation>ხელები, რომლებშიც ბოლო დროს ყველაზე ხშირად შეცდით:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>არა</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>მიტოვებული</translation>
    </message>
    <message>
        <source>first</source>
        <translation>პირველი</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>ხელახლა (ცდა {n})</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} წმ</translation>
    </message>
    <message>
        <source>{drill}: not practised yet</source>
        <translation>{drill}: ჯერ არ გივარჯიშიათ</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} s a question (target {target} s)</source>
        <translation>{drill}: ბოლო დროს {right}% სწორი, {seconds} წმ კითხვაზე (მიზანი {target} წმ)</translation>
    </message>
    <message>
        <source>accuracy, last 10 answers</source>
        <translation>სიზუსტე, ბოლო 10 პასუხი</translation>
    </message>
    <message>
        <source>median seconds, last 10 answers</source>
        <translation>მედიანა წამებში, ბოლო 10 პასუხი</translation>
    </message>
    <message>
        <source>No answers in this drill yet.</source>
        <translation>ამ სავარჯიშოში პასუხები ჯერ არ არის.</translation>
    </message>
    <message>
        <source>target time at level {level}</source>
        <translation>მიზნობრივი დრო, დონე {level}</translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation>ექსპორტი CSV-ში</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ფაილები (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ექსპორტი</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>ფაილის ჩაწერა ვერ მოხერხდა: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) written to {path}.</source>
        <translation>
            <numerusform>ჩაიწერა %n პასუხი ფაილში {path}.</numerusform>
            <numerusform>ჩაიწერა %n პასუხი ფაილში {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged answer(s) could not be read and (was|were) left out; the next start sets (it|them) aside and says so.</source>
        <translation>
            <numerusform>%n დაზიანებული პასუხის წაკითხვა ვერ მოხერხდა, ამიტომ ის გამოტოვებულია; შემდეგი გაშვებისას ის გვერდზე გადაიდება და ამის შესახებ გეცნობებათ.</numerusform>
            <numerusform>%n დაზიანებული პასუხის წაკითხვა ვერ მოხერხდა, ამიტომ ის გამოტოვებულია; შემდეგი გაშვებისას ის გვერდზე გადაიდება და ამის შესახებ გეცნობებათ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Close (Esc)</source>
        <translation>დახურვა (Esc)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>ყვე&amp;ლაფრის მონიშვნა</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;ნაბიჯით მაღლა</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>ნაბიჯით &amp;დაბლა</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>ჩაიხედე:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>უკან</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>გადაგზავნა</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>ზედა საქაღალდე</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>ახალი საქაღალდის შექმნა</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>სიისებრი ხედი</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>დეტალური ხედი</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ფაილის &amp;სახელი:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ტიპები:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;გახსნა</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;შენახვა</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;არჩევა</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>გახსნა</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>შენახვა, როგორც</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>ყველა ფაილი (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>ახალი საქაღალდე</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;გადარქმევა</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;წაშლა</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>დამალული &amp;ფაილების ჩვენება</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;ახალი საქაღალდე</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>ბოლოს ნანახი ადგილები</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>უკან დაბრუნება</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>წინ გადასვლა</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>ზედა საქაღალდეზე გადასვლა</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>ახალი საქაღალდის შექმნა</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>სიის ხედზე გადართვა</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>დეტალური ხედზე გადართვა</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>გვერდითი ზოლი</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>ადგილებისა და სანიშნების სია</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ფაილები</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>საქაღალდე:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>საქაღალდეები</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>საქაღალდის ძებნა</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ფაილი</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>ფაილების საქაღალდე</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>საქაღალდე</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>უცნობი</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>ჩემი კომპიუტერი</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 უკვე არსებობს
გნებავთ გადააწეროთ?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>დარწმუნებული ბრძანდებით, რომ გნებავთ წაშალოთ &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>საქაღალდის წაშლის შეცდომა.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>დისკი</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>სახელი</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>ზომა</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ტიპი</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>შეცვლის თარიღი</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>ჩემი კომპიუტერი</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>კომპიუტერი</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 კბ</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 ბაიტი</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>დაბრ&amp;უნება</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;თავიდან გაკეთება</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ამ&amp;ოჭრა</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;კოპირება</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;ჩასმა</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>წაშლა</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>ყველას მონიშვნა</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>კარგი</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>შენახვა</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>ყველას შენახვა</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>გახსნა</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;დიახ</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>&amp;დიახ ყველაფერზე</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;არა</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>ა&amp;რა ყველაფერზე</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>შეწყვეტა</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>გამეორება</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>გამოტოვება</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>დახურვა</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>გაუქმება</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>უარყოფა</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>დახმარება</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>გამოყენება</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>საწყის მნიშვნელობაზე დაბრუნება</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>ნაგულისხმევი პარამეტრების აღდგენა</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>დაბრ&amp;უნება</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;თავიდან გაკეთება</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ამ&amp;ოჭრა</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;კოპირება</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>ბმულის &amp;მდებარეობის კოპირება</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;ჩასმა</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>წაშლა</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>ყველას მონიშვნა</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>royal flush</source>
        <translation>როიალ-ფლეში</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>სტრიტ-ფლეში</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>კარე</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>ფულ-ჰაუსი</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>ფლეში</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>სტრიტი</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>სამეული</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>ორი წყვილი</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>წყვილი</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>უფროსი კარტი</translation>
    </message>
    <message>
        <source>pair of twos</source>
        <translation>ორიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of threes</source>
        <translation>სამიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of fours</source>
        <translation>ოთხიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of fives</source>
        <translation>ხუთიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of sixes</source>
        <translation>ექვსიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of sevens</source>
        <translation>შვიდიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of eights</source>
        <translation>რვიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of nines</source>
        <translation>ცხრიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of tens</source>
        <translation>ათიანების წყვილი</translation>
    </message>
    <message>
        <source>pair of jacks</source>
        <translation>ვალეტების წყვილი</translation>
    </message>
    <message>
        <source>pair of queens</source>
        <translation>დამების წყვილი</translation>
    </message>
    <message>
        <source>pair of kings</source>
        <translation>მეფეების წყვილი</translation>
    </message>
    <message>
        <source>pair of aces</source>
        <translation>ტუზების წყვილი</translation>
    </message>
    <message>
        <source>two</source>
        <translation>ორიანი</translation>
    </message>
    <message>
        <source>three</source>
        <translation>სამიანი</translation>
    </message>
    <message>
        <source>four</source>
        <translation>ოთხიანი</translation>
    </message>
    <message>
        <source>five</source>
        <translation>ხუთიანი</translation>
    </message>
    <message>
        <source>six</source>
        <translation>ექვსიანი</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>შვიდიანი</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>რვიანი</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ცხრიანი</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ათიანი</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>ვალეტი</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>დამა</translation>
    </message>
    <message>
        <source>king</source>
        <translation>მეფე</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ტუზი</translation>
    </message>
    <message>
        <source>{first}-{second}-{third}-{fourth}-{fifth}</source>
        <translation>{first}-{second}-{third}-{fourth}-{fifth}</translation>
    </message>
    <message>
        <source>the player folded</source>
        <translation>მოთამაშემ პასი თქვა</translation>
    </message>
    <message>
        <source>the dealer does not qualify</source>
        <translation>დილერი არ კვალიფიცირდება</translation>
    </message>
    <message>
        <source>the player wins</source>
        <translation>მოთამაშე იგებს</translation>
    </message>
    <message>
        <source>Ante pay table</source>
        <translation>ანტეს გადახდების ცხრილი</translation>
    </message>
    <message>
        <source>AA Bonus pay table</source>
        <translation>AA ბონუსის გადახდების ცხრილი</translation>
    </message>
    <message>
        <source>Bonus pay table</source>
        <translation>ბონუსის გადახდების ცხრილი</translation>
    </message>
    <message>
        <source>AA Bonus on a fold</source>
        <translation>AA ბონუსი პასისას</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>ანგარიში სწორდება</translation>
    </message>
    <message>
        <source>forfeited</source>
        <translation>იკარგება</translation>
    </message>
    <message>
        <source>Ante pays on</source>
        <translation>ანტე იხდის</translation>
    </message>
    <message>
        <source>a straight or better</source>
        <translation>სტრიტიდან და ზემოთ</translation>
    </message>
    <message>
        <source>a flush or better</source>
        <translation>ფლეშიდან და ზემოთ</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>ფრეს დროს</translation>
    </message>
    <message>
        <source>all bets are returned</source>
        <translation>ყველა ფსონი ბრუნდება</translation>
    </message>
    <message>
        <source>push</source>
        <translation>ფრე</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>დილერი იგებს</translation>
    </message>
    <message>
        <source>the dealer wins</source>
        <translation>დილერი იგებს</translation>
    </message>
    <message>
        <source>Total: {total}</source>
        <translation>სულ: {total}</translation>
    </message>
    <message>
        <source>Every seat antes {ante}</source>
        <translation>ყველა ადგილი დებს ანტეს: {ante}</translation>
    </message>
    <message>
        <source>Seat {seat} has only {amount} for the ante and is all-in</source>
        <translation>ადგილი {seat}: ანტესთვის მხოლოდ {amount} აქვს, ოლ-ინი</translation>
    </message>
    <message>
        <source>Heads-up: the button posts the small blind, acts first before the flop and last on every later street</source>
        <translation>ჰედზ-აპი: ღილაკი დებს პატარა ბლაინდს, ფლოპამდე პირველი მოქმედებს, ყველა შემდეგ ქუჩაზე კი — ბოლო</translation>
    </message>
    <message>
        <source>Seat {seat} posts the small blind, {amount}</source>
        <translation>ადგილი {seat} დებს პატარა ბლაინდს: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the big blind, {amount}</source>
        <translation>ადგილი {seat} დებს დიდ ბლაინდს: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the small blind</source>
        <translation>ადგილი {seat}: ოლ-ინი {amount}, პატარა ბლაინდზე ნაკლები</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the others still call the full {big_blind} and the minimum raise is to {min_to}</source>
        <translation>ადგილი {seat}: ოლ-ინი {amount}, დიდ ბლაინდზე ნაკლები: დანარჩენები მაინც ათანაბრებენ სრულ დიდ ბლაინდს ({big_blind}), მინიმალური რეიზი კი — {min_to}-მდე</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the only player who can still bet just has to match {amount}</source>
        <translation>ადგილი {seat}: ოლ-ინი {amount}, დიდ ბლაინდზე ნაკლები: ერთადერთ მოთამაშეს, რომელსაც ჯერ კიდევ შეუძლია ფსონის დადება, მხოლოდ {amount}-ის გათანაბრება სჭირდება</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in to {to}, less than a full raise to {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>ადგილი {seat}: ოლ-ინი {to}-მდე, სრულ რეიზზე ({min_to}) ნაკლები: უკვე ნამოქმედარი ადგილებისთვის ფსონების რაუნდი ხელახლა არ იხსნება</translation>
    </message>
    <message>
        <source>Seat {seat} bets {to} all-in, less than the minimum bet of {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>ადგილი {seat}: ოლ-ინ ფსონი {to}, მინიმალურ ფსონზე ({min_to}) ნაკლები: უკვე ნამოქმედარი ადგილებისთვის ფსონების რაუნდი ხელახლა არ იხსნება</translation>
    </message>
    <message>
        <source>The short all-ins since seat {seat} acted add up to a full raise: seat {seat} may raise again</source>
        <translation>ადგილი {seat}-ის სვლის შემდეგ არასრული ოლ-ინები ჯამში სრულ რეიზს უდრის: ფსონების რაუნდი ხელახლა იხსნება და ადგილი {seat} კვლავ შეძლებს რეიზს</translation>
    </message>
    <message>
        <source>Seat {seat} folds although it could check: the fold is legal and binding</source>
        <translation>ადგილი {seat} პასობს, თუმცა ჩეკი შეეძლო: პასი წესიერია და საბოლოო</translation>
    </message>
    <message>
        <source>Uncalled {amount} returned to seat {seat}</source>
        <translation>ადგილი {seat} იბრუნებს გაუთანაბრებელ ფსონს: {amount}</translation>
    </message>
    <message>
        <source>Every remaining player is all-in: the rest of the board is dealt with no more betting</source>
        <translation>ყველა დარჩენილი მოთამაშე ოლ-ინშია: დანარჩენი საერთო კარტები ფსონების გარეშე რიგდება</translation>
    </message>
    <message>
        <source>All remaining players but one are all-in: the rest of the board is dealt with no more betting</source>
        <translation>ერთის გარდა ყველა დარჩენილი მოთამაშე ოლ-ინშია: დანარჩენი საერთო კარტები ფსონების გარეშე რიგდება</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seat {last}</source>
        <translation>{pot}: {amount}, ადგილი {last}</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seats {seats} and {last}</source>
        <translation>{pot}: {amount}, ადგილები {seats} და {last}</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: {hand}</source>
        <translation>ადგილი {seat} ხსნის {cards}: {hand}</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat} ({hand})</source>
        <translation>{pot}: {amount} — ადგილი {seat} ({hand})</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, every other player folded</source>
        <translation>{pot}: {amount} — ადგილი {seat}, დანარჩენებმა პასი თქვეს</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, the only player in it</source>
        <translation>{pot}: {amount} — ადგილი {seat}, ამ პოტის ერთადერთი მონაწილე</translation>
    </message>
    <message>
        <source>{pot}: {amount} split by seats {seats} and {last} ({hand}), {share} each</source>
        <translation>{pot}: {amount} იყოფა ადგილებს {seats} და {last} შორის ({hand}), თითოს {share}</translation>
    </message>
    <message>
        <source>{pot}: the odd chip goes to seat {last}, the first winner left of the button</source>
        <translation>{pot}: ზედმეტი ჟეტონი — ადგილი {last}, ღილაკის მარცხნივ პირველი გამარჯვებული</translation>
    </message>
    <message numerus="yes">
        <source>{pot}: %n odd chip(s), one each to seats {seats} and {last}, clockwise from the button</source>
        <translation>
            <numerusform>{pot}: %n ზედმეტი ჟეტონი — თითო ადგილებს {seats} და {last}, ღილაკიდან საათის ისრის მიმართულებით</numerusform>
            <numerusform>{pot}: %n ზედმეტი ჟეტონი — თითო ადგილებს {seats} და {last}, ღილაკიდან საათის ისრის მიმართულებით</numerusform>
        </translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>მთავარი პოტი</translation>
    </message>
    <message>
        <source>Side pot</source>
        <translation>გვერდითი პოტი</translation>
    </message>
    <message>
        <source>Side pot 1</source>
        <translation>გვერდითი პოტი 1</translation>
    </message>
    <message>
        <source>Side pot 2</source>
        <translation>გვერდითი პოტი 2</translation>
    </message>
    <message>
        <source>Side pot 3</source>
        <translation>გვერდითი პოტი 3</translation>
    </message>
    <message>
        <source>Side pot 4</source>
        <translation>გვერდითი პოტი 4</translation>
    </message>
    <message>
        <source>Side pot 5</source>
        <translation>გვერდითი პოტი 5</translation>
    </message>
    <message>
        <source>Side pot 6</source>
        <translation>გვერდითი პოტი 6</translation>
    </message>
    <message>
        <source>Side pot 7</source>
        <translation>გვერდითი პოტი 7</translation>
    </message>
    <message>
        <source>Side pot 8</source>
        <translation>გვერდითი პოტი 8</translation>
    </message>
    <message>
        <source>straight or lower</source>
        <translation>სტრიტი ან უფრო დაბალი</translation>
    </message>
    <message>
        <source>A-A against the dealer&apos;s A-A</source>
        <translation>A-A დილერის A-A-ს წინააღმდეგ</translation>
    </message>
    <message>
        <source>A-A</source>
        <translation>A-A</translation>
    </message>
    <message>
        <source>A-K suited</source>
        <translation>A-K ერთი მასტის</translation>
    </message>
    <message>
        <source>A-Q or A-J suited</source>
        <translation>A-Q ან A-J ერთი მასტის</translation>
    </message>
    <message>
        <source>A-K offsuit</source>
        <translation>A-K სხვადასხვა მასტის</translation>
    </message>
    <message>
        <source>K-K, Q-Q or J-J</source>
        <translation>K-K, Q-Q ან J-J</translation>
    </message>
    <message>
        <source>A-Q or A-J offsuit</source>
        <translation>A-Q ან A-J სხვადასხვა მასტის</translation>
    </message>
    <message>
        <source>2-2 to T-T</source>
        <translation>2-2-დან T-T-მდე</translation>
    </message>
    <message>
        <source>Variant: {lines}</source>
        <translation>ვარიანტი: {lines}</translation>
    </message>
    <message>
        <source>{line} {n} to 1</source>
        <translation>{line} {n} 1-ზე</translation>
    </message>
    <message>
        <source>{line} {n}</source>
        <translation>{line} {n}</translation>
    </message>
    <message>
        <source>&quot;25 for a flush and above&quot;</source>
        <translation>„25 ფლეშზე და ზემოთ“</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>ნაგულისხმევი</translation>
    </message>
    <message>
        <source>Ante {stake} pays {mult} to 1 on the player&apos;s {hand}: {net}</source>
        <translation>ანტე {stake} იხდის {mult} 1-ზე მოთამაშის ხელზე ({hand}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: both best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>ანტე {stake} ბრუნდება: ორივე მხარის საუკეთესო ხუთი კარტი ტოლფასია ({hand}, {ranks}).</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded.</source>
        <translation>ანტე {stake} აგებს: მოთამაშემ პასი თქვა.</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand} (the {dealer_rank} beats the {rank}).</source>
        <translation>ანტე {stake} აგებს: დილერის ხელი ({dealer_hand}) ჯობნის მოთამაშის ხელს ({hand}): {dealer_rank} უფროსია, ვიდრე {rank}.</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>ანტე {stake} აგებს: დილერის ხელი ({dealer_hand}) ჯობნის მოთამაშის ხელს ({hand}).</translation>
    </message>
    <message>
        <source>Call {stake} pushes: the dealer does not qualify.</source>
        <translation>ქოლი {stake} ბრუნდება: დილერი არ კვალიფიცირდება.</translation>
    </message>
    <message>
        <source>Call {stake} pays 1 to 1: {net}</source>
        <translation>ქოლი {stake} იხდის 1 1-ზე: {net}</translation>
    </message>
    <message>
        <source>Call {stake} pushes on the tie.</source>
        <translation>ქოლი {stake} ბრუნდება: ფრე.</translation>
    </message>
    <message>
        <source>Call {stake} loses.</source>
        <translation>ქოლი {stake} აგებს.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: this house forfeits the bonus when the player folds.</source>
        <translation>AA ბონუსი {stake} აგებს: ამ კაზინოში მოთამაშის პასისას ბონუსი იკარგება.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: {hand} with the flop is below a pair of aces.</source>
        <translation>AA ბონუსი {stake} აგებს: ფლოპთან ერთად შედგენილი ხელი ({hand}) ტუზების წყვილზე დაბალია.</translation>
    </message>
    <message>
        <source>AA Bonus {stake} pays {mult} to 1 for {line} with the flop: {net}</source>
        <translation>AA ბონუსი {stake} იხდის {mult} 1-ზე ფლოპთან ერთად შედგენილ ხელზე ({line}): {net}</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, qualifies (a pair of fours or better is needed).</source>
        <translation>დილერის ხელი — {dealer_hand} — კვალიფიცირდება (საჭიროა ოთხიანების წყვილი ან უფრო მაღალი).</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, does not qualify: it is below a pair of fours.</source>
        <translation>დილერის ხელი — {dealer_hand} — არ კვალიფიცირდება: ის ოთხიანების წყვილზე დაბალია.</translation>
    </message>
    <message>
        <source>Bonus {stake} loses: the starting cards are not a pair, A-K, A-Q or A-J.</source>
        <translation>ბონუსი {stake} აგებს: საწყისი კარტები არც წყვილია და არც A-K, A-Q ან A-J.</translation>
    </message>
    <message>
        <source>Bonus {stake} pays {mult} to 1 for {line}: {net}</source>
        <translation>ბონუსი {stake} იხდის {mult} 1-ზე საწყის კარტებზე ({line}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded before the flop.</source>
        <translation>ანტე {stake} აგებს: მოთამაშემ ფლოპამდე პასი თქვა.</translation>
    </message>
    <message>
        <source>Ante {stake} pays 1 to 1 on the player&apos;s {hand}: {net}</source>
        <translation>ანტე {stake} იხდის 1 1-ზე მოთამაშის ხელზე ({hand}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below the flush this table needs.</source>
        <translation>ანტე {stake} ბრუნდება: მოთამაშე იგებს, მაგრამ მისი ხელი ({hand}) ფლეშზე დაბალია, ეს მაგიდა კი ფლეშს მოითხოვს.</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below a straight.</source>
        <translation>ანტე {stake} ბრუნდება: მოთამაშე იგებს, მაგრამ მისი ხელი ({hand}) სტრიტზე დაბალია.</translation>
    </message>
    <message>
        <source>Ante {stake} pushes on the tie.</source>
        <translation>ანტე {stake} ბრუნდება: ფრე.</translation>
    </message>
    <message>
        <source>Ante {stake} loses.</source>
        <translation>ანტე {stake} აგებს.</translation>
    </message>
    <message>
        <source>Play bet {stake} pays 1 to 1: {net}</source>
        <translation>თამაშის ფსონი {stake} იხდის 1 1-ზე: {net}</translation>
    </message>
    <message>
        <source>Play bet {stake} pushes on the tie.</source>
        <translation>თამაშის ფსონი {stake} ბრუნდება: ფრე.</translation>
    </message>
    <message>
        <source>Play bet {stake} loses.</source>
        <translation>თამაშის ფსონი {stake} აგებს.</translation>
    </message>
    <message>
        <source>Flop bet {stake} pays 1 to 1: {net}</source>
        <translation>ფლოპის ფსონი {stake} იხდის 1 1-ზე: {net}</translation>
    </message>
    <message>
        <source>Flop bet {stake} pushes on the tie.</source>
        <translation>ფლოპის ფსონი {stake} ბრუნდება: ფრე.</translation>
    </message>
    <message>
        <source>Flop bet {stake} loses.</source>
        <translation>ფლოპის ფსონი {stake} აგებს.</translation>
    </message>
    <message>
        <source>Turn bet {stake} pays 1 to 1: {net}</source>
        <translation>ტერნის ფსონი {stake} იხდის 1 1-ზე: {net}</translation>
    </message>
    <message>
        <source>Turn bet {stake} pushes on the tie.</source>
        <translation>ტერნის ფსონი {stake} ბრუნდება: ფრე.</translation>
    </message>
    <message>
        <source>Turn bet {stake} loses.</source>
        <translation>ტერნის ფსონი {stake} აგებს.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); this table pushes ties.</source>
        <translation>ფრე: მოთამაშისა და დილერის საუკეთესო ხუთი კარტი ტოლფასია ({hand}, {ranks}); ამ მაგიდაზე ფრეზე ფსონები ბრუნდება.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); at this table the dealer wins ties.</source>
        <translation>ფრე: მოთამაშისა და დილერის საუკეთესო ხუთი კარტი ტოლფასია ({hand}, {ranks}); ამ მაგიდაზე ფრეს დილერი იგებს.</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}.</source>
        <translation>მოთამაშის ხელი ({hand}) ჯობნის დილერის ხელს ({dealer_hand}).</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>დილერის ხელი ({dealer_hand}) ჯობნის მოთამაშის ხელს ({hand}).</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}: {ranks} against {dealer_ranks}, the {rank} beats the {dealer_rank}.</source>
        <translation>მოთამაშის ხელი ({hand}) ჯობნის დილერის ხელს ({dealer_hand}): მოთამაშე — {ranks}, დილერი — {dealer_ranks}; {rank} უფროსია, ვიდრე {dealer_rank}.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}: {dealer_ranks} against {ranks}, the {dealer_rank} beats the {rank}.</source>
        <translation>დილერის ხელი ({dealer_hand}) ჯობნის მოთამაშის ხელს ({hand}): დილერი — {dealer_ranks}, მოთამაშე — {ranks}; {dealer_rank} უფროსია, ვიდრე {rank}.</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>ფრე: მოთამაშისა და დილერის საუკეთესო ხუთი კარტი ტოლფასია ({hand}, {ranks}).</translation>
    </message>
</context>
<context>
    <name>RulesPages</name>
    <message>
        <source>{n} to 1</source>
        <translation>{n} 1-ზე</translation>
    </message>
    <message>
        <source>Start the self-test</source>
        <translation>თვითშემოწმების დაწყება</translation>
    </message>
    <message>
        <source>Practise this game in the trainer</source>
        <translation>ამ თამაშის ვარჯიში ტრენაჟორში</translation>
    </message>
    <message>
        <source>A seat folds only when none of these holds.</source>
        <translation>ადგილი პასობს მხოლოდ მაშინ, როცა არცერთი მათგანი არ სრულდება.</translation>
    </message>
    <message>
        <source>Target time at levels 1, 2 and 3: {seconds} s</source>
        <translation>მიზნობრივი დრო 1-ლ, მე-2 და მე-3 დონეზე: {seconds} წმ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>მოთამაშე</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>დილერი</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>საერთო კარტები</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>ადგილი {n}</translation>
    </message>
    <message>
        <source>Open this hand on the table</source>
        <translation>ამ ხელის გახსნა მაგიდაზე</translation>
    </message>
    <message>
        <source>{value} (active)</source>
        <translation>{value} (მოქმედი)</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>გადახდა</translation>
    </message>
    <message>
        <source>Bet {stake}</source>
        <translation>ფსონი {stake}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>კომბინაცია</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>მაგალითი</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>*This page is not written in this language yet: here it is in English.*</source>
        <translation>*ეს გვერდი ამ ენაზე ჯერ არ დაწერილა: აქ ის ინგლისურადაა.*</translation>
    </message>
    <message>
        <source>This page cannot be shown: {reason}</source>
        <translation>ამ გვერდის ჩვენება შეუძლებელია: {reason}</translation>
    </message>
    <message>
        <source>Not on this page</source>
        <translation>ამ გვერდზე ვერ მოიძებნა</translation>
    </message>
    <message>
        <source>Print the page to PDF</source>
        <translation>გვერდის ბეჭდვა PDF-ში</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ფაილები (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}.</source>
        <translation>PDF-ის ჩაწერა ვერ მოხერხდა: {path}.</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>შენახულია: {name}</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>თვითშემოწმება</translation>
    </message>
    <message>
        <source>Self-test: question {n}</source>
        <translation>თვითშემოწმება: კითხვა {n}</translation>
    </message>
    <message>
        <source>✔ Right: {amount}</source>
        <translation>✔ სწორია: {amount}</translation>
    </message>
    <message>
        <source>✘ Not right: the answer is {amount}</source>
        <translation>✘ არასწორია: სწორი პასუხია {amount}</translation>
    </message>
    <message>
        <source>Right so far: {right} of {answered}</source>
        <translation>ჯერჯერობით სწორია {right} / {answered}</translation>
    </message>
    <message>
        <source>Find on this page</source>
        <translation>ძებნა ამ გვერდზე</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>წინა</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>შემდეგი</translation>
    </message>
    <message>
        <source>Print to PDF...</source>
        <translation>ბეჭდვა PDF-ში...</translation>
    </message>
    <message>
        <source>The amount, in chips</source>
        <translation>თანხა ჟეტონებში</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>შემოწმება</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>შემდეგი კითხვა</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>დახურვა</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Ana</source>
        <translation>ნინო</translation>
    </message>
    <message>
        <source>Bohdan</source>
        <translation>გიორგი</translation>
    </message>
    <message>
        <source>Chai</source>
        <translation>თამარი</translation>
    </message>
    <message>
        <source>Dana</source>
        <translation>ლევანი</translation>
    </message>
    <message>
        <source>Erik</source>
        <translation>მაკა</translation>
    </message>
    <message>
        <source>Farah</source>
        <translation>დავითი</translation>
    </message>
    <message>
        <source>Gio</source>
        <translation>ეკა</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>ირაკლი</translation>
    </message>
    <message>
        <source>Iris</source>
        <translation>სალომე</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>The dealer qualifies and loses.</source>
        <translation>დილერი კვალიფიცირდება და აგებს.</translation>
    </message>
    <message>
        <source>The dealer does not qualify.</source>
        <translation>დილერი არ კვალიფიცირდება.</translation>
    </message>
    <message>
        <source>The dealer qualifies; the two hands tie.</source>
        <translation>დილერი კვალიფიცირდება, ორივე ხელი თანაბარია: ფრე.</translation>
    </message>
    <message>
        <source>The dealer qualifies and wins.</source>
        <translation>დილერი კვალიფიცირდება და იგებს.</translation>
    </message>
    <message>
        <source>The player&apos;s hand wins.</source>
        <translation>მოთამაშის ხელი იგებს.</translation>
    </message>
    <message>
        <source>The two hands tie.</source>
        <translation>ორივე ხელი თანაბარია: ფრე.</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand wins.</source>
        <translation>დილერის ხელი იგებს.</translation>
    </message>
    <message>
        <source>Pay tables: ante {ante}, AA Bonus {bonus}.</source>
        <translation>ანტეს გადახდების ცხრილი: {ante}; AA ბონუსის ცხრილი: {bonus}.</translation>
    </message>
    <message>
        <source>Ante {ante}; the player folds after the flop.</source>
        <translation>მოთამაშემ დადო ანტე {ante} და ფლოპის შემდეგ პასი თქვა.</translation>
    </message>
    <message>
        <source>Ante {ante}, call {call}.</source>
        <translation>მოთამაშემ დადო ანტე {ante} და ქოლი {call}.</translation>
    </message>
    <message>
        <source>This house settles the AA Bonus of a player who folds, as if the player had called.</source>
        <translation>ამ კაზინოში პასის მთქმელი მოთამაშის AA ბონუსის ანგარიში სწორდება ისე, თითქოს მოთამაშემ ქოლი დადო.</translation>
    </message>
    <message>
        <source>This house takes the AA Bonus of a player who folds, with the ante.</source>
        <translation>ამ კაზინოში პასის მთქმელი მოთამაშის AA ბონუსი ანტესთან ერთად იკარგება.</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a straight or better.</source>
        <translation>ამ კაზინოში ანტე იხდის, როცა მოთამაშე იგებს სტრიტით ან უფრო მაღალი კომბინაციით.</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a flush or better.</source>
        <translation>ამ კაზინოში ანტე იხდის, როცა მოთამაშე იგებს ფლეშით ან უფრო მაღალი კომბინაციით.</translation>
    </message>
    <message>
        <source>On a tie every bet pushes.</source>
        <translation>ფრეზე ყველა ფსონი ბრუნდება.</translation>
    </message>
    <message>
        <source>On a tie the dealer wins.</source>
        <translation>ფრეზე დილერი იგებს.</translation>
    </message>
    <message>
        <source>Bonus pay table: {bonus}.</source>
        <translation>ბონუსის ფსონის გადახდების ცხრილი: {bonus}.</translation>
    </message>
    <message>
        <source>You pay {paid} on the winning bets and collect {lost} from the losing ones: {total} for the player in all.</source>
        <translation>მოგებულ ფსონებზე იხდით {paid}, წაგებული ფსონებიდან იღებთ {lost}: მოთამაშის შედეგი სულ {total}.</translation>
    </message>
    <message>
        <source>Nothing is paid: you collect {lost} from the losing bets.</source>
        <translation>არაფერი გადაიხდება: წაგებული ფსონებიდან აგროვებთ {lost}.</translation>
    </message>
    <message>
        <source>How much do you pay the player? Count the winnings only, not the stakes the player keeps; 0 if nothing is paid.</source>
        <translation>რამდენს უხდით მოთამაშეს? დათვალეთ მხოლოდ მოგება და არა ფსონები, რომლებიც მოთამაშეს რჩება; 0, თუ არაფერი იხდება.</translation>
    </message>
    <message>
        <source>At the river, the player&apos;s hand: {player}; the dealer&apos;s hand: {dealer}.</source>
        <translation>რივერზე მოთამაშის ხელი: {player}; დილერის ხელი: {dealer}.</translation>
    </message>
    <message>
        <source>AA Bonus {bonus}. The player&apos;s two cards with the flop: {hand}.</source>
        <translation>მოთამაშემ დადო AA ბონუსი {bonus}. მოთამაშის ორი კარტი ფლოპთან ერთად: {hand}.</translation>
    </message>
    <message>
        <source>On the flop the player bets {amount}.</source>
        <translation>ფლოპზე მოთამაშე დებს ფსონს: {amount}.</translation>
    </message>
    <message>
        <source>On the flop the player checks.</source>
        <translation>ფლოპზე მოთამაშე ჩეკს ამბობს.</translation>
    </message>
    <message>
        <source>On the turn the player bets {amount}.</source>
        <translation>ტერნზე მოთამაშე დებს ფსონს: {amount}.</translation>
    </message>
    <message>
        <source>On the turn the player checks.</source>
        <translation>ტერნზე მოთამაშე ჩეკს ამბობს.</translation>
    </message>
    <message>
        <source>Ante {ante}, bonus bet {bonus}.</source>
        <translation>მოთამაშემ დადო ანტე {ante} და ბონუსის ფსონი {bonus}.</translation>
    </message>
    <message>
        <source>Ante {ante}, no bonus bet.</source>
        <translation>მოთამაშემ დადო ანტე {ante}; ბონუსის ფსონი არ დაუდია.</translation>
    </message>
    <message>
        <source>The player&apos;s two cards: {cards}.</source>
        <translation>მოთამაშის ორი კარტი: {cards}.</translation>
    </message>
    <message>
        <source>The player folds before the flop.</source>
        <translation>მოთამაშე ფლოპამდე პასობს.</translation>
    </message>
    <message>
        <source>Before the flop the player plays for {amount}.</source>
        <translation>ფლოპამდე მოთამაშე თამაშობს და დებს თამაშის ფსონს: {amount}.</translation>
    </message>
    <message>
        <source>The dealer&apos;s two cards: {cards}.</source>
        <translation>დილერის ორი კარტი: {cards}.</translation>
    </message>
    <message>
        <source>Seat {seat} to act: how many chips must it add to call? (0 if it can check)</source>
        <translation>მოქმედებს ადგილი {seat}: რამდენი ჟეტონი უნდა დაამატოს ქოლისთვის? (0, თუ ჩეკი შეუძლია)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the smallest bet or raise it may make, as a raise-to amount? (0 if it may not raise)</source>
        <translation>მოქმედებს ადგილი {seat}: რა უმცირეს თანხამდე შეუძლია ფსონის დადება ან რეიზი? (0, თუ რეიზი არ შეუძლია)</translation>
    </message>
</context>
<context>
    <name>SettingsWindow</name>
    <message>
        <source>Settings</source>
        <translation>პარამეტრები</translation>
    </message>
    <message>
        <source>General</source>
        <translation>ზოგადი</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>დახურვა</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a hand</source>
        <translation>ხელის მომზადება</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>ადგილები</translation>
    </message>
    <message>
        <source>Table limits</source>
        <translation>მაგიდის ლიმიტები</translation>
    </message>
    <message>
        <source>none</source>
        <translation>არ არის</translation>
    </message>
    <message>
        <source>Minimum ante</source>
        <translation>მინიმალური ანტე</translation>
    </message>
    <message>
        <source>Maximum ante</source>
        <translation>მაქსიმალური ანტე</translation>
    </message>
    <message>
        <source>Maximum {bet}</source>
        <translation>მაქსიმუმი: {bet}</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>ფსონები</translation>
    </message>
    <message>
        <source>Cards (empty places are dealt at random)</source>
        <translation>კარტები (ცარიელი უჯრები შემთხვევით ივსება)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>დასტა</translation>
    </message>
    <message>
        <source>Clear the place</source>
        <translation>უჯრის გასუფთავება</translation>
    </message>
    <message>
        <source>Clear all cards</source>
        <translation>ყველა კარტის გასუფთავება</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>ანტე</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>ბონუსი</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ადგილი {seat}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>დილერი</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>საერთო კარტები</translation>
    </message>
    <message>
        <source>The minimum ante of {least} is above the maximum ante of {most}. Lower the minimum, or raise the maximum (or set it to none).</source>
        <translation>მინიმალური ანტე ({least}) მაქსიმალურ ანტეს ({most}) აღემატება. შეამცირეთ მინიმუმი ან გაზარდეთ მაქსიმუმი (ან დააყენეთ „არ არის“).</translation>
    </message>
</context>
<context>
    <name>SpeedWords</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n წამი</numerusform>
            <numerusform>%n წამი</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n კითხვა</numerusform>
            <numerusform>%n კითხვა</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right answer(s), {wrong} wrong</source>
        <translation>
            <numerusform>%n სწორი პასუხი, {wrong} არასწორი</numerusform>
            <numerusform>%n სწორი პასუხი, {wrong} არასწორი</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seconds} s for %n question(s), {wrong} wrong</source>
        <translation>
            <numerusform>{seconds} წმ %n კითხვაზე, {wrong} არასწორი</numerusform>
            <numerusform>{seconds} წმ %n კითხვაზე, {wrong} არასწორი</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>a pair the player&apos;s cards make, or two pair or better (a pair on the flop alone does not count)</source>
        <translation>წყვილი, რომელსაც მოთამაშის კარტები ქმნის, ან ორი წყვილი და უკეთესი (მხოლოდ ფლოპზე არსებული წყვილი არ ითვლება)</translation>
    </message>
    <message>
        <source>four cards of one suit (a flush draw)</source>
        <translation>ერთი მასტის ოთხი კარტი (ფლეშის დრო)</translation>
    </message>
    <message>
        <source>four cards of a straight, open-ended or inside (a straight draw)</source>
        <translation>სტრიტის ოთხი კარტი, ღია ან შიდა (სტრიტის დრო)</translation>
    </message>
    <message>
        <source>an ace, a king, a queen or a jack among the player&apos;s two cards</source>
        <translation>ტუზი, მეფე, ქალი ან ვალეტი მოთამაშის ორ კარტს შორის</translation>
    </message>
    <message>
        <source>both of the player&apos;s cards higher than every card of the flop (two overcards)</source>
        <translation>მოთამაშის ორივე კარტი ფლოპის ყველა კარტზე მაღალია (ორი ოვერკარტი)</translation>
    </message>
    <message>
        <source>Simulated over {hands} hands (seed {seed}, ante table {table}): the house keeps {edge}% of the ante (95% interval {edge_low}% to {edge_high}%) and the seats call {called}% of hands ({called_low}% to {called_high}%). Published for the best strategy, which weighs every card: {best_edge}% and {best_called}%.</source>
        <translation>სიმულაცია {hands} ხელზე (seed {seed}, ანტეს ცხრილი {table}): სახლი ინარჩუნებს ანტეს {edge}%-ს (95%-იანი ინტერვალი {edge_low}%–{edge_high}%), ადგილები კი ქოლს აკეთებენ ხელების {called}%-ში ({called_low}%–{called_high}%). საუკეთესო სტრატეგიისთვის, რომელიც ყველა კარტს აფასებს, გამოქვეყნებულია: {best_edge}% და {best_called}%.</translation>
    </message>
    <message>
        <source>Source: our reading of the rules of thumb published at {first} (&quot;Casino Hold&apos;em Rules&quot;, Strategy: call with ace or king high, a flush or straight draw, two overcards and &quot;Queen Jack H...&quot;, where the page breaks off: read as a queen or a jack in hand, not only the two together) and {second} (fold only with no pair, no flush draw, no straight draw and poor high cards; its &quot;any draw with 8+ outs&quot; read to take in an inside straight draw, 4 outs, too).</source>
        <translation>წყარო: ჩვენეული წაკითხვა მარტივი წესებისა, გამოქვეყნებული {first}-ზე („Casino Hold&apos;em Rules“, Strategy: ქოლი ტუზით ან მეფით, ფლეშის ან სტრიტის დროთი, ორი ოვერკარტით და „Queen Jack H...“, სადაც გვერდი წყდება: წაკითხულია როგორც ქალი ან ვალეტი ხელში და არა მხოლოდ ორივე ერთად) და {second}-ზე (პასი მხოლოდ მაშინ, როცა არ არის წყვილი, ფლეშის დრო, სტრიტის დრო და მაღალი კარტები სუსტია; მისი „any draw with 8+ outs“ წაკითხულია ისე, რომ შიდა სტრიტის დროც, 4 აუტი, შედის).</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Seat {seat}: the ante of {amount} is below the table&apos;s minimum ante of {limit}.</source>
        <translation>ადგილი {seat}: ანტე {amount} მაგიდის მინიმალურ ანტეზე ({limit}) ნაკლებია.</translation>
    </message>
    <message>
        <source>Seat {seat}: the ante of {amount} is above the table&apos;s maximum ante of {limit}.</source>
        <translation>ადგილი {seat}: ანტე {amount} მაგიდის მაქსიმალურ ანტეს ({limit}) აღემატება.</translation>
    </message>
    <message>
        <source>Seat {seat}: the {bet} of {amount} is above the table&apos;s maximum {bet} of {limit}.</source>
        <translation>ადგილი {seat}: {bet} {amount} მაგიდის მაქსიმუმს ({bet}: {limit}) აღემატება.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>ფაილის წაკითხვა ვერ მოხერხდა: {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>ეს არ არის UTF-8 ტექსტი</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>ამ ხელს მაგიდა ვერ აჩვენებს: {reason}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Folded</source>
        <translation>პასი</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ადგილი {seat}</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Seat {seat} decides: {choices}?</source>
        <translation>ადგილი {seat} ირჩევს: {choices}?</translation>
    </message>
    <message>
        <source>Bets are placed. Press Space to deal.</source>
        <translation>ფსონები დადებულია. დასარიგებლად დააჭირეთ Space-ს.</translation>
    </message>
    <message>
        <source>The dealer gives each player two cards and takes two face down.</source>
        <translation>ყველა მოთამაშე ორ კარტს იღებს, დილერი კი — ორ დახურულს.</translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation>ფლოპი: {cards}</translation>
    </message>
    <message>
        <source>Turn: {card}</source>
        <translation>ტერნი: {card}</translation>
    </message>
    <message>
        <source>River: {card}</source>
        <translation>რივერი: {card}</translation>
    </message>
    <message>
        <source>Seat {seat} folds and loses the ante.</source>
        <translation>ადგილი {seat} პასობს და ანტეს კარგავს.</translation>
    </message>
    <message>
        <source>Seat {seat} calls {amount}.</source>
        <translation>ადგილი {seat} დებს ქოლს: {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} plays {amount}.</source>
        <translation>ადგილი {seat} თამაშობს და დებს თამაშის ფსონს: {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} bets {amount}.</source>
        <translation>ადგილი {seat} დებს ფსონს: {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} checks.</source>
        <translation>ადგილი {seat} ჩეკს ამბობს.</translation>
    </message>
    <message>
        <source>The dealer shows {cards}. {note}</source>
        <translation>დილერი ხსნის: {cards}. {note}</translation>
    </message>
    <message>
        <source>The dealer shows {cards}: {hand}.</source>
        <translation>დილერი ხსნის: {cards} — {hand}.</translation>
    </message>
    <message>
        <source>seat {seat} {net}</source>
        <translation>ადგილი {seat} {net}</translation>
    </message>
    <message>
        <source>Settlement: {results}</source>
        <translation>ანგარიშსწორება: {results}</translation>
    </message>
    <message>
        <source>{bet} still to settle</source>
        <translation>{bet} ჯერ არ არის ანგარიშსწორებული</translation>
    </message>
    <message>
        <source>Net {net}</source>
        <translation>შედეგი {net}</translation>
    </message>
    <message>
        <source>ante {least}-{most}</source>
        <translation>ანტე {least}-{most}</translation>
    </message>
    <message>
        <source>ante from {least}</source>
        <translation>ანტე {least}-დან</translation>
    </message>
    <message>
        <source>ante up to {most}</source>
        <translation>ანტე {most}-მდე</translation>
    </message>
    <message>
        <source>{bet} up to {most}</source>
        <translation>{bet} {most}-მდე</translation>
    </message>
    <message>
        <source>Table limits: {limits}</source>
        <translation>მაგიდის ლიმიტები: {limits}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>დილერი</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>დილერი: {hand}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ადგილი {seat}</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>Paid on ante and call</source>
        <translation>გადახდა ანტესა და ქოლზე</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the call? (0 if nothing is paid)</source>
        <translation>რამდენს იხდით ანტესა და ქოლზე? (0, თუ არაფერი იხდება)</translation>
    </message>
    <message>
        <source>AA Bonus payout</source>
        <translation>AA ბონუსის გადახდა</translation>
    </message>
    <message>
        <source>What does the AA Bonus pay on the cards and the flop? (0 if it loses)</source>
        <translation>რამდენს იხდის AA ბონუსი კარტებსა და ფლოპზე? (0, თუ აგებს)</translation>
    </message>
    <message>
        <source>Does the dealer qualify?</source>
        <translation>კვალიფიცირდება თუ არა დილერი?</translation>
    </message>
    <message>
        <source>Settle this player: each bet (+ paid, 0 push, - taken) and the net.</source>
        <translation>გაუსწორეთ ანგარიში ამ მოთამაშეს: თითოეული ფსონი (+ გადახდა, 0 დაბრუნება, - აღება) და შედეგი.</translation>
    </message>
    <message>
        <source>Settle the table, folded players first, then from your right to your left (on the screen: left to right): the net for each seat.</source>
        <translation>გაუსწორეთ ანგარიში მაგიდას: ჯერ პასის მთქმელ მოთამაშეებს, შემდეგ თქვენი მარჯვნიდან მარცხნივ (ეკრანზე: მარცხნიდან მარჯვნივ): თითოეული ადგილის შედეგი.</translation>
    </message>
    <message>
        <source>Bonus payout</source>
        <translation>ბონუსის გადახდა</translation>
    </message>
    <message>
        <source>What does the bonus bet pay on the starting cards? (0 if it loses)</source>
        <translation>რამდენს იხდის ბონუსის ფსონი საწყის კარტებზე? (0, თუ აგებს)</translation>
    </message>
    <message>
        <source>The ante</source>
        <translation>ანტე</translation>
    </message>
    <message>
        <source>The player played the hand out. What happens to the ante at this table?</source>
        <translation>მოთამაშემ ხელი ბოლომდე ითამაშა. რა ემართება ანტეს ამ მაგიდაზე?</translation>
    </message>
    <message>
        <source>The player&apos;s hand</source>
        <translation>მოთამაშის ხელი</translation>
    </message>
    <message>
        <source>Best five cards: {cards} ({hand})</source>
        <translation>საუკეთესო ხუთი კარტი: {cards} ({hand})</translation>
    </message>
    <message>
        <source>What is the player&apos;s best five-card hand?</source>
        <translation>რა არის მოთამაშის საუკეთესო ხუთკარტიანი ხელი?</translation>
    </message>
    <message>
        <source>Which hand wins?</source>
        <translation>რომელი ხელი იგებს?</translation>
    </message>
    <message>
        <source>Player: {cards} ({hand})</source>
        <translation>მოთამაშე: {cards} ({hand})</translation>
    </message>
    <message>
        <source>Dealer: {cards} ({hand})</source>
        <translation>დილერი: {cards} ({hand})</translation>
    </message>
    <message>
        <source>Which hand wins: the player&apos;s or the dealer&apos;s?</source>
        <translation>რომელი ხელი იგებს: მოთამაშის თუ დილერის?</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: ante and call</source>
        <translation>კაზინო ჰოლდემი: ანტე და ქოლი</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: AA Bonus</source>
        <translation>კაზინო ჰოლდემი: AA ბონუსი</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: does the dealer qualify?</source>
        <translation>კაზინო ჰოლდემი: კვალიფიცირდება თუ არა დილერი?</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle a player</source>
        <translation>კაზინო ჰოლდემი: მოთამაშის ანგარიშსწორება</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle the table</source>
        <translation>კაზინო ჰოლდემი: მაგიდის ანგარიშსწორება</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: bonus bet</source>
        <translation>Hold&apos;em Bonus: ბონუსის ფსონი</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: the ante</source>
        <translation>Hold&apos;em Bonus: ანტე</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: settle a player</source>
        <translation>Hold&apos;em Bonus: მოთამაშის ანგარიშსწორება</translation>
    </message>
    <message>
        <source>Name the hand</source>
        <translation>დაასახელეთ ხელი</translation>
    </message>
    <message>
        <source>No-limit: to call and the smallest raise</source>
        <translation>ლიმიტის გარეშე: გასათანაბრებელი თანხა და მინიმალური რეიზი</translation>
    </message>
    <message>
        <source>No-limit: the main and side pots</source>
        <translation>ლიმიტის გარეშე: მთავარი და გვერდითი პოტები</translation>
    </message>
    <message>
        <source>No-limit: who wins each pot</source>
        <translation>ლიმიტის გარეშე: ვინ იგებს თითოეულ პოტს</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: word problems</source>
        <translation>კაზინო ჰოლდემი: სიტყვიერი ამოცანები</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: word problems</source>
        <translation>Hold&apos;em Bonus: სიტყვიერი ამოცანები</translation>
    </message>
    <message>
        <source>Pay-table maths</source>
        <translation>გადახდების ცხრილის არითმეტიკა</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: spot the wrong payout</source>
        <translation>კაზინო ჰოლდემი: არასწორი გადახდის პოვნა</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: spot the wrong payout</source>
        <translation>Hold&apos;em Bonus: არასწორი გადახდის პოვნა</translation>
    </message>
    <message>
        <source>The dealer&apos;s calls</source>
        <translation>დილერის განცხადებები</translation>
    </message>
    <message>
        <source>Colouring up and paying from a stack</source>
        <translation>ჟეტონების გამსხვილება და გადახდა სტეკიდან</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>დიახ</translation>
    </message>
    <message>
        <source>No</source>
        <translation>არა</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>მოთამაშე</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>დილერი</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>ფრე</translation>
    </message>
    <message>
        <source>Pays 1 to 1</source>
        <translation>იხდის 1 1-ზე</translation>
    </message>
    <message>
        <source>Pushes</source>
        <translation>ბრუნდება</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>აგებს</translation>
    </message>
    <message>
        <source>Ante {stake}</source>
        <translation>ანტე {stake}</translation>
    </message>
    <message>
        <source>Call {stake}</source>
        <translation>ქოლი {stake}</translation>
    </message>
    <message>
        <source>AA Bonus {stake}</source>
        <translation>AA ბონუსი {stake}</translation>
    </message>
    <message>
        <source>Bonus {stake}</source>
        <translation>ბონუსი {stake}</translation>
    </message>
    <message>
        <source>Play {stake}</source>
        <translation>თამაშის ფსონი {stake}</translation>
    </message>
    <message>
        <source>Flop bet {stake}</source>
        <translation>ფლოპის ფსონი {stake}</translation>
    </message>
    <message>
        <source>Turn bet {stake}</source>
        <translation>ტერნის ფსონი {stake}</translation>
    </message>
    <message>
        <source>Net for the player</source>
        <translation>მოთამაშის შედეგი</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ადგილი {seat}</translation>
    </message>
    <message>
        <source>dealer&apos;s pair of twos to fours</source>
        <translation>დილერს აქვს წყვილი ორიანებიდან ოთხიანებამდე</translation>
    </message>
    <message>
        <source>dealer does not qualify</source>
        <translation>დილერი არ კვალიფიცირდება</translation>
    </message>
    <message>
        <source>the board plays</source>
        <translation>თამაშობს საერთო კარტები</translation>
    </message>
    <message>
        <source>push</source>
        <translation>დაბრუნება</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>ფრე</translation>
    </message>
    <message>
        <source>player folds</source>
        <translation>მოთამაშე პასობს</translation>
    </message>
    <message>
        <source>bonus won on a fold</source>
        <translation>ბონუსი იგებს პასის დროს</translation>
    </message>
    <message>
        <source>player wins</source>
        <translation>მოთამაშე იგებს</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>დილერი იგებს</translation>
    </message>
    <message>
        <source>bonus loses</source>
        <translation>ბონუსი აგებს</translation>
    </message>
    <message>
        <source>ante pushes below a straight</source>
        <translation>ანტე ბრუნდება სტრიტზე დაბლა</translation>
    </message>
    <message>
        <source>ante pushes below a flush</source>
        <translation>ანტე ბრუნდება ფლეშზე დაბლა</translation>
    </message>
    <message>
        <source>a call that puts the player all-in</source>
        <translation>გათანაბრება, რომლითაც მოთამაშე ოლ-ინში შედის</translation>
    </message>
    <message>
        <source>no raise allowed</source>
        <translation>რეიზი დაუშვებელია</translation>
    </message>
    <message>
        <source>a short all-in does not reopen the betting</source>
        <translation>არასრული ოლ-ინი ფსონების რაუნდს ხელახლა არ ხსნის</translation>
    </message>
    <message>
        <source>all-in for less than a full raise</source>
        <translation>ოლ-ინი სრულ რეიზზე ნაკლები თანხით</translation>
    </message>
    <message>
        <source>folded players&apos; chips in the pots</source>
        <translation>პასის მთქმელი მოთამაშეების ჟეტონები პოტებში</translation>
    </message>
    <message>
        <source>three pots or more</source>
        <translation>სამი ან მეტი პოტი</translation>
    </message>
    <message>
        <source>the pot after a betting round</source>
        <translation>პოტი ფსონების რაუნდის შემდეგ</translation>
    </message>
    <message>
        <source>side pots</source>
        <translation>გვერდითი პოტები</translation>
    </message>
    <message>
        <source>odd chips in a split pot</source>
        <translation>ზედმეტი ჟეტონები გაყოფილ პოტში</translation>
    </message>
    <message>
        <source>stakes that end in 5</source>
        <translation>5-ით დამთავრებული ფსონები</translation>
    </message>
    <message>
        <source>multipliers of 20 and more</source>
        <translation>20-ის ტოლი და მეტი მამრავლები</translation>
    </message>
    <message>
        <source>colouring up</source>
        <translation>ჟეტონების გამსხვილება</translation>
    </message>
    <message>
        <source>paying from a given stack</source>
        <translation>გადახდა მოცემული სტეკიდან</translation>
    </message>
    <message>
        <source>a stack short of larger chips</source>
        <translation>სტეკი, რომელსაც მსხვილი ჟეტონები აკლია</translation>
    </message>
    <message>
        <source>a layout paid right</source>
        <translation>სწორად გადახდილი მაგიდა</translation>
    </message>
    <message>
        <source>a call paid when the dealer does not qualify</source>
        <translation>გადახდილი ქოლი, როცა დილერი არ კვალიფიცირდება</translation>
    </message>
    <message>
        <source>an ante paid even money</source>
        <translation>1 1-ზე გადახდილი ანტე</translation>
    </message>
    <message>
        <source>a folded ante given back</source>
        <translation>პასის შემდეგ დაბრუნებული ანტე</translation>
    </message>
    <message>
        <source>a push taken</source>
        <translation>აღებული დასაბრუნებელი ფსონი</translation>
    </message>
    <message>
        <source>a payout from the wrong line</source>
        <translation>გადახდა ცხრილის არასწორი ხაზით</translation>
    </message>
    <message>
        <source>an ante paid below the house&apos;s hand</source>
        <translation>კაზინოს ზღვარზე დაბალ ხელზე გადახდილი ანტე</translation>
    </message>
    <message>
        <source>a bonus paid on a pair with the board</source>
        <translation>საერთო კარტით შედგენილ წყვილზე გადახდილი ბონუსი</translation>
    </message>
    <message>
        <source>the call when the dealer&apos;s cards are turned up</source>
        <translation>განცხადება დილერის კარტების გახსნისას</translation>
    </message>
    <message>
        <source>the call when a player is settled</source>
        <translation>განცხადება მოთამაშესთან ანგარიშსწორებისას</translation>
    </message>
    <message>
        <source>the call for the bonus bet</source>
        <translation>განცხადება ბონუსის ფსონზე</translation>
    </message>
    <message>
        <source>No raise: every other player is all-in, so seat {seat} can only call</source>
        <translation>რეიზი შეუძლებელია: ყველა სხვა მოთამაშე ოლ-ინშია, ამიტომ ადგილი {seat} მხოლოდ გათანაბრებას შეძლებს</translation>
    </message>
    <message>
        <source>No raise: a short all-in does not reopen the betting, and seat {seat} has already acted since the last full raise</source>
        <translation>რეიზი შეუძლებელია: არასრული ოლ-ინი ფსონების რაუნდს ხელახლა არ ხსნის, ადგილი {seat} კი ბოლო სრული რეიზის შემდეგ უკვე ნამოქმედარია</translation>
    </message>
    <message>
        <source>No raise: seat {seat}&apos;s stack only covers the call</source>
        <translation>რეიზი შეუძლებელია: ადგილი {seat}-ის სტეკი მხოლოდ გათანაბრებას ჰყოფნის</translation>
    </message>
    <message>
        <source>No raise: nobody else has chips beyond the call to answer it</source>
        <translation>რეიზი შეუძლებელია: სხვა არავის აქვს გასათანაბრებელზე მეტი ჟეტონი, რომ რეიზს უპასუხოს</translation>
    </message>
    <message>
        <source>The action moves clockwise from seat {last}, the last to act, passing seats that have folded or are all-in: seat {seat} is next</source>
        <translation>სვლა საათის ისრის მიმართულებით გადადის ადგილი {last}-დან, რომელმაც ბოლოს იმოქმედა; პასის მთქმელი და ოლ-ინში მყოფი ადგილები გამოიტოვება: შემდეგია ადგილი {seat}</translation>
    </message>
    <message>
        <source>Before the flop the first to act sits left of the big blind (seat {big}), passing seats that are all-in: seat {seat}</source>
        <translation>ფლოპამდე პირველი მოქმედებს დიდი ბლაინდის (ადგილი {big}) მარცხნივ მჯდომი, ოლ-ინში მყოფი ადგილების გამოტოვებით: ადგილი {seat}</translation>
    </message>
    <message>
        <source>After the flop the first to act is the first seat still in left of the button (seat {button}) with chips behind: seat {seat}</source>
        <translation>ფლოპის შემდეგ პირველი მოქმედებს ღილაკის (ადგილი {button}) მარცხნივ პირველი ადგილი, რომელიც ჯერ თამაშშია და სტეკში ჟეტონები აქვს: ადგილი {seat}</translation>
    </message>
    <message>
        <source>Nobody has bet more than seat {seat} on this street: it can check, 0 to call</source>
        <translation>ამ ქუჩაზე არავის დაუდია ადგილი {seat}-ზე მეტი: მას ჩეკი შეუძლია, გასათანაბრებელია 0</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it and only {stack} behind: it calls all-in for {call}</source>
        <translation>გასათანაბრებელი ფსონია {to}; ადგილი {seat}-ის წინ უკვე დევს {bet}, სტეკში კი მხოლოდ {stack} რჩება: ის ოლ-ინით ათანაბრებს, {call}</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it: {to} - {bet} = {call} to call</source>
        <translation>გასათანაბრებელი ფსონია {to}; ადგილი {seat}-ის წინ უკვე დევს {bet}: გასათანაბრებლად {to} - {bet} = {call}</translation>
    </message>
    <message>
        <source>A full raise would be to {full}, more than seat {seat} has: its only raise is all-in, to {to}</source>
        <translation>სრული რეიზი იქნებოდა {full}-მდე, რაც მეტია, ვიდრე ადგილი {seat}-ს აქვს: მისი ერთადერთი რეიზი ოლ-ინია, {to}-მდე</translation>
    </message>
    <message>
        <source>Nobody has bet on this street: the smallest bet is the big blind, {to}</source>
        <translation>ამ ქუჩაზე ფსონი ჯერ არავის დაუდია: მინიმალური ფსონი დიდი ბლაინდია, {to}</translation>
    </message>
    <message>
        <source>The last full raise on this street was {full} (at least the big blind): the smallest raise is to {to_match} + {full} = {to}</source>
        <translation>ამ ქუჩაზე ბოლო სრული რეიზი იყო {full} (არანაკლებ დიდი ბლაინდისა): მინიმალური რეიზი — {to_match} + {full} = {to}-მდე</translation>
    </message>
    <message>
        <source>To call (0 to check)</source>
        <translation>გასათანაბრებელი (0 — ჩეკი)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the amount to call, and the smallest bet or raise?</source>
        <translation>მოქმედებს ადგილი {seat}: რამდენია გასათანაბრებლად და რა არის მინიმალური ფსონი ან რეიზი?</translation>
    </message>
    <message>
        <source>Whose action</source>
        <translation>ვისი სვლაა</translation>
    </message>
    <message>
        <source>Whose action is it, what does that seat need to call, and what is its smallest bet or raise?</source>
        <translation>ვისი სვლაა, რამდენი სჭირდება ამ ადგილს გასათანაბრებლად და რა არის მისი მინიმალური ფსონი ან რეიზი?</translation>
    </message>
    <message>
        <source>Betting over: make the pots (chips, and the seats that can win each)</source>
        <translation>ფსონების დადება დასრულდა: შეადგინეთ პოტები (ჟეტონები და ადგილები, რომლებსაც თითოეულის მოგება შეუძლიათ)</translation>
    </message>
    <message>
        <source>Chips in the pot</source>
        <translation>ჟეტონები პოტში</translation>
    </message>
    <message>
        <source>The pot is every chip put in: {terms} = {amount}</source>
        <translation>პოტი ყველა ჩადებული ჟეტონის ჯამია: {terms} = {amount}</translation>
    </message>
    <message>
        <source>The betting round is over: how many chips are in the pot?</source>
        <translation>ფსონების რაუნდი დასრულდა: რამდენი ჟეტონია პოტში?</translation>
    </message>
    <message numerus="yes">
        <source>%n odd chip(s), one each to seats {seats}: the first winners clockwise from the button (seat {button})</source>
        <translation>
            <numerusform>%n ზედმეტი ჟეტონი, თითო — ადგილებს {seats}: პირველ გამარჯვებულებს ღილაკიდან (ადგილი {button}) საათის ისრის მიმართულებით</numerusform>
            <numerusform>%n ზედმეტი ჟეტონი, თითო — ადგილებს {seats}: პირველ გამარჯვებულებს ღილაკიდან (ადგილი {button}) საათის ისრის მიმართულებით</numerusform>
        </translation>
    </message>
    <message>
        <source>Showdown: who wins each pot, and what does each seat receive?</source>
        <translation>კარტების გახსნა: ვინ იგებს თითოეულ პოტს და რამდენს იღებს თითოეული ადგილი?</translation>
    </message>
    <message>
        <source>{pot}: what each seat put in above {low} and up to {level}, {terms} = {amount}; seats {seats} can win it</source>
        <translation>{pot}: თითოეული ადგილის შენატანი {low}-ის ზემოთ {level}-მდე, {terms} = {amount}; მისი მოგება შეუძლიათ ადგილებს {seats}</translation>
    </message>
    <message>
        <source>Smallest bet or raise to (0 if none)</source>
        <translation>მინიმალური ფსონი ან რეიზი (0, თუ შეუძლებელია)</translation>
    </message>
    <message>
        <source>Chips in the pot by seat ({ins}); every all-in amount of a player still in cuts a pot, and a folded player&apos;s chips stay in the pots it reached</source>
        <translation>ჟეტონები პოტში ადგილების მიხედვით ({ins}); თამაშში დარჩენილი მოთამაშის ყოველი ოლ-ინის თანხა პოტის ზღვარს ქმნის, პასის მთქმელი მოთამაშის ჟეტონები კი იმ პოტებში რჩება, რომლებამდეც მიაღწია</translation>
    </message>
    <message>
        <source>{pot}: chips</source>
        <translation>{pot}: ჟეტონები</translation>
    </message>
    <message>
        <source>{pot}: seats</source>
        <translation>{pot}: ადგილები</translation>
    </message>
    <message>
        <source>{pot}: who wins</source>
        <translation>{pot}: ვინ იგებს</translation>
    </message>
    <message>
        <source>Seat {seat} receives</source>
        <translation>ადგილი {seat} იღებს</translation>
    </message>
    <message>
        <source>Seat {seat}: {hand}, {cards}</source>
        <translation>ადგილი {seat}: {hand}, {cards}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seat {seat} has the best hand of seats {seats}</source>
        <translation>{pot} {amount}: ადგილებს {seats} შორის საუკეთესო ხელი აქვს ადგილი {seat}-ს</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {winners} tie and split it, {share} each</source>
        <translation>{pot} {amount}: ადგილებს {winners} თანაბარი ხელი აქვთ და პოტს იყოფენ, თითოს {share}</translation>
    </message>
    <message>
        <source>The odd chip goes to seat {seat}, the first winner clockwise from the button (seat {button})</source>
        <translation>ზედმეტი ჟეტონი ეკუთვნის ადგილი {seat}-ს, პირველ გამარჯვებულს ღილაკიდან (ადგილი {button}) საათის ისრის მიმართულებით</translation>
    </message>
    <message>
        <source>The dealer&apos;s call</source>
        <translation>დილერის განცხადება</translation>
    </message>
    <message>
        <source>The call: {call}</source>
        <translation>განცხადება: {call}</translation>
    </message>
    <message>
        <source>the call pushes when the dealer does not qualify</source>
        <translation>როცა დილერი არ კვალიფიცირდება, ქოლი ბრუნდება</translation>
    </message>
    <message>
        <source>the ante is paid by the pay table, not even money</source>
        <translation>ანტე იხდის გადახდების ცხრილით და არა 1 1-ზე</translation>
    </message>
    <message>
        <source>a player who folds loses the ante</source>
        <translation>პასის მთქმელი მოთამაშე ანტეს კარგავს</translation>
    </message>
    <message>
        <source>a push is neither paid nor taken</source>
        <translation>დასაბრუნებელი ფსონი არც გადაიხდება და არც აიღება</translation>
    </message>
    <message>
        <source>paid from the wrong line of the pay table</source>
        <translation>გადახდილია გადახდების ცხრილის არასწორი ხაზით</translation>
    </message>
    <message>
        <source>the ante pushes on a win below this house&apos;s hand</source>
        <translation>ანტე ბრუნდება, როცა მოთამაშე ამ კაზინოს ზღვარზე დაბალი ხელით იგებს</translation>
    </message>
    <message>
        <source>the bonus pays on the two starting cards only, not on a pair made with the board</source>
        <translation>ბონუსი იხდის მხოლოდ ორ საწყის კარტზე და არა საერთო კარტით შედგენილ წყვილზე</translation>
    </message>
    <message>
        <source>{seat}: {bet}</source>
        <translation>{seat}: {bet}</translation>
    </message>
    <message>
        <source>Seat {seat}, {bet}: the layout shows {shown}, the right amount is {right}: {why}.</source>
        <translation>ადგილი {seat}, {bet}: მაგიდაზე ჩანს {shown}, სწორი თანხაა {right}: {why}.</translation>
    </message>
    <message>
        <source>Every payout on the layout is right.</source>
        <translation>მაგიდაზე ყველა გადახდა სწორია.</translation>
    </message>
    <message>
        <source>The dealer has paid this table. Leave the right payouts as they are and correct the wrong ones (+ paid, 0 push, - taken).</source>
        <translation>დილერმა ამ მაგიდას ანგარიში უკვე გაუსწორა. სწორი გადახდები დატოვეთ ისე, როგორც არის, არასწორები კი შეასწორეთ (+ გადახდა, 0 დაბრუნება, - აღება).</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the play bets? (0 if nothing is paid)</source>
        <translation>რამდენს იხდით ანტეზე და თამაშის, ფლოპისა და ტერნის ფსონებზე? (0, თუ არაფერი იხდება)</translation>
    </message>
    <message>
        <source>What is the player&apos;s net result for the hand? (+ paid, 0 push, - taken)</source>
        <translation>რა არის მოთამაშის შედეგი ამ ხელში? (+ გადახდა, 0 დაბრუნება, - აღება)</translation>
    </message>
    <message>
        <source>Paid to the player</source>
        <translation>გადახდა მოთამაშეს</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em ante table {table}</source>
        <translation>კაზინო ჰოლდემის ანტეს ცხრილი {table}</translation>
    </message>
    <message>
        <source>AA Bonus table {table}</source>
        <translation>AA ბონუსის ცხრილი {table}</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus bonus table {table}</source>
        <translation>Hold&apos;em Bonus-ის ბონუსის ცხრილი {table}</translation>
    </message>
    <message>
        <source>{line} on an ante of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>{line}, ანტე {stake}: რამდენს იხდით? გადაიხადეთ ჟეტონებით ან ჩაწერეთ თანხა.</translation>
    </message>
    <message>
        <source>{line} on an AA Bonus of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>{line}, AA ბონუსი {stake}: რამდენს იხდით? გადაიხადეთ ჟეტონებით ან ჩაწერეთ თანხა.</translation>
    </message>
    <message>
        <source>{line} on a bonus bet of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>{line}, ბონუსის ფსონი {stake}: რამდენს იხდით? გადაიხადეთ ჟეტონებით ან ჩაწერეთ თანხა.</translation>
    </message>
    <message>
        <source>Paid on ante and play bets</source>
        <translation>გადახდა ანტესა და თამაშის ფსონებზე</translation>
    </message>
    <message>
        <source>Stake × multiplier</source>
        <translation>ფსონი × მამრავლი</translation>
    </message>
    <message>
        <source>{stake} × {n} = ?</source>
        <translation>{stake} × {n} = ?</translation>
    </message>
    <message>
        <source>{stake} at {n} to 1: what is paid?</source>
        <translation>ფსონი {stake}, {n} 1-ზე: რამდენს იხდით?</translation>
    </message>
    <message>
        <source>{table}: {line} pays {n} to 1.</source>
        <translation>{table}: {line} — {n} 1-ზე.</translation>
    </message>
    <message>
        <source>{stake} × {n} = {paid}</source>
        <translation>{stake} × {n} = {paid}</translation>
    </message>
    <message>
        <source>Shortcut: {double} × {half} = {paid} (twice the stake, half the multiplier).</source>
        <translation>ხერხი: {double} × {half} = {paid} (ორმაგი ფსონი, განახევრებული მამრავლი).</translation>
    </message>
    <message>
        <source>Chips of {value}</source>
        <translation>{value}-იანი ჟეტონები</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of {value}</source>
        <translation>
            <numerusform>%n ცალი {value}-იანი ჟეტონი</numerusform>
            <numerusform>%n ცალი {value}-იანი ჟეტონი</numerusform>
        </translation>
    </message>
    <message>
        <source>This table has chips of one value only: the question uses the usual chips.</source>
        <translation>ამ მაგიდას მხოლოდ ერთი ღირებულების ჟეტონები აქვს: კითხვაში ჩვეულებრივი ჟეტონებია.</translation>
    </message>
    <message>
        <source>A pile of {pile}: {amount} in all.</source>
        <translation>გროვა: {pile}; სულ {amount}.</translation>
    </message>
    <message>
        <source>Colour it up: how many chips of each value, as few chips as possible?</source>
        <translation>გაამსხვილეთ ჟეტონები რაც შეიძლება ნაკლებ ჟეტონზე: რამდენი იქნება თითოეული ღირებულების?</translation>
    </message>
    <message>
        <source>In front of you: {pile}.</source>
        <translation>თქვენ წინ: {pile}.</translation>
    </message>
    <message>
        <source>Pay {amount} from these chips, with as few chips as possible: how many of each?</source>
        <translation>გადაიხადეთ {amount} ამ ჟეტონებიდან, რაც შეიძლება ნაკლები ჟეტონით: რამდენი თითოეული ღირებულების?</translation>
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
            <numerusform>სულ %n ჟეტონი: ამაზე ნაკლები ჟეტონით ეს თანხა არ შედგება.</numerusform>
            <numerusform>სულ %n ჟეტონი: ამაზე ნაკლები ჟეტონით ეს თანხა არ შედგება.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stack is short of larger chips, so the smaller ones make up the rest.</source>
        <translation>სტეკს მსხვილი ჟეტონები აკლია, ამიტომ დანარჩენს წვრილი ჟეტონები ავსებს.</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em</source>
        <translation>კაზინო ჰოლდემი</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em Bonus</source>
        <translation>Texas Hold&apos;em Bonus Poker</translation>
    </message>
    <message>
        <source>The dealer&apos;s skills</source>
        <translation>დილერის უნარები</translation>
    </message>
    <message>
        <source>No-limit Hold&apos;em</source>
        <translation>ჰოლდემი ლიმიტის გარეშე</translation>
    </message>
    <message>
        <source>Settle one player: each bet paid, pushed or taken, and the net.</source>
        <translation>ერთი მოთამაშის ანგარიშსწორება: თითოეული ფსონი — გადახდილი, დაბრუნებული თუ აღებული — და ჯამი.</translation>
    </message>
    <message>
        <source>Find the wrong payouts on a settled layout and put them right.</source>
        <translation>იპოვეთ არასწორი გადახდები ანგარიშსწორებულ მაგიდაზე და შეასწორეთ.</translation>
    </message>
    <message>
        <source>Work out a payout told in a sentence, with no cards shown.</source>
        <translation>გამოთვალეთ წინადადებით მოცემული გადახდა, კარტების ჩვენების გარეშე.</translation>
    </message>
    <message>
        <source>Type what the ante and the call are paid (0 if nothing).</source>
        <translation>ჩაწერეთ, რა ეხდება ანტესა და ქოლს (0, თუ არაფერი).</translation>
    </message>
    <message>
        <source>Type what the AA Bonus pays on the player&apos;s cards and the flop.</source>
        <translation>ჩაწერეთ, რას იხდის AA ბონუსი მოთამაშის კარტებსა და ფლოპზე.</translation>
    </message>
    <message>
        <source>Say whether the dealer&apos;s hand qualifies (a pair of fours or better).</source>
        <translation>თქვით, კვალიფიცირდება თუ არა დილერის ხელი (ოთხიანების წყვილი ან უკეთესი).</translation>
    </message>
    <message>
        <source>Settle a table of players: folded ones first, then right to left.</source>
        <translation>მაგიდის ანგარიშსწორება: ჯერ პასის მთქმელი მოთამაშეები, შემდეგ მარჯვნიდან მარცხნივ.</translation>
    </message>
    <message>
        <source>Type what the bonus bet pays on the player&apos;s starting cards.</source>
        <translation>ჩაწერეთ, რას იხდის ბონუსის ფსონი მოთამაშის საწყის კარტებზე.</translation>
    </message>
    <message>
        <source>Say whether the ante pays, pushes or loses at this table.</source>
        <translation>თქვით, ამ მაგიდაზე ანტე იგებს, ბრუნდება თუ აგებს.</translation>
    </message>
    <message>
        <source>Name the player&apos;s best five-card hand.</source>
        <translation>დაასახელეთ მოთამაშის საუკეთესო ხუთკარტიანი ხელი.</translation>
    </message>
    <message>
        <source>Say which hand wins, the player&apos;s or the dealer&apos;s, or a tie.</source>
        <translation>თქვით, რომელი ხელი იგებს — მოთამაშის თუ დილერის — ან ფრეა.</translation>
    </message>
    <message>
        <source>Say the dealer&apos;s call at a step of the hand.</source>
        <translation>თქვით დილერის განცხადება ხელის ერთ-ერთ ეტაპზე.</translation>
    </message>
    <message>
        <source>Multiply a stake by a pay-table line, at speed.</source>
        <translation>გაამრავლეთ ფსონი გადახდების ცხრილის ხაზზე, სწრაფად.</translation>
    </message>
    <message>
        <source>Colour a pile up into the fewest chips, or pay from a stack.</source>
        <translation>გაამსხვილეთ ჟეტონების გროვა უმცირეს რაოდენობამდე, ან გადაიხადეთ სტეკიდან.</translation>
    </message>
    <message>
        <source>Type the amount to call and the smallest raise.</source>
        <translation>ჩაწერეთ გასათანაბრებელი თანხა და მინიმალური რეიზი.</translation>
    </message>
    <message>
        <source>Build the main and side pots and name the seats in each.</source>
        <translation>შეადგინეთ მთავარი და გვერდითი პოტები და დაასახელეთ თითოეულის ადგილები.</translation>
    </message>
    <message>
        <source>Award each pot to its winners, odd chips included.</source>
        <translation>გადაეცით თითოეული პოტი მის გამარჯვებულებს, ზედმეტი ჟეტონების ჩათვლით.</translation>
    </message>
</context>
<context>
    <name>TrainerController</name>
    <message>
        <source>Trainee 1</source>
        <translation>სტაჟიორი 1</translation>
    </message>
    <message>
        <source>A trainee cannot be removed during an exam.</source>
        <translation>გამოცდის დროს სტაჟიორის წაშლა შეუძლებელია.</translation>
    </message>
    <message>
        <source>This answer was not saved because of a fault in the app (the details are in its log); everything saved before is safe.</source>
        <translation>ეს პასუხი არ შენახულა პროგრამის შეცდომის გამო (დეტალები მის ჟურნალშია); ადრე შენახული ყველაფერი უსაფრთხოდაა.</translation>
    </message>
</context>
<context>
    <name>TrainerScreen</name>
    <message>
        <source>{seconds} s / target {target} s</source>
        <translation>{seconds} წმ / მიზანი {target} წმ</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(პაუზა)</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>სტაჟიორი:</translation>
    </message>
    <message>
        <source>New trainee...</source>
        <translation>ახალი სტაჟიორი...</translation>
    </message>
    <message>
        <source>Rename...</source>
        <translation>გადარქმევა...</translation>
    </message>
    <message>
        <source>Remove...</source>
        <translation>წაშლა...</translation>
    </message>
    <message>
        <source>Take the trainee off the list; their answers stay in the export of everyone.</source>
        <translation>სტაჟიორის სიიდან ამოღება; მისი პასუხები დარჩება ყველა სტაჟიორის ექსპორტში.</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>სავარჯიშო:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>დონე:</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>ვარჯიში</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>სუსტი მხარეები</translation>
    </message>
    <message>
        <source>Exam...</source>
        <translation>გამოცდა...</translation>
    </message>
    <message>
        <source>Speed round...</source>
        <translation>ბლიც-რაუნდი...</translation>
    </message>
    <message>
        <source>Stop the round</source>
        <translation>რაუნდის შეწყვეტა</translation>
    </message>
    <message>
        <source>Next question (Enter)</source>
        <translation>შემდეგი კითხვა (Enter)</translation>
    </message>
    <message>
        <source>F9: answers</source>
        <translation>F9: პასუხები</translation>
    </message>
    <message>
        <source>Stop weak areas</source>
        <translation>სუსტი მხარეების შეწყვეტა</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ წინა</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>შემდეგი ▶</translation>
    </message>
    <message>
        <source>The class&apos;s exam began: your own exam was stopped and recorded as abandoned.</source>
        <translation>ჯგუფის გამოცდა დაიწყო: თქვენი საკუთარი გამოცდა შეწყდა და ჩაიწერა, როგორც მიტოვებული.</translation>
    </message>
    <message>
        <source>The instructor asked a question: your speed round was stopped and not saved.</source>
        <translation>ინსტრუქტორმა კითხვა დასვა: თქვენი ბლიც-რაუნდი შეწყდა და არ შენახულა.</translation>
    </message>
    <message>
        <source>A class exam&apos;s question: your answer goes to the instructor&apos;s PC, and your mark comes when the instructor releases the marks.</source>
        <translation>ჯგუფის გამოცდის კითხვა: პასუხი ინსტრუქტორის კომპიუტერზე მიდის, შეფასებას კი მიიღებთ, როცა ინსტრუქტორი შეფასებებს გასცემს.</translation>
    </message>
    <message>
        <source>The instructor&apos;s question: your answer goes to the instructor&apos;s PC, and the answer is shown when the instructor reveals it.</source>
        <translation>ინსტრუქტორის კითხვა: პასუხი ინსტრუქტორის კომპიუტერზე მიდის, სწორი პასუხი კი გამოჩნდება, როცა ინსტრუქტორი აჩვენებს.</translation>
    </message>
    <message>
        <source>a mix of cases</source>
        <translation>შერეული შემთხვევები</translation>
    </message>
    <message>
        <source>Weak-area practice: {drill}, practising {case}. Stop to go back to {chosen}.</source>
        <translation>სუსტ მხარეებზე ვარჯიში: {drill} — {case}. შეწყვიტეთ, რომ დაუბრუნდეთ სავარჯიშოს: {chosen}.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>პროგრესი</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>ახალი სტაჟიორი</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>სახელი:</translation>
    </message>
    <message>
        <source>Rename trainee</source>
        <translation>სტაჟიორის გადარქმევა</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>ახალი სახელი:</translation>
    </message>
    <message>
        <source>Remove trainee</source>
        <translation>სტაჟიორის წაშლა</translation>
    </message>
    <message>
        <source>Remove {name} from the list of trainees? Their answers and exams stay in the export of everyone.</source>
        <translation>წავშალოთ {name} სტაჟიორების სიიდან? მისი პასუხები და გამოცდები დარჩება ყველა სტაჟიორის ექსპორტში.</translation>
    </message>
    <message>
        <source>Class exam: question {n} of {total}, {m}:{s:02d} left (the instructor&apos;s PC keeps the time)</source>
        <translation>ჯგუფის გამოცდა: კითხვა {n} / {total}, დარჩა {m}:{s:02d} (დროს ინსტრუქტორის კომპიუტერი ითვლის)</translation>
    </message>
    <message>
        <source>Exam {code}: question {n} of {total}, {m}:{s:02d} left (the exam clock does not pause)</source>
        <translation>გამოცდა {code}: კითხვა {n} / {total}, დარჩა {m}:{s:02d} (გამოცდის საათი არ ჩერდება)</translation>
    </message>
    <message numerus="yes">
        <source>Streak {streak} · accuracy {accuracy}% · %n answer(s)</source>
        <translation>
            <numerusform>სერია {streak} · სიზუსტე {accuracy}% · %n პასუხი</numerusform>
            <numerusform>სერია {streak} · სიზუსტე {accuracy}% · %n პასუხი</numerusform>
        </translation>
    </message>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>თქვენი პასუხი ინსტრუქტორს გაეგზავნა. სწორი პასუხი აქ გამოჩნდება, როცა ინსტრუქტორი აჩვენებს.</translation>
    </message>
    <message>
        <source>Review: question {n} of {total}</source>
        <translation>გადახედვა: კითხვა {n} / {total}</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s): as many right answers as you can</source>
        <translation>
            <numerusform>%n წამი: რაც შეიძლება მეტი სწორი პასუხი</numerusform>
            <numerusform>%n წამი: რაც შეიძლება მეტი სწორი პასუხი</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) as fast as you can</source>
        <translation>
            <numerusform>%n კითხვა რაც შეიძლება სწრაფად</numerusform>
            <numerusform>%n კითხვა რაც შეიძლება სწრაფად</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed round</source>
        <translation>ბლიც-რაუნდი</translation>
    </message>
    <message numerus="yes">
        <source>{drill}, level {level}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>{drill}, დონე {level}. ყოველ არასწორ პასუხზე იკარგება %n წამი.</numerusform>
            <numerusform>{drill}, დონე {level}. ყოველ არასწორ პასუხზე იკარგება %n წამი.</numerusform>
        </translation>
    </message>
    <message>
        <source>⏱ {time} left · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ დარჩა {time} · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message>
        <source>⏱ {time} · question {n} of {total} · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ {time} · კითხვა {n} / {total} · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message numerus="yes">
        <source>Speed round: {drill}, level {level}, {kind}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>ბლიც-რაუნდი: {drill}, დონე {level}, {kind}. ყოველ არასწორ პასუხზე იკარგება %n წამი.</numerusform>
            <numerusform>ბლიც-რაუნდი: {drill}, დონე {level}, {kind}. ყოველ არასწორ პასუხზე იკარგება %n წამი.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right</source>
        <translation>სწორია</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>Not right: the answer was {key}</source>
        <translation>არასწორია: სწორი პასუხი იყო {key}</translation>
    </message>
    <message>
        <source>{drill}, level {level}, {kind}</source>
        <translation>{drill}, დონე {level}, {kind}</translation>
    </message>
    <message>
        <source>This round could not be saved.</source>
        <translation>ამ რაუნდის შენახვა ვერ მოხერხდა.</translation>
    </message>
    <message>
        <source>A round counts as a best with one right answer or more.</source>
        <translation>რაუნდი საუკეთესოდ ითვლება, თუ მასში ერთი სწორი პასუხი მაინც არის.</translation>
    </message>
    <message>
        <source>A new best!</source>
        <translation>ახალი საუკეთესო შედეგი!</translation>
    </message>
    <message>
        <source>Your best: {score} ({date})</source>
        <translation>თქვენი საუკეთესო შედეგი: {score} ({date})</translation>
    </message>
    <message>
        <source>Speed round over</source>
        <translation>ბლიც-რაუნდი დასრულდა</translation>
    </message>
    <message>
        <source>Choose a drill and press Practise.</source>
        <translation>აირჩიეთ სავარჯიშო და დააჭირეთ „ვარჯიშს“.</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>გამოცდა</translation>
    </message>
    <message>
        <source>Exam code {code}: the same code gives the same questions on any PC. Feedback comes at the end.</source>
        <translation>გამოცდის კოდი {code}: ერთი და იგივე კოდი ნებისმიერ კომპიუტერზე ერთსა და იმავე კითხვებს იძლევა. შედეგები და განმარტებები ბოლოს გამოჩნდება.</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>unknown drill {drill}; the drills are {known}</source>
        <translation>უცნობი სავარჯიშო {drill}; სავარჯიშოებია: {known}</translation>
    </message>
    <message>
        <source>the level must be 1, 2 or 3, not {level}</source>
        <translation>დონე უნდა იყოს 1, 2 ან 3 და არა {level}</translation>
    </message>
    <message>
        <source>the number of questions must be from 1 to {most}, not {count}</source>
        <translation>კითხვების რაოდენობა უნდა იყოს 1-დან {most}-მდე და არა {count}</translation>
    </message>
    <message numerus="yes">
        <source>the seed must be from 0 to {most} for %n question(s), not {seed}</source>
        <translation>
            <numerusform>%n კითხვისთვის ნომერი უნდა იყოს 0-დან {most}-მდე და არა {seed}</numerusform>
            <numerusform>%n კითხვისთვის ნომერი უნდა იყოს 0-დან {most}-მდე და არა {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>the resolution must be 150 or 200 dpi, not {dpi}</source>
        <translation>გარჩევადობა უნდა იყოს 150 ან 200 dpi და არა {dpi}</translation>
    </message>
    <message>
        <source>Worksheet: {drill}</source>
        <translation>სავარჯიშო ფურცელი: {drill}</translation>
    </message>
    <message>
        <source>Answer key: {drill}</source>
        <translation>პასუხები: {drill}</translation>
    </message>
    <message numerus="yes">
        <source>Level {level} · seed {seed} · %n question(s)</source>
        <translation>
            <numerusform>დონე {level} · ნომერი {seed} · %n კითხვა</numerusform>
            <numerusform>დონე {level} · ნომერი {seed} · %n კითხვა</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>{file}-ის ჩაწერა ვერ მოხერხდა: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n page(s), the answer key from page {key}</source>
        <translation>
            <numerusform>{file}: %n გვერდი, პასუხები — {key}-ე გვერდიდან</numerusform>
            <numerusform>{file}: %n გვერდი, პასუხები — {key}-ე გვერდიდან</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>{file}-ის წაკითხვა ვერ მოხერხდა: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>მოთამაშე</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>დილერი</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>ფლოპი</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>საერთო კარტები</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>პასი</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>მოქმედებს</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>სახელი:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>თარიღი:</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>გვერდი {page} / {pages}</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets</source>
        <translation>სავარჯიშო ფურცლები</translation>
    </message>
    <message>
        <source>&amp;Drill:</source>
        <translation>&amp;სავარჯიშო:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;დონე:</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>&amp;კითხვები:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;ნომერი:</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;ენა:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;გარჩევადობა:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;ფაილი:</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>The same seed gives the same sheet: question 1 is the trainer&apos;s question for this seed, question 2 for the next, and so on.</source>
        <translation>ერთი და იგივე ნომერი ერთსა და იმავე ფურცელს იძლევა: პირველი კითხვა ტრენაჟორის კითხვაა ამ ნომრისთვის, მეორე — მომდევნო ნომრისთვის და ა. შ.</translation>
    </message>
    <message>
        <source>The PDF file to write</source>
        <translation>ჩასაწერი PDF ფაილი</translation>
    </message>
    <message>
        <source>C&amp;hoose...</source>
        <translation>&amp;არჩევა...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;შენახვა</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>გა&amp;უქმება</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>და&amp;ხურვა</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>სავარჯიშო ფურცლის შენახვა</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ფაილები (*.pdf)</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} უკვე არსებობს. ჩავანაცვლო?</translation>
    </message>
    <message>
        <source>Making the worksheet...</source>
        <translation>სავარჯიშო ფურცელი მზადდება...</translation>
    </message>
    <message numerus="yes">
        <source>Saved {file}: %n page(s), the answer key from page {key}.</source>
        <translation>
            <numerusform>შენახულია {file}: %n გვერდი, პასუხები — {key}-ე გვერდიდან.</numerusform>
            <numerusform>შენახულია {file}: %n გვერდი, პასუხები — {key}-ე გვერდიდან.</numerusform>
        </translation>
    </message>
    <message>
        <source>The worksheet could not be made (internal error: {name}).</source>
        <translation>სავარჯიშო ფურცელი ვერ შეიქმნა (შიდა შეცდომა: {name}).</translation>
    </message>
    <message>
        <source>Stopped; no file was written.</source>
        <translation>შეჩერდა; ფაილი არ ჩაწერილა.</translation>
    </message>
</context>
</TS>
