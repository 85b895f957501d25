<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th_TH">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hold&apos;em Dealer Trainer</source>
        <translation>เกี่ยวกับตัวฝึกดีลเลอร์โฮลเด็ม</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>ตัวฝึกดีลเลอร์โฮลเด็ม</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>รุ่น {version}</translation>
    </message>
    <message>
        <source>An offline trainer for casino dealers: Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker and no-limit Texas Hold&apos;em.</source>
        <translation>ตัวฝึกแบบออฟไลน์สำหรับดีลเลอร์คาสิโน: Casino Hold&apos;em, Texas Hold&apos;em Bonus Poker และเท็กซัสโฮลเด็ม ไม่จำกัดเดิมพัน</translation>
    </message>
    <message>
        <source>Fonts: the Noto Sans family (Google), under the SIL Open Font License 1.1.</source>
        <translation>แบบอักษร: ตระกูล Noto Sans (Google) ภายใต้สัญญาอนุญาต SIL Open Font License 1.1</translation>
    </message>
</context>
<context>
    <name>AnswerPanel</name>
    <message>
        <source>Click a spot on the table, or press Alt and the seat&apos;s number, to go to its field.</source>
        <translation>คลิกตำแหน่งบนโต๊ะ หรือกด Alt พร้อมหมายเลขที่นั่ง เพื่อไปยังช่องคำตอบของตำแหน่งนั้น</translation>
    </message>
    <message>
        <source>Or pay it in chips:</source>
        <translation>หรือจ่ายเป็นชิป:</translation>
    </message>
    <message>
        <source>Take back a chip</source>
        <translation>เอาชิปคืน</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>ล้าง</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>จ่ายชิปเหล่านี้</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>ตอบ (Enter)</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>Type a few words of the call</source>
        <translation>พิมพ์คำขานสักสองสามคำ</translation>
    </message>
    <message>
        <source>The list offers every call that has those words: choose one, or press Enter when one is left.</source>
        <translation>รายการจะแสดงคำขานทั้งหมดที่มีคำเหล่านั้น: เลือกหนึ่งรายการ หรือกด Enter เมื่อเหลือรายการเดียว</translation>
    </message>
    <message>
        <source>+ paid, - taken</source>
        <translation>+ จ่าย, - เก็บ</translation>
    </message>
    <message>
        <source>seat number</source>
        <translation>หมายเลขที่นั่ง</translation>
    </message>
    <message>
        <source>seat numbers</source>
        <translation>หมายเลขที่นั่งต่างๆ</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>จำนวน</translation>
    </message>
    <message>
        <source>No chips yet.</source>
        <translation>ยังไม่มีชิป</translation>
    </message>
    <message numerus="yes">
        <source>{chips} = {total} (%n chip(s))</source>
        <translation>
            <numerusform>{chips} = {total} (%n ชิป)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <source>Dealer qualifies: {hand}.</source>
        <translation>ดีลเลอร์ผ่านเกณฑ์: {hand}</translation>
    </message>
    <message>
        <source>Dealer does not qualify.</source>
        <translation>ดีลเลอร์ไม่ผ่านเกณฑ์</translation>
    </message>
    <message>
        <source>Dealer does not qualify: ante pays {n} to 1, call pushes.</source>
        <translation>ดีลเลอร์ไม่ผ่านเกณฑ์: แอนติจ่าย {n} ต่อ 1 คอลคืนเดิมพัน</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pays {n} to 1.</source>
        <translation>ผู้เล่นชนะ: {hand} แอนติจ่าย {n} ต่อ 1</translation>
    </message>
    <message>
        <source>Player wins: {hand}. Ante pushes.</source>
        <translation>ผู้เล่นชนะ: {hand} แอนติคืนเดิมพัน</translation>
    </message>
    <message>
        <source>Dealer wins: {hand}.</source>
        <translation>ดีลเลอร์ชนะ: {hand}</translation>
    </message>
    <message>
        <source>Push.</source>
        <translation>คืนเดิมพัน</translation>
    </message>
    <message>
        <source>AA Bonus pays {n} to 1: {line}.</source>
        <translation>AA Bonus จ่าย {n} ต่อ 1: {line}</translation>
    </message>
    <message>
        <source>AA Bonus loses.</source>
        <translation>AA Bonus แพ้</translation>
    </message>
    <message>
        <source>Bonus pays {n} to 1: {line}.</source>
        <translation>โบนัสจ่าย {n} ต่อ 1: {line}</translation>
    </message>
    <message>
        <source>Bonus loses.</source>
        <translation>โบนัสแพ้</translation>
    </message>
    <message>
        <source>The dealer turns up the cards. What do you say?</source>
        <translation>ดีลเลอร์หงายไพ่ในมือ คุณจะขานว่าอะไร?</translation>
    </message>
    <message>
        <source>You settle the player. What do you say?</source>
        <translation>คุณสรุปการจ่ายผู้เล่น คุณจะขานว่าอะไร?</translation>
    </message>
    <message>
        <source>You settle the bonus bet. What do you say?</source>
        <translation>คุณสรุปการจ่ายเดิมพันโบนัส คุณจะขานว่าอะไร?</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Call</source>
        <translation>คอล</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>พับ</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>เดิมพัน</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>เช็ค</translation>
    </message>
</context>
<context>
    <name>ClassLink</name>
    <message>
        <source>No class answers at {address}. Check the address on the projector, and that this PC is on the school&apos;s network.</source>
        <translation>ไม่มีชั้นเรียนตอบที่ {address} ตรวจสอบที่อยู่บนโปรเจกเตอร์ และว่าเครื่องนี้อยู่ในเครือข่ายของโรงเรียน</translation>
    </message>
    <message>
        <source>The join code is not this class&apos;s. Check it on the projector and type it again.</source>
        <translation>รหัสเข้าร่วมไม่ใช่ของชั้นเรียนนี้ ตรวจสอบบนโปรเจกเตอร์แล้วพิมพ์อีกครั้ง</translation>
    </message>
    <message>
        <source>The class refused the name {name}: another trainee has it, or it is not a name. Try another.</source>
        <translation>ชั้นเรียนไม่รับชื่อ {name} มีผู้เรียนคนอื่นใช้แล้ว หรือไม่ใช่ชื่อ ลองชื่ออื่น</translation>
    </message>
    <message>
        <source>The instructor let another PC in as {name}: this PC is no longer in the class.</source>
        <translation>ผู้สอนให้เครื่องอื่นเข้าในชื่อ {name}: เครื่องนี้ไม่อยู่ในชั้นเรียนแล้ว</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>ชั้นเรียนเต็มแล้ว</translation>
    </message>
    <message>
        <source>Too many tries to join from this PC; wait a minute and try again.</source>
        <translation>พยายามเข้าร่วมจากเครื่องนี้บ่อยเกินไป รอหนึ่งนาทีแล้วลองอีกครั้ง</translation>
    </message>
    <message>
        <source>The instructor removed you from the class.</source>
        <translation>ผู้สอนนำคุณออกจากชั้นเรียนแล้ว</translation>
    </message>
    <message>
        <source>Type the class&apos;s address as the projector shows it, such as 192.168.1.20:8765.</source>
        <translation>พิมพ์ที่อยู่ของชั้นเรียนตามที่โปรเจกเตอร์แสดง เช่น 192.168.1.20:8765</translation>
    </message>
    <message>
        <source>Type the join code the projector shows.</source>
        <translation>พิมพ์รหัสเข้าร่วมที่โปรเจกเตอร์แสดง</translation>
    </message>
    <message>
        <source>The class server at {address} refused the host key.</source>
        <translation>เซิร์ฟเวอร์ชั้นเรียนที่ {address} ไม่รับกุญแจผู้สอน</translation>
    </message>
    <message>
        <source>The class server said: {message}</source>
        <translation>เซิร์ฟเวอร์ชั้นเรียนแจ้งว่า: {message}</translation>
    </message>
    <message>
        <source>No class server answers at {address}. Check that it is running and that the address and its port are the ones it showed when it started.</source>
        <translation>ไม่มีเซิร์ฟเวอร์ชั้นเรียนตอบที่ {address} ตรวจสอบว่าเซิร์ฟเวอร์ทำงานอยู่ และที่อยู่กับพอร์ตตรงกับที่แสดงตอนเริ่ม</translation>
    </message>
    <message>
        <source>The class server is busy; wait a moment and try again.</source>
        <translation>เซิร์ฟเวอร์ชั้นเรียนไม่ว่าง รอสักครู่แล้วลองอีกครั้ง</translation>
    </message>
    <message>
        <source>The class server did not understand the request: is it this app&apos;s version?</source>
        <translation>เซิร์ฟเวอร์ชั้นเรียนไม่เข้าใจคำขอ เป็นเวอร์ชันเดียวกับแอปนี้หรือไม่</translation>
    </message>
    <message>
        <source>The request is too large for the class server.</source>
        <translation>คำขอใหญ่เกินไปสำหรับเซิร์ฟเวอร์ชั้นเรียน</translation>
    </message>
    <message>
        <source>The class has moved on: that cannot be done now.</source>
        <translation>ชั้นเรียนดำเนินต่อไปแล้ว ตอนนี้ทำสิ่งนั้นไม่ได้</translation>
    </message>
    <message>
        <source>The class server has no such trainee or question (any more).</source>
        <translation>เซิร์ฟเวอร์ชั้นเรียนไม่มีผู้เรียนหรือคำถามนี้ (อีกต่อไป)</translation>
    </message>
    <message>
        <source>The instructor&apos;s PC could not save it; try again.</source>
        <translation>เครื่องของผู้สอนบันทึกไม่ได้ ลองอีกครั้ง</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} วินาที</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>ตามแบบฝึก</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>แบบฝึก</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>คำตอบ</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>ถูก</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>30 ครั้งล่าสุด</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>เวลามัธยฐาน</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>ระดับ {level}</translation>
    </message>
    <message>
        <source>Right: of every answer. Last 30 and the median time: over the last 30 answers of the drill. Mastered: 90% right over the last 30 within the target time. Needs work: under 75% right lately. Slow: the median time over the target.</source>
        <translation>ถูก: จากคำตอบทั้งหมด 30 ครั้งล่าสุดและเวลามัธยฐาน: จาก 30 คำตอบล่าสุดของแบบฝึก ชำนาญแล้ว: ถูก 90% ใน 30 ครั้งล่าสุดภายในเวลาเป้าหมาย ต้องฝึกเพิ่ม: ช่วงนี้ถูกไม่ถึง 75% ช้า: เวลามัธยฐานเกินเป้าหมาย</translation>
    </message>
    <message>
        <source>Weakest areas</source>
        <translation>จุดอ่อนที่สุด</translation>
    </message>
    <message>
        <source>Every drill practised is mastered.</source>
        <translation>แบบฝึกทุกแบบที่ฝึกแล้วชำนาญแล้ว</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} a question (target {target})</source>
        <translation>{drill}: ช่วงนี้ถูก {right}% ใช้ {seconds} ต่อข้อ (เป้าหมาย {target})</translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>กรณีที่ตอบผิดบ่อยที่สุดช่วงนี้:</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s)</source>
        <translation>
            <numerusform>{case}: ผิด %n ครั้ง</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>ตอบถูก {correct} จากที่ตอบ {answered}</translation>
    </message>
    <message>
        <source>{correct} of {questions} right, {percent}% to pass</source>
        <translation>ถูก {correct} จาก {questions} เกณฑ์ผ่าน {percent}%</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>สอบซ้ำ (ครั้งที่ {n})</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>การสอบ</translation>
    </message>
    <message>
        <source>No exams sat.</source>
        <translation>ยังไม่เคยสอบ</translation>
    </message>
    <message numerus="yes">
        <source>and %n older exam(s)</source>
        <translation>
            <numerusform>และการสอบก่อนหน้าอีก %n ครั้ง</numerusform>
        </translation>
    </message>
    <message>
        <source>Results of {name}</source>
        <translation>ผลของ {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) from {first} to {last}</source>
        <translation>
            <numerusform>%n คำตอบ ตั้งแต่ {first} ถึง {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer · class results</source>
        <translation>Hold&apos;em Dealer Trainer · ผลของชั้นเรียน</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>mastered</source>
        <translation>ชำนาญแล้ว</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>กำลังเรียน</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>ช้า</translation>
    </message>
    <message>
        <source>needs work</source>
        <translation>ต้องฝึกเพิ่ม</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ผ่าน</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ไม่ผ่าน</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>ออกกลางคัน</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>ยังไม่จบ</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>ไม่ทราบ</translation>
    </message>
    <message>
        <source>served</source>
        <translation>จัดสอบโดยชั้นเรียน</translation>
    </message>
    <message>
        <source>self-study</source>
        <translation>สอบเอง</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) to a question the exam code does not deal (or deals once, answered already).</source>
        <translation>
            <numerusform>%n คำตอบของคำถามที่รหัสการสอบไม่ได้ให้ (หรือให้เพียงครั้งเดียวและตอบไปแล้ว)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) that cannot be read as the app writes an answer.</source>
        <translation>
            <numerusform>%n คำตอบที่อ่านไม่ได้ตามรูปแบบที่แอปบันทึกคำตอบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose key is not the one the exam code gives (edited, or sat on another version of the app).</source>
        <translation>
            <numerusform>%n คำตอบที่เฉลยไม่ตรงกับที่รหัสการสอบให้ (ถูกแก้ไข หรือสอบด้วยแอปเวอร์ชันอื่น)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) whose mark in the file is not the mark the answer gets when marked again.</source>
        <translation>
            <numerusform>%n คำตอบที่ผลตรวจในไฟล์ไม่ตรงกับผลเมื่อตรวจใหม่</numerusform>
        </translation>
    </message>
    <message>
        <source>The answers refused, in the order answered: {answers}.</source>
        <translation>คำตอบที่ถูกปฏิเสธ ตามลำดับที่ตอบ: {answers}</translation>
    </message>
    <message>
        <source>Not marked again: this PC cannot read the exam code, so whether it was passed is not known.</source>
        <translation>ไม่ได้ตรวจใหม่: เครื่องนี้อ่านรหัสการสอบไม่ได้ จึงไม่ทราบว่าสอบผ่านหรือไม่</translation>
    </message>
    <message>
        <source>Marking a self-study exam again catches an edited mark, status or checksum, a question swapped for another and an edited key. It cannot catch an edited answer (the right one typed into the file) or a trainee who works the answers out with the app. The results to rely on are served exams, read from this PC&apos;s class; a file that says an exam was served is marked again like any other.</source>
        <translation>การตรวจการสอบที่สอบเองใหม่จะพบคะแนน สถานะ หรือค่าตรวจสอบที่ถูกแก้ คำถามที่ถูกสลับเป็นข้ออื่น และเฉลยที่ถูกแก้ แต่จะไม่พบคำตอบที่ถูกแก้ (คำตอบที่ถูกพิมพ์ลงในไฟล์) หรือผู้เรียนที่หาคำตอบด้วยแอปเอง ผลที่เชื่อถือได้คือการสอบที่จัดโดยชั้นเรียน ซึ่งอ่านจากชั้นเรียนของเครื่องนี้ ไฟล์ที่บอกว่าการสอบจัดโดยชั้นเรียนจะถูกตรวจใหม่เหมือนไฟล์อื่น</translation>
    </message>
    <message>
        <source>Served by this PC&apos;s class: marked here as each answer came, the keys never sent. A result to rely on.</source>
        <translation>จัดสอบโดยชั้นเรียนของเครื่องนี้: ตรวจที่นี่ทันทีที่แต่ละคำตอบเข้ามา ไม่เคยส่งเฉลยออกไป เป็นผลที่เชื่อถือได้</translation>
    </message>
    <message>
        <source>The file says this exam was served by a class; a file cannot prove it, so it was marked again from its code as a self-study exam.</source>
        <translation>ไฟล์บอกว่าการสอบนี้จัดโดยชั้นเรียน แต่ไฟล์พิสูจน์ไม่ได้ จึงตรวจใหม่จากรหัสเหมือนการสอบที่สอบเอง</translation>
    </message>
    <message>
        <source>Practice answers carry no exam code, so they cannot be marked again here: they are the trainee&apos;s own record. Exam answers are marked again from their code.</source>
        <translation>คำตอบฝึกซ้อมไม่มีรหัสการสอบ จึงตรวจใหม่ที่นี่ไม่ได้ เป็นบันทึกของผู้เรียนเอง คำตอบการสอบจะถูกตรวจใหม่จากรหัสของการสอบนั้น</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <source>Class results</source>
        <translation>ผลของชั้นเรียน</translation>
    </message>
    <message>
        <source>&amp;This PC&apos;s class</source>
        <translation>ชั้นเรียนของเครื่องนี้ (&amp;T)</translation>
    </message>
    <message>
        <source>Reads this PC&apos;s own progress file: the exams its class served (the results to rely on), the practice its joined trainees sent, and this PC&apos;s own trainees.</source>
        <translation>อ่านไฟล์ความคืบหน้าของเครื่องนี้เอง: การสอบที่ชั้นเรียนของเครื่องนี้จัด (ผลที่เชื่อถือได้) การฝึกที่ผู้เรียนที่เข้าร่วมส่งมา และผู้เรียนของเครื่องนี้เอง</translation>
    </message>
    <message>
        <source>Add &amp;files...</source>
        <translation>&amp;เพิ่มไฟล์...</translation>
    </message>
    <message>
        <source>Add f&amp;older...</source>
        <translation>เพิ่ม&amp;โฟลเดอร์...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;นำออก</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>&amp;ส่งออก CSV...</translation>
    </message>
    <message>
        <source>&amp;PDF per trainee...</source>
        <translation>&amp;รายงาน PDF ของผู้เรียนแต่ละคน...</translation>
    </message>
    <message>
        <source>Writes one PDF report per trainee into a folder you choose.</source>
        <translation>เขียนรายงาน PDF หนึ่งไฟล์ต่อผู้เรียนหนึ่งคนลงในโฟลเดอร์ที่คุณเลือก</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ยกเลิก</translation>
    </message>
    <message>
        <source>Stops reading the files; the class stays as it was.</source>
        <translation>หยุดอ่านไฟล์ ชั้นเรียนจะยังคงเหมือนเดิม</translation>
    </message>
    <message>
        <source>Files read:</source>
        <translation>ไฟล์ที่อ่านแล้ว:</translation>
    </message>
    <message>
        <source>The class&apos;s weakest drills and cases:</source>
        <translation>แบบฝึกและกรณีที่ชั้นเรียนอ่อนที่สุด:</translation>
    </message>
    <message>
        <source>Exams by code:</source>
        <translation>การสอบตามรหัส:</translation>
    </message>
    <message>
        <source>Code / trainee</source>
        <translation>รหัส / ผู้เรียน</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>สอบผ่าน</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>รอบสอบ</translation>
    </message>
    <message>
        <source>Sat as</source>
        <translation>รูปแบบการสอบ</translation>
    </message>
    <message>
        <source>Each cell: the share of all answers that were right, and the median time over the last 30. {mastered}: 90% right over the last 30 within the target time; {learning}; {slow}: the median time over the target; {needs_work}: under 75% right lately.</source>
        <translation>แต่ละช่อง: สัดส่วนคำตอบที่ถูกจากทั้งหมด และเวลามัธยฐานของ 30 ครั้งล่าสุด {mastered}: ถูก 90% ใน 30 ครั้งล่าสุดภายในเวลาเป้าหมาย; {learning}; {slow}: เวลามัธยฐานเกินเป้าหมาย; {needs_work}: ช่วงนี้ถูกไม่ถึง 75%</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} วินาที</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>ผู้เรียน %n คน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n คำตอบ</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the trainees&apos; CSV exports (Progress tab, Export...), or a folder that holds them, such as a shared network folder.</source>
        <translation>เพิ่มไฟล์ CSV ที่ผู้เรียนส่งออก (แท็บความคืบหน้า ส่งออก...) หรือโฟลเดอร์ที่เก็บไฟล์เหล่านั้น เช่น โฟลเดอร์ที่แชร์ในเครือข่าย</translation>
    </message>
    <message>
        <source>This PC&apos;s class</source>
        <translation>ชั้นเรียนของเครื่องนี้</translation>
    </message>
    <message>
        <source>{file}: refused. {reason}</source>
        <translation>{file}: ไม่รับ {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n answer(s)</source>
        <translation>
            <numerusform>{file}: %n คำตอบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n already read from another file)</source>
        <translation>
            <numerusform>(%n คำตอบอ่านจากไฟล์อื่นแล้ว)</numerusform>
        </translation>
    </message>
    <message>
        <source>{trainee} has not practised this drill.</source>
        <translation>{trainee} ยังไม่ได้ฝึกแบบฝึกนี้</translation>
    </message>
    <message>
        <source>{trainee}, {drill}: {word}
{right} of {answers} right ({accuracy}%), the last 30: {recent}%
median time {median} over the last 30, target {target} at level {level}</source>
        <translation>{trainee}, {drill}: {word}
ถูก {right} จาก {answers} ({accuracy}%) 30 ครั้งล่าสุด: {recent}%
เวลามัธยฐาน {median} ใน 30 ครั้งล่าสุด เป้าหมาย {target} ที่ระดับ {level}</translation>
    </message>
    <message>
        <source>Drills, weakest first:</source>
        <translation>แบบฝึก เรียงจากอ่อนที่สุด:</translation>
    </message>
    <message numerus="yes">
        <source>{drill}: {right}% right, answered by %n trainee(s)</source>
        <translation>
            <numerusform>{drill}: ถูก {right}% ผู้เรียนที่ตอบ %n คน</numerusform>
        </translation>
    </message>
    <message>
        <source>Cases missed most lately:</source>
        <translation>กรณีที่ตอบผิดบ่อยที่สุดช่วงนี้:</translation>
    </message>
    <message numerus="yes">
        <source>{case}: missed %n time(s), by {trainees}</source>
        <translation>
            <numerusform>{case}: ผิด %n ครั้ง จาก{trainees}</numerusform>
        </translation>
    </message>
    <message>
        <source>{correct} of {answered} answered right</source>
        <translation>ตอบถูก {correct} จากที่ตอบ {answered}</translation>
    </message>
    <message>
        <source>{correct} of {questions} right</source>
        <translation>ถูก {correct} จาก {questions}</translation>
    </message>
    <message>
        <source>{passed} of {ended} ({rate}%)</source>
        <translation>{passed} จาก {ended} ({rate}%)</translation>
    </message>
    <message>
        <source>Reading this PC&apos;s class...</source>
        <translation>กำลังอ่านชั้นเรียนของเครื่องนี้...</translation>
    </message>
    <message>
        <source>Add trainees&apos; results</source>
        <translation>เพิ่มผลของผู้เรียน</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>ไฟล์ CSV (*.csv);;ทุกไฟล์ (*)</translation>
    </message>
    <message>
        <source>Add every CSV file of a folder</source>
        <translation>เพิ่มไฟล์ CSV ทุกไฟล์ในโฟลเดอร์</translation>
    </message>
    <message>
        <source>The folder {folder} holds no CSV files.</source>
        <translation>ไม่มีไฟล์ CSV ในโฟลเดอร์ {folder}</translation>
    </message>
    <message>
        <source>Reading the files...</source>
        <translation>กำลังอ่านไฟล์...</translation>
    </message>
    <message>
        <source>Reading file {file} of {files}: {done} of {size} MB...</source>
        <translation>กำลังอ่านไฟล์ที่ {file} จาก {files}: {done} จาก {size} MB...</translation>
    </message>
    <message>
        <source>Putting the class together...</source>
        <translation>กำลังรวมผลของชั้นเรียน...</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>กำลังหยุด...</translation>
    </message>
    <message>
        <source>Stopped; the class is as it was before.</source>
        <translation>หยุดแล้ว ชั้นเรียนยังคงเหมือนก่อนหน้านี้</translation>
    </message>
    <message>
        <source>The files could not be read (internal error: {name}); the class is as it was before.</source>
        <translation>อ่านไฟล์ไม่ได้ (ข้อผิดพลาดภายใน: {name}) ชั้นเรียนยังคงเหมือนก่อนหน้านี้</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>ส่งออกตารางของชั้นเรียน</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ไฟล์ CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ส่งออก</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) written to {path}.</source>
        <translation>
            <numerusform>เขียน %n แถวลงใน {path} แล้ว</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a folder: one PDF report per trainee is written into it</source>
        <translation>เลือกโฟลเดอร์: จะเขียนรายงาน PDF หนึ่งไฟล์ต่อผู้เรียนหนึ่งคนลงในโฟลเดอร์นี้</translation>
    </message>
    <message>
        <source>PDF reports</source>
        <translation>รายงาน PDF</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) written to {folder}.</source>
        <translation>
            <numerusform>เขียนรายงาน %n ฉบับลงในโฟลเดอร์ {folder} แล้ว</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassWords</name>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>คำตอบของคุณส่งถึงผู้สอนแล้ว เฉลยจะแสดงที่นี่เมื่อผู้สอนเปิดเฉลย</translation>
    </message>
    <message>
        <source>The instructor closed the question. Next question goes on with practice.</source>
        <translation>ผู้สอนปิดคำถามแล้ว กด คำถามถัดไป เพื่อฝึกต่อ</translation>
    </message>
    <message>
        <source>You have answered every question of the class exam. Your mark comes when the instructor releases the marks.</source>
        <translation>คุณตอบคำถามการสอบของชั้นเรียนครบแล้ว คะแนนจะแสดงเมื่อผู้สอนประกาศคะแนน</translation>
    </message>
    <message>
        <source>The class exam is over. Your mark comes when the instructor releases the marks.</source>
        <translation>การสอบของชั้นเรียนจบแล้ว คะแนนจะแสดงเมื่อผู้สอนประกาศคะแนน</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>สอบผ่าน</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>สอบไม่ผ่าน</translation>
    </message>
    <message>
        <source>Class exam: {right} of {total} right.</source>
        <translation>การสอบของชั้นเรียน: ถูก {right} จาก {total}</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>คำถามที่ {n} จาก {total}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>the app&apos;s log (it could not be written)</source>
        <translation>บันทึกของโปรแกรม (เขียนบันทึกไม่ได้)</translation>
    </message>
    <message>
        <source>Something went wrong, and the app could not finish what it was doing. The details are in {path}. Your progress is saved.</source>
        <translation>เกิดข้อผิดพลาด โปรแกรมทำงานที่กำลังทำอยู่ไม่สำเร็จ รายละเอียดอยู่ที่: {path} ความคืบหน้าของคุณบันทึกไว้แล้ว</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>ตัวฝึกดีลเลอร์โฮลเด็ม</translation>
    </message>
    <message>
        <source>{text} is not a card (write it like &apos;As&apos; or &apos;Td&apos;)</source>
        <translation>{text} ไม่ใช่ไพ่ (เขียนแบบ &apos;As&apos; หรือ &apos;Td&apos;)</translation>
    </message>
    <message>
        <source>the card {card} appears twice</source>
        <translation>ไพ่ {card} ปรากฏสองครั้ง</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n คู่</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} หรือ {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} และ {second}</translation>
    </message>
    <message>
        <source>the game {game} has no house rules</source>
        <translation>เกม {game} ไม่มีกฎของคาสิโน</translation>
    </message>
    <message>
        <source>unknown house rule {key} for {game}</source>
        <translation>ไม่รู้จักกฎของคาสิโน {key} สำหรับเกม {game}</translation>
    </message>
    <message>
        <source>{key} must be one of {allowed}, not {value}</source>
        <translation>{key} ต้องเป็นค่าใดค่าหนึ่งใน {allowed} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be one of {games}, not {value}</source>
        <translation>&apos;game&apos; ต้องเป็นค่าใดค่าหนึ่งใน {games} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>the file holds no hand</source>
        <translation>ไฟล์นี้ไม่มีตาเล่นเลย</translation>
    </message>
    <message>
        <source>a table has at most {most} seats; the file has {count} hands</source>
        <translation>โต๊ะมีได้ไม่เกิน {most} ที่นั่ง แต่ไฟล์นี้มี {count} ตาเล่น</translation>
    </message>
    <message>
        <source>hand {hand}: {reason}</source>
        <translation>ตาเล่นที่ {hand}: {reason}</translation>
    </message>
    <message>
        <source>hand {hand}: the table shows {games} hands</source>
        <translation>ตาเล่นที่ {hand}: โต๊ะนี้แสดงได้เฉพาะตาเล่นของ {games}</translation>
    </message>
    <message>
        <source>hand {hand}: &apos;{key}&apos; differs from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>ตาเล่นที่ {hand}: &apos;{key}&apos; ต่างจากตาเล่นที่ 1 ที่นั่งบนโต๊ะเดียวกันต้องใช้เกม ไพ่ของดีลเลอร์ บอร์ด และกฎชุดเดียวกัน</translation>
    </message>
    <message>
        <source>hand {hand}: the rules differ from hand 1; the seats of one table share the game, the dealer&apos;s cards, the board and the rules</source>
        <translation>ตาเล่นที่ {hand}: กฎต่างจากตาเล่นที่ 1 ที่นั่งบนโต๊ะเดียวกันต้องใช้เกม ไพ่ของดีลเลอร์ บอร์ด และกฎชุดเดียวกัน</translation>
    </message>
    <message>
        <source>hand {hand}: the card {card} is also seat {seat}&apos;s card</source>
        <translation>ตาเล่นที่ {hand}: ไพ่ {card} เป็นไพ่ของที่นั่ง {seat} อยู่แล้ว</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: a table has {least} to {most} seats, not {count}</source>
        <translation>&apos;seats&apos;: โต๊ะมี {least} ถึง {most} ที่นั่ง ไม่ใช่ {count}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat} is {kind}; use one of {kinds}</source>
        <translation>&apos;seats&apos;: ที่นั่ง {seat} เป็น {kind} ใช้ได้: {kinds}</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: seat {seat}&apos;s name must be text of at most {most} characters</source>
        <translation>&apos;seats&apos;: ชื่อของที่นั่ง {seat} ต้องเป็นข้อความยาวไม่เกิน {most} ตัวอักษร</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: at least {least} seats must have a player</source>
        <translation>&apos;seats&apos;: ต้องมีผู้เล่นอย่างน้อย {least} ที่นั่ง</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: the trainee can sit in one seat only</source>
        <translation>&apos;seats&apos;: ผู้เรียนนั่งได้เพียงที่นั่งเดียว</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is at most {most} chips</source>
        <translation>&apos;{key}&apos; มีได้ไม่เกิน {most} ชิป</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be empty or a whole number up to {most}</source>
        <translation>&apos;{key}&apos; ต้องเว้นว่างหรือเป็นจำนวนเต็มไม่เกิน {most}</translation>
    </message>
    <message>
        <source>&apos;pause_ms&apos; must be 0 to {most} milliseconds</source>
        <translation>&apos;pause_ms&apos; ต้องอยู่ระหว่าง 0 ถึง {most} มิลลิวินาที</translation>
    </message>
    <message>
        <source>&apos;asks&apos;: unknown question {ask}; use {asks}</source>
        <translation>&apos;asks&apos;: ไม่รู้จักคำถาม {ask} ใช้ได้: {asks}</translation>
    </message>
    <message>
        <source>the table set-up is not valid JSON</source>
        <translation>การตั้งค่าโต๊ะไม่ใช่ JSON ที่ถูกต้อง</translation>
    </message>
    <message>
        <source>the table set-up must be a JSON object</source>
        <translation>การตั้งค่าโต๊ะต้องเป็นออบเจกต์ JSON</translation>
    </message>
    <message>
        <source>unknown table set-up field &apos;{key}&apos;</source>
        <translation>ไม่รู้จักช่องการตั้งค่าโต๊ะ &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list of [kind, name] pairs</source>
        <translation>&apos;seats&apos; ต้องเป็นรายการของคู่ [kind, name]</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number</source>
        <translation>&apos;{key}&apos; ต้องเป็นจำนวนเต็ม</translation>
    </message>
    <message>
        <source>&apos;asks&apos; must be a list</source>
        <translation>&apos;asks&apos; ต้องเป็นรายการ</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips</source>
        <translation>&apos;{key}&apos; ต้องเป็นจำนวนชิปเต็ม</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be true or false</source>
        <translation>&apos;{key}&apos; ต้องเป็น true หรือ false</translation>
    </message>
    <message>
        <source>{label} must be a list of cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>{label} ต้องเป็นรายการไพ่ เช่น [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>{label}: {reason}</source>
        <translation>{label}: {reason}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; needs one pair of cards per seat: {seats} seats, {got}</source>
        <translation>&apos;hole_cards&apos; ต้องมีไพ่หนึ่งคู่ต่อหนึ่งที่นั่ง: มี {seats} ที่นั่ง แต่ได้ {got}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; seat {seat}</source>
        <translation>&apos;hole_cards&apos; ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos;: seat {seat} needs 2 cards, not {count}</source>
        <translation>&apos;hole_cards&apos;: ที่นั่ง {seat} ต้องมีไพ่ 2 ใบ ไม่ใช่ {count}</translation>
    </message>
    <message>
        <source>action {index} ({action}) must be one of {forms}</source>
        <translation>แอ็กชันที่ {index} ({action}) ต้องเป็นแบบใดแบบหนึ่ง: {forms}</translation>
    </message>
    <message>
        <source>action {index} ({kind}): write [&quot;{kind}&quot;, TO] with TO the whole number of chips the seat&apos;s wager on this street comes to</source>
        <translation>แอ็กชันที่ {index} ({kind}): เขียน [&quot;{kind}&quot;, TO] โดย TO คือจำนวนชิปเต็มที่ยอดเดิมพันของที่นั่งในรอบนี้จะเป็น</translation>
    </message>
    <message>
        <source>action {index} ({kind} to {amount}): the amount must be positive</source>
        <translation>แอ็กชันที่ {index} ({kind} เป็น {amount}): จำนวนต้องมากกว่าศูนย์</translation>
    </message>
    <message>
        <source>action {index} ({kind}) takes no amount: write [&quot;{kind}&quot;]</source>
        <translation>แอ็กชันที่ {index} ({kind}) ไม่มีจำนวน: เขียน [&quot;{kind}&quot;]</translation>
    </message>
    <message>
        <source>unknown field &apos;{key}&apos;</source>
        <translation>ไม่รู้จักช่อง &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;</source>
        <translation>ขาดช่อง &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; must be a list of chip counts, one per seat</source>
        <translation>&apos;stacks&apos; ต้องเป็นรายการจำนวนชิป ที่นั่งละหนึ่งค่า</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list like [[&quot;raise&quot;, 30], [&quot;call&quot;]]</source>
        <translation>&apos;actions&apos; ต้องเป็นรายการ เช่น [[&quot;raise&quot;, 30], [&quot;call&quot;]]</translation>
    </message>
    <message>
        <source>after action {index}</source>
        <translation>หลังแอ็กชันที่ {index}</translation>
    </message>
    <message>
        <source>before any action</source>
        <translation>ก่อนมีแอ็กชันใด ๆ</translation>
    </message>
    <message>
        <source>&apos;hole_cards&apos; (one pair of cards per seat)</source>
        <translation>&apos;hole_cards&apos; (ไพ่หนึ่งคู่ต่อหนึ่งที่นั่ง)</translation>
    </message>
    <message>
        <source>{count} &apos;board&apos; cards (it has {given})</source>
        <translation>ไพ่ &apos;board&apos; {count} ใบ (ตอนนี้มี {given})</translation>
    </message>
    <message>
        <source>the hand reaches the showdown {when}, so it needs {missing}</source>
        <translation>ตาเล่นนี้ไปถึงโชว์ดาวน์ {when} จึงต้องมี {missing}</translation>
    </message>
    <message>
        <source>a no-limit hand is a JSON object with {pair}</source>
        <translation>ตาเล่นแบบไม่จำกัดเดิมพันคือออบเจกต์ JSON ที่มี {pair}</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over after action {previous}</source>
        <translation>แอ็กชันที่ {index} ({action}): ตาเล่นจบไปแล้วหลังแอ็กชันที่ {previous}</translation>
    </message>
    <message>
        <source>action {index} ({action}): the hand is already over before any action</source>
        <translation>แอ็กชันที่ {index} ({action}): ตาเล่นจบไปแล้วตั้งแต่ก่อนมีแอ็กชันใด ๆ</translation>
    </message>
    <message>
        <source>action {index} (seat {seat}, {action}): {reason}</source>
        <translation>แอ็กชันที่ {index} (ที่นั่ง {seat}, {action}): {reason}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds 0, 3, 4 or 5 cards (the flop, turn and river), not {given}</source>
        <translation>&apos;board&apos; มีไพ่ได้ 0, 3, 4 หรือ 5 ใบ (ฟล็อป เทิร์น และริเวอร์) ไม่ใช่ {given}</translation>
    </message>
    <message>
        <source>&apos;names&apos; must be a list of names, one per seat, like [&quot;Ana&quot;, &quot;Bohdan&quot;], not {value}</source>
        <translation>&apos;names&apos; ต้องเป็นรายการชื่อ ที่นั่งละหนึ่งชื่อ เช่น [&quot;Ana&quot;, &quot;Bohdan&quot;] ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>&apos;names&apos; must list one name for each of the {seats} seats, not {count}</source>
        <translation>&apos;names&apos; ต้องมีชื่อหนึ่งชื่อสำหรับแต่ละที่นั่งจากทั้งหมด {seats} ที่นั่ง ไม่ใช่ {count}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name must be text in quotes, not {value}</source>
        <translation>&apos;names&apos;: ชื่อของที่นั่ง {seat} ต้องเป็นข้อความในเครื่องหมายคำพูด ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name has {count} characters; a name has at most {most}</source>
        <translation>&apos;names&apos;: ชื่อของที่นั่ง {seat} มี {count} ตัวอักษร ชื่อหนึ่งมีได้ไม่เกิน {most} ตัวอักษร</translation>
    </message>
    <message>
        <source>&apos;names&apos;: seat {seat}&apos;s name holds a control character ({code})</source>
        <translation>&apos;names&apos;: ชื่อของที่นั่ง {seat} มีอักขระควบคุม ({code})</translation>
    </message>
    <message>
        <source>&apos;stacks&apos; needs {least} to {most} seats, not {count}</source>
        <translation>&apos;stacks&apos; ต้องมี {least} ถึง {most} ที่นั่ง ไม่ใช่ {count}</translation>
    </message>
    <message>
        <source>&apos;stacks&apos;: seat {seat} has {value}; every stack must be a positive whole number of chips, at most {most}</source>
        <translation>&apos;stacks&apos;: ที่นั่ง {seat} มี {value} ทุกสแต็คต้องเป็นจำนวนชิปเต็มที่มากกว่าศูนย์และไม่เกิน {most}</translation>
    </message>
    <message>
        <source>&apos;button&apos; must be a seat from 0 to {last}, not {value}</source>
        <translation>&apos;button&apos; ต้องเป็นที่นั่ง 0 ถึง {last} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a positive whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos; ต้องเป็นจำนวนชิปเต็มที่มากกว่าศูนย์ ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>&apos;small_blind&apos; ({small}) cannot be more than &apos;big_blind&apos; ({big})</source>
        <translation>&apos;small_blind&apos; ({small}) ต้องไม่มากกว่า &apos;big_blind&apos; ({big})</translation>
    </message>
    <message>
        <source>&apos;ante&apos; must be a whole number of chips, 0 or more, not {value}</source>
        <translation>&apos;ante&apos; ต้องเป็นจำนวนชิปเต็ม ตั้งแต่ 0 ขึ้นไป ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>&apos;board&apos; holds at most 5 cards, not {count}</source>
        <translation>&apos;board&apos; มีไพ่ได้ไม่เกิน 5 ใบ ไม่ใช่ {count}</translation>
    </message>
    <message>
        <source>the pay table has no multiplier for the {line} line</source>
        <translation>ตารางอัตราจ่ายไม่มีตัวคูณของแถว {line}</translation>
    </message>
    <message>
        <source>the {line} line must be a whole number from {low} to {high}, not {value}</source>
        <translation>แถว {line} ต้องเป็นจำนวนเต็มตั้งแต่ {low} ถึง {high} ไม่ใช่ {value}</translation>
    </message>
    <message numerus="yes">
        <source>the pay table has %n line(s): {count} multipliers are too many</source>
        <translation>
            <numerusform>ตารางอัตราจ่ายมี %n แถว: ตัวคูณ {count} ตัวมากเกินไป</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown {key} {value} (known: {known})</source>
        <translation>ไม่รู้จัก {key} {value} (ที่รู้จัก: {known})</translation>
    </message>
    <message>
        <source>{key} {value} is not a pay table of this game: {reason}</source>
        <translation>{key} {value} ไม่ใช่ตารางอัตราจ่ายของเกมนี้: {reason}</translation>
    </message>
    <message>
        <source>a hand must be a JSON object like {example}</source>
        <translation>ตาเล่นต้องเป็นออบเจกต์ JSON เช่น {example}</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (a comma before the closing &apos;]&apos;)</source>
        <translation>บรรทัด {line} ไม่ใช่ JSON ที่ถูกต้อง (มีจุลภาคก่อน &apos;]&apos; ที่ปิดรายการ)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (expecting &apos;,&apos; or &apos;]&apos; after the hand before it)</source>
        <translation>บรรทัด {line} ไม่ใช่ JSON ที่ถูกต้อง (หลังตาเล่นก่อนหน้าต้องมี &apos;,&apos; หรือ &apos;]&apos;)</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON (the list that starts there is not closed with &apos;]&apos;)</source>
        <translation>บรรทัด {line} ไม่ใช่ JSON ที่ถูกต้อง (รายการที่เริ่มตรงนั้นไม่ได้ปิดด้วย &apos;]&apos;)</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8: 0x{byte} at column {column}</source>
        <translation>ไบต์ที่ไม่ใช่ UTF-8: 0x{byte} ที่คอลัมน์ {column}</translation>
    </message>
    <message>
        <source>{problem} at column {column}</source>
        <translation>{problem} ที่คอลัมน์ {column}</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>ซ้อนกันลึกเกินไป</translation>
    </message>
    <message>
        <source>a number is too long</source>
        <translation>ตัวเลขยาวเกินไป</translation>
    </message>
    <message>
        <source>line {line}: the hand is nested too deeply (more than {levels} levels)</source>
        <translation>บรรทัด {line}: ตาเล่นซ้อนกันลึกเกินไป (เกิน {levels} ชั้น)</translation>
    </message>
    <message>
        <source>line {line}: {what} is not UTF-8 text (the byte 0x{byte})</source>
        <translation>บรรทัด {line}: {what} ไม่ใช่ข้อความ UTF-8 (ไบต์ 0x{byte})</translation>
    </message>
    <message>
        <source>line {line}: {what} is not valid text (it holds a lone surrogate, a \uD800-\uDFFF escape that is half a character)</source>
        <translation>บรรทัด {line}: {what} ไม่ใช่ข้อความที่ถูกต้อง (มีเซอร์โรเกตเดี่ยว คือ escape \uD800-\uDFFF ที่เป็นเพียงครึ่งตัวอักษร)</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>ต้องมีค่า</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ต้องมีชื่อช่องในเครื่องหมายอัญประกาศคู่</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>ต้องมีตัวคั่น &apos;:&apos;</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>ต้องมีตัวคั่น &apos;,&apos;</translation>
    </message>
    <message>
        <source>Unterminated string starting</source>
        <translation>สตริงไม่ได้ปิด โดยเริ่ม</translation>
    </message>
    <message>
        <source>Invalid control character</source>
        <translation>มีอักขระควบคุมที่ใช้ไม่ได้</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>มีจุลภาคเกินก่อนปิดออบเจกต์</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>มีจุลภาคเกินก่อนปิดอาร์เรย์</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason})</source>
        <translation>บรรทัด {line} ไม่ใช่ JSON ที่ถูกต้อง ({reason})</translation>
    </message>
    <message>
        <source>line {line} is not valid JSON ({reason}); the hand starts on line {first}</source>
        <translation>บรรทัด {line} ไม่ใช่ JSON ที่ถูกต้อง ({reason}) ตาเล่นนี้เริ่มที่บรรทัด {first}</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>ข้อความ</translation>
    </message>
    <message>
        <source>the field name {name}</source>
        <translation>ชื่อช่อง {name}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {count} cards are needed</source>
        <translation>ขาดช่อง &apos;{key}&apos;: ต้องมีไพ่ {count} ใบ</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a list of {count} cards like [&quot;As&quot;, &quot;Td&quot;]</source>
        <translation>&apos;{key}&apos; ต้องเป็นรายการไพ่ {count} ใบ เช่น [&quot;As&quot;, &quot;Td&quot;]</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; needs {count} cards, not {given}</source>
        <translation>&apos;{key}&apos; ต้องมีไพ่ {count} ใบ ไม่ใช่ {given}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos;: {reason}</source>
        <translation>&apos;{key}&apos;: {reason}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: a whole number of chips</source>
        <translation>ขาดช่อง &apos;{key}&apos;: จำนวนชิปเต็ม</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips, not {value}</source>
        <translation>&apos;{key}&apos; ต้องเป็นจำนวนชิปเต็ม ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; cannot be negative ({value})</source>
        <translation>&apos;{key}&apos; ติดลบไม่ได้ ({value})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is larger than any table allows (at most {most})</source>
        <translation>&apos;{key}&apos; มากกว่าที่โต๊ะใด ๆ อนุญาต (ไม่เกิน {most})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be at least {least}</source>
        <translation>&apos;{key}&apos; ต้องอย่างน้อย {least}</translation>
    </message>
    <message>
        <source>missing field &apos;{key}&apos;: {choices}</source>
        <translation>ขาดช่อง &apos;{key}&apos;: {choices}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be {choices}, not {value}</source>
        <translation>&apos;{key}&apos; ต้องเป็น {choices} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is below the table minimum of {least}</source>
        <translation>&apos;{key}&apos; {amount} ต่ำกว่าขั้นต่ำของโต๊ะ ({least})</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; {amount} is above the table maximum of {most}</source>
        <translation>&apos;{key}&apos; {amount} สูงกว่าขั้นสูงของโต๊ะ ({most})</translation>
    </message>
    <message>
        <source>Type an amount first (0 if nothing is paid).</source>
        <translation>พิมพ์จำนวนก่อน (ใส่ 0 ถ้าไม่ต้องจ่าย)</translation>
    </message>
    <message>
        <source>Only digits, please: 1000, 1 000 and 1,000 are all fine.</source>
        <translation>ใส่ตัวเลขเท่านั้น: 1000, 1 000 และ 1,000 ใช้ได้ทั้งหมด</translation>
    </message>
    <message>
        <source>Chips are whole numbers: no decimals.</source>
        <translation>ชิปเป็นจำนวนเต็ม: ไม่มีทศนิยม</translation>
    </message>
    <message>
        <source>A payout is never negative: type 0 if nothing is paid.</source>
        <translation>เงินจ่ายไม่มีทางติดลบ: ใส่ 0 ถ้าไม่ต้องจ่าย</translation>
    </message>
    <message>
        <source>That number is far larger than any payout here.</source>
        <translation>ตัวเลขนี้สูงกว่าเงินจ่ายใด ๆ ที่เป็นไปได้อย่างมาก</translation>
    </message>
    <message>
        <source>Choose an answer first (the letters work too).</source>
        <translation>เลือกคำตอบก่อน (กดแป้นตัวอักษรก็ได้)</translation>
    </message>
    <message>
        <source>Type seat numbers from the table, each once: 1 3 4 or 134.</source>
        <translation>พิมพ์หมายเลขที่นั่งที่มีบนโต๊ะ แต่ละหมายเลขครั้งเดียว: 1 3 4 หรือ 134</translation>
    </message>
    <message>
        <source>That is not one of the dealer&apos;s calls: type a few words of it and choose the call from the list.</source>
        <translation>นี่ไม่ใช่คำขานของดีลเลอร์: พิมพ์บางคำของคำขาน แล้วเลือกคำขานจากรายการ</translation>
    </message>
    <message>
        <source>A field is not answered yet: every field needs an answer.</source>
        <translation>ยังมีช่องที่ยังไม่ได้ตอบ: ต้องตอบทุกช่อง</translation>
    </message>
    <message>
        <source>Not answered: {field}. Type a number there, 0 if there is none.</source>
        <translation>ยังไม่ได้ตอบ: {field} พิมพ์ตัวเลขลงในช่องนั้น (ใส่ 0 ถ้าไม่มี)</translation>
    </message>
    <message>
        <source>Not answered: {field}. Every field needs an answer.</source>
        <translation>ยังไม่ได้ตอบ: {field} ต้องตอบทุกช่อง</translation>
    </message>
    <message>
        <source>This exam code has a typo: please check it against the one you were given.</source>
        <translation>รหัสสอบนี้พิมพ์ผิด: โปรดตรวจกับรหัสที่ได้รับ</translation>
    </message>
    <message>
        <source>An exam&apos;s questions must be from {low} to {high}, not {value}.</source>
        <translation>จำนวนคำถามของการสอบต้องอยู่ระหว่าง {low} ถึง {high} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>An exam&apos;s minutes must be from {low} to {high}, not {value}.</source>
        <translation>เวลาสอบ (นาที) ต้องอยู่ระหว่าง {low} ถึง {high} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>An exam&apos;s pass percent must be from {low} to {high}, not {value}.</source>
        <translation>เกณฑ์ผ่าน (%) ของการสอบต้องอยู่ระหว่าง {low} ถึง {high} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>An exam&apos;s level must be from {low} to {high}, not {value}.</source>
        <translation>ระดับของการสอบต้องอยู่ระหว่าง {low} ถึง {high} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>An exam needs 1 to {most} drills.</source>
        <translation>การสอบต้องมีแบบฝึก 1 ถึง {most} แบบ</translation>
    </message>
    <message>
        <source>An exam&apos;s drills must be named, each only once.</source>
        <translation>แบบฝึกของการสอบต้องระบุชื่อ และแต่ละแบบใช้ได้ครั้งเดียว</translation>
    </message>
    <message>
        <source>An exam&apos;s seed must be from 0 to {most}.</source>
        <translation>หมายเลขชุดคำถามของการสอบต้องอยู่ระหว่าง 0 ถึง {most}</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules: {reason}</source>
        <translation>กฎของคาสิโนของการสอบ: {reason}</translation>
    </message>
    <message>
        <source>An exam&apos;s house rules must be listed as a house profile lists them.</source>
        <translation>กฎของคาสิโนของการสอบต้องเรียงแบบที่โปรไฟล์คาสิโนเรียง</translation>
    </message>
    <message>
        <source>An exam&apos;s {field} does not fit in a code.</source>
        <translation>ค่า {field} ของการสอบใส่ลงในรหัสไม่ได้</translation>
    </message>
    <message>
        <source>An exam code must be text.</source>
        <translation>รหัสสอบต้องเป็นข้อความ</translation>
    </message>
    <message>
        <source>Please type the exam code.</source>
        <translation>โปรดพิมพ์รหัสสอบ</translation>
    </message>
    <message>
        <source>An exam code cannot contain {char}: please check it.</source>
        <translation>รหัสสอบมี {char} ไม่ได้: โปรดตรวจสอบ</translation>
    </message>
    <message>
        <source>This exam uses a pay table of the instructor&apos;s own: import the instructor&apos;s house profile on this PC (Instructor &gt; Settings), then type the code again.</source>
        <translation>การสอบนี้ใช้ตารางอัตราจ่ายของผู้สอนเอง: นำเข้าโปรไฟล์คาสิโนของผู้สอนในเครื่องนี้ (ผู้สอน &gt; การตั้งค่า) แล้วพิมพ์รหัสอีกครั้ง</translation>
    </message>
    <message>
        <source>This exam code is too short: please check it against the one you were given.</source>
        <translation>รหัสสอบนี้สั้นเกินไป: โปรดตรวจกับรหัสที่ได้รับ</translation>
    </message>
    <message>
        <source>This exam code was made by a newer version of the app: please update the app.</source>
        <translation>รหัสสอบนี้สร้างจากโปรแกรมเวอร์ชันที่ใหม่กว่า: โปรดอัปเดตโปรแกรม</translation>
    </message>
    <message>
        <source>This exam uses a drill that this version of the app does not have: please update the app.</source>
        <translation>การสอบนี้ใช้แบบฝึกที่โปรแกรมเวอร์ชันนี้ไม่มี: โปรดอัปเดตโปรแกรม</translation>
    </message>
    <message>
        <source>This exam code cannot tell the drills {drills} apart: please choose other drills for the exam.</source>
        <translation>รหัสสอบนี้แยกแบบฝึก {drills} ออกจากกันไม่ได้: โปรดเลือกแบบฝึกอื่นสำหรับการสอบ</translation>
    </message>
    <message>
        <source>the file cannot be written ({detail})</source>
        <translation>เขียนไฟล์ไม่ได้ ({detail})</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>ไฟล์หรือโฟลเดอร์ของไฟล์เป็นแบบอ่านอย่างเดียว</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ดิสก์เต็ม</translation>
    </message>
    <message>
        <source>the file is from a newer version of the app, so it is left as it is</source>
        <translation>ไฟล์นี้มาจากโปรแกรมเวอร์ชันที่ใหม่กว่า จึงปล่อยไว้ตามเดิม</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>มีโปรแกรมอื่นกำลังใช้ไฟล์นี้อยู่</translation>
    </message>
    <message>
        <source>Nothing was saved, because the app tried to save a wrong value; the details are in its log, and everything saved before is safe.</source>
        <translation>ไม่ได้บันทึกสิ่งใด เพราะโปรแกรมพยายามบันทึกค่าที่ไม่ถูกต้อง รายละเอียดอยู่ในบันทึกของโปรแกรม และทุกอย่างที่บันทึกไว้ก่อนหน้านี้ยังปลอดภัย</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot be empty.</source>
        <translation>ชื่อผู้เรียนต้องไม่ว่าง</translation>
    </message>
    <message>
        <source>A trainee&apos;s name can have at most {most} characters.</source>
        <translation>ชื่อผู้เรียนยาวได้ไม่เกิน {most} ตัวอักษร</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot contain line breaks or control characters.</source>
        <translation>ชื่อผู้เรียนต้องไม่มีการขึ้นบรรทัดใหม่หรืออักขระควบคุม</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be opened ({reason}).</source>
        <translation>เปิดไฟล์ความคืบหน้า {path} ไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>The progress file {path} is damaged again after a new one was started.</source>
        <translation>ไฟล์ความคืบหน้า {path} เสียหายอีกครั้งหลังจากเริ่มไฟล์ใหม่แล้ว</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of the app; please update the app to open it.</source>
        <translation>ไฟล์ความคืบหน้า {path} เขียนโดยโปรแกรมเวอร์ชันที่ใหม่กว่า โปรดอัปเดตโปรแกรมเพื่อเปิดไฟล์นี้</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({reason}).</source>
        <translation>เขียนไฟล์ความคืบหน้า {path} ไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>The progress file {path} kept changing while it was opened.</source>
        <translation>ไฟล์ความคืบหน้า {path} เปลี่ยนแปลงตลอดเวลาขณะกำลังเปิด</translation>
    </message>
    <message>
        <source>The damaged progress file {path} could not be moved aside ({reason}).</source>
        <translation>ย้ายไฟล์ความคืบหน้าที่เสียหาย {path} ไปเก็บไว้ต่างหากไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>The progress file could not be saved ({reason}).</source>
        <translation>บันทึกไฟล์ความคืบหน้าไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>The progress could not be kept ({reason}).</source>
        <translation>เก็บความคืบหน้าไว้ในหน่วยความจำก็ไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>The progress file could not be read ({reason}).</source>
        <translation>อ่านไฟล์ความคืบหน้าไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>The progress file is damaged ({reason}).</source>
        <translation>ไฟล์ความคืบหน้าเสียหาย ({reason})</translation>
    </message>
    <message>
        <source>There is already a trainee called {name}.</source>
        <translation>มีผู้เรียนชื่อ {name} อยู่แล้ว</translation>
    </message>
    <message>
        <source>There is no trainee profile number {number}.</source>
        <translation>ไม่มีโปรไฟล์ผู้เรียนหมายเลข {number}</translation>
    </message>
    <message>
        <source>The last trainee cannot be removed; add another one first.</source>
        <translation>ลบผู้เรียนคนสุดท้ายไม่ได้ โปรดเพิ่มผู้เรียนคนอื่นก่อน</translation>
    </message>
    <message>
        <source>A tag cannot be empty or contain a semicolon.</source>
        <translation>แท็กต้องไม่ว่างและต้องไม่มีเครื่องหมายอัฒภาค (;)</translation>
    </message>
    <message>
        <source>There is no exam number {number} for this trainee.</source>
        <translation>ผู้เรียนคนนี้ไม่มีการสอบหมายเลข {number}</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <translation>การสอบต้องมีคำถามอย่างน้อยหนึ่งข้อ</translation>
    </message>
    <message>
        <source>There is no unfinished exam number {number}.</source>
        <translation>ไม่มีการสอบหมายเลข {number} ที่ยังไม่จบ</translation>
    </message>
    <message>
        <source>An exam of {questions} questions cannot have {correct} correct answers.</source>
        <translation>การสอบที่มี {questions} ข้อ จะมีคำตอบถูก {correct} ข้อไม่ได้</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, more than the app reads; none of it was used.</source>
        <translation>ไฟล์ใหญ่กว่า {most} MB ซึ่งเกินกว่าที่โปรแกรมอ่านได้ จึงไม่ได้ใช้ข้อมูลใดจากไฟล์นี้</translation>
    </message>
    <message>
        <source>the file is open in another program, or read-only; close it there, or choose another name</source>
        <translation>ไฟล์เปิดอยู่ในโปรแกรมอื่นหรือเป็นแบบอ่านอย่างเดียว ให้ปิดไฟล์ในโปรแกรมนั้น หรือเลือกชื่ออื่น</translation>
    </message>
    <message>
        <source>{path} is a folder; name a file in it.</source>
        <translation>{path} เป็นโฟลเดอร์ ให้ระบุชื่อไฟล์ในโฟลเดอร์นั้น</translation>
    </message>
    <message>
        <source>{path} is a device or a pipe, not a file; name a file.</source>
        <translation>{path} เป็นอุปกรณ์หรือไปป์ ไม่ใช่ไฟล์ ให้ระบุชื่อไฟล์</translation>
    </message>
    <message>
        <source>{path} already exists and is not a {suffix} file; it was left as it is.</source>
        <translation>{path} มีอยู่แล้วและไม่ใช่ไฟล์ {suffix} จึงไม่ได้แก้ไขไฟล์นั้น</translation>
    </message>
    <message>
        <source>The results could not be written to {path} ({reason}).</source>
        <translation>เขียนผลลัพธ์ลงใน {path} ไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>the worked example {name} is not one hand</source>
        <translation>ตัวอย่างมือ {name} ไม่ใช่ตาเล่นเดียว</translation>
    </message>
    <message>
        <source>no worked example is called {name}</source>
        <translation>ไม่มีตัวอย่างมือชื่อ {name}</translation>
    </message>
    <message>
        <source>a picture of more than 52 cards</source>
        <translation>รูปไพ่มากกว่า 52 ใบ</translation>
    </message>
    <message>
        <source>{page}, line {number}: {reason}</source>
        <translation>{page} บรรทัด {number}: {reason}</translation>
    </message>
    <message>
        <source>no slot is called {name}</source>
        <translation>ไม่มีตัวยึดตำแหน่งชื่อ {name}</translation>
    </message>
    <message>
        <source>the slot {name} belongs on a game&apos;s page</source>
        <translation>ตัวยึดตำแหน่ง {name} ต้องอยู่ในหน้าของเกม</translation>
    </message>
    <message>
        <source>no drill is called {name}</source>
        <translation>ไม่มีแบบฝึกชื่อ {name}</translation>
    </message>
    <message>
        <source>no worked examples here</source>
        <translation>ที่นี่ไม่มีตัวอย่างมือ</translation>
    </message>
    <message>
        <source>{name} has no stated strategy</source>
        <translation>{name} ไม่มีกลยุทธ์ที่ระบุไว้</translation>
    </message>
    <message>
        <source>Chip values are whole numbers above zero with commas between them, not {value}.</source>
        <translation>ค่าชิปต้องเป็นจำนวนเต็มที่มากกว่าศูนย์ คั่นด้วยจุลภาค ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>The chip values need a 1, so that every amount can be paid.</source>
        <translation>ค่าชิปต้องมี 1 อยู่ด้วย เพื่อให้จ่ายได้ทุกจำนวน</translation>
    </message>
    <message>
        <source>A table has at most {kinds} kinds of chip, none above {most}.</source>
        <translation>โต๊ะหนึ่งมีชิปได้ไม่เกิน {kinds} ชนิด และไม่มีชนิดใดเกิน {most}</translation>
    </message>
    <message>
        <source>the odds cover {games}, not {value}</source>
        <translation>คำนวณโอกาสได้เฉพาะ {games} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>unknown strategy {value} for {game} (known: {known})</source>
        <translation>ไม่รู้จักกลยุทธ์ {value} สำหรับ {game} (ที่รู้จัก: {known})</translation>
    </message>
    <message>
        <source>A house profile needs a name.</source>
        <translation>โปรไฟล์คาสิโนต้องมีชื่อ</translation>
    </message>
    <message>
        <source>A house profile&apos;s name can have at most {most} characters.</source>
        <translation>ชื่อโปรไฟล์คาสิโนยาวได้ไม่เกิน {most} ตัวอักษร</translation>
    </message>
    <message>
        <source>A house profile&apos;s name cannot hold control characters.</source>
        <translation>ชื่อโปรไฟล์คาสิโนมีอักขระควบคุมไม่ได้</translation>
    </message>
    <message>
        <source>{game} is not a game with house rules (known: {games})</source>
        <translation>{game} ไม่ใช่เกมที่มีกฎของคาสิโน (ที่รู้จัก: {games})</translation>
    </message>
    <message>
        <source>the house rules of {game} must be a list of rules and their values</source>
        <translation>กฎของคาสิโนของเกม {game} ต้องเป็นรายการกฎพร้อมค่าของแต่ละกฎ</translation>
    </message>
    <message>
        <source>{game}: {reason}</source>
        <translation>{game}: {reason}</translation>
    </message>
    <message>
        <source>a house profile&apos;s &quot;games&quot; must list each game with its house rules</source>
        <translation>&quot;games&quot; ของโปรไฟล์คาสิโนต้องระบุทุกเกมพร้อมกฎของคาสิโน</translation>
    </message>
    <message>
        <source>This is not a house profile: it needs a &quot;name&quot; and the &quot;games&quot; with their house rules.</source>
        <translation>นี่ไม่ใช่โปรไฟล์คาสิโน: ต้องมี &quot;name&quot; และ &quot;games&quot; พร้อมกฎของคาสิโน</translation>
    </message>
    <message>
        <source>This file is too large to be a house profile.</source>
        <translation>ไฟล์นี้ใหญ่เกินกว่าจะเป็นโปรไฟล์คาสิโน</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not UTF-8 text.</source>
        <translation>นี่ไม่ใช่โปรไฟล์คาสิโน: ไม่ใช่ข้อความ UTF-8</translation>
    </message>
    <message>
        <source>This is not a house profile: it is not JSON (line {line}, column {column}).</source>
        <translation>นี่ไม่ใช่โปรไฟล์คาสิโน: ไม่ใช่ JSON (บรรทัด {line} คอลัมน์ {column})</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>อ่านไฟล์ไม่ได้: {reason}</translation>
    </message>
    <message>
        <source>The saved house profiles need one profile at least, each name only once.</source>
        <translation>โปรไฟล์คาสิโนที่บันทึกไว้ต้องมีอย่างน้อยหนึ่งโปรไฟล์ และแต่ละชื่อมีได้ครั้งเดียว</translation>
    </message>
    <message>
        <source>There is no house profile called {name}.</source>
        <translation>ไม่มีโปรไฟล์คาสิโนชื่อ {name}</translation>
    </message>
    <message>
        <source>A house profile called {name} already exists: please choose another name.</source>
        <translation>มีโปรไฟล์คาสิโนชื่อ {name} อยู่แล้ว: โปรดเลือกชื่ออื่น</translation>
    </message>
    <message>
        <source>The last house profile cannot be deleted.</source>
        <translation>ลบโปรไฟล์คาสิโนอันสุดท้ายไม่ได้</translation>
    </message>
    <message>
        <source>{name} is saved twice</source>
        <translation>{name} ถูกบันทึกซ้ำสองครั้ง</translation>
    </message>
    <message>
        <source>The folder {path} could not be read ({reason}).</source>
        <translation>อ่านโฟลเดอร์ {path} ไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>The file could not be read ({reason}).</source>
        <translation>อ่านไฟล์ไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>The file is larger than {most} MB, too large for a results export.</source>
        <translation>ไฟล์ใหญ่กว่า {most} MB ใหญ่เกินกว่าจะเป็นไฟล์ผลที่ส่งออก</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text, as the app&apos;s results exports are.</source>
        <translation>ไฟล์ไม่ใช่ข้อความ UTF-8 แบบที่แอปส่งออกผล</translation>
    </message>
    <message>
        <source>The file holds binary data, so it is not a results export of the app.</source>
        <translation>ไฟล์มีข้อมูลไบนารี จึงไม่ใช่ไฟล์ผลที่แอปส่งออก</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>ไฟล์ว่างเปล่า</translation>
    </message>
    <message>
        <source>The file&apos;s first line is not the header of the app&apos;s results export.</source>
        <translation>บรรทัดแรกของไฟล์ไม่ใช่หัวตารางของไฟล์ผลที่แอปส่งออก</translation>
    </message>
    <message>
        <source>The file&apos;s header names the column {column} twice.</source>
        <translation>หัวตารางของไฟล์มีคอลัมน์ {column} สองครั้ง</translation>
    </message>
    <message>
        <source>The file is not a whole results export of the app (missing: {columns}).</source>
        <translation>ไฟล์ไม่ใช่ไฟล์ผลที่แอปส่งออกครบถ้วน (ขาด: {columns})</translation>
    </message>
    <message>
        <source>Line {line} does not have one cell for each column of the header.</source>
        <translation>บรรทัด {line} ไม่ได้มีหนึ่งช่องต่อหนึ่งคอลัมน์ของหัวตาราง</translation>
    </message>
    <message>
        <source>Line {line} cannot be read as CSV ({reason}).</source>
        <translation>อ่านบรรทัด {line} เป็น CSV ไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>This PC has no progress file yet: no trainee has answered here.</source>
        <translation>เครื่องนี้ยังไม่มีไฟล์ความคืบหน้า: ยังไม่มีผู้เรียนคนใดตอบที่นี่</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a whole number, not {value}.</source>
        <translation>บรรทัด {line}: {column} ต้องเป็นจำนวนเต็ม ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be 0 or 1, not {value}.</source>
        <translation>บรรทัด {line}: {column} ต้องเป็น 0 หรือ 1 ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a number of seconds such as 4.5, not {value}.</source>
        <translation>บรรทัด {line}: {column} ต้องเป็นจำนวนวินาที เช่น 4.5 ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>Line {line}: {column} should be a date and time as the app writes it, not {value}.</source>
        <translation>บรรทัด {line}: {column} ต้องเป็นวันที่และเวลาตามที่แอปเขียน ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>Line {line}: the trainee&apos;s name is empty.</source>
        <translation>บรรทัด {line}: ชื่อผู้เรียนว่าง</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not a drill of this version of the app (is the file from a newer version?).</source>
        <translation>บรรทัด {line}: {value} ไม่ใช่แบบฝึกของแอปรุ่นนี้ (ไฟล์มาจากรุ่นที่ใหม่กว่าหรือไม่)</translation>
    </message>
    <message>
        <source>Line {line}: the level should be 1, 2 or 3, not {value}.</source>
        <translation>บรรทัด {line}: ระดับต้องเป็น 1, 2 หรือ 3 ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam status the app writes.</source>
        <translation>บรรทัด {line}: {value} ไม่ใช่สถานะการสอบที่แอปเขียน</translation>
    </message>
    <message>
        <source>Line {line}: {value} is not an exam source the app writes.</source>
        <translation>บรรทัด {line}: {value} ไม่ใช่แหล่งการสอบที่แอปเขียน</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>พับ</translation>
    </message>
    <message>
        <source>check</source>
        <translation>เช็ค</translation>
    </message>
    <message>
        <source>call</source>
        <translation>คอล</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>ออลอิน</translation>
    </message>
    <message>
        <source>bet {to}</source>
        <translation>เดิมพัน {to}</translation>
    </message>
    <message>
        <source>raise to {to}</source>
        <translation>เรสถึง {to}</translation>
    </message>
    <message>
        <source>it is seat {turn}&apos;s turn, not seat {seat}&apos;s</source>
        <translation>ตอนนี้ถึงตาที่นั่ง {turn} ไม่ใช่ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>there is already a bet of {to}, so this is a raise</source>
        <translation>มีเดิมพัน {to} อยู่แล้ว จึงเป็นการเรส</translation>
    </message>
    <message>
        <source>nobody has bet on this street, so this is a bet</source>
        <translation>ยังไม่มีใครเดิมพันในรอบนี้ จึงเป็นการเดิมพัน</translation>
    </message>
    <message>
        <source>the hand is over: no more actions</source>
        <translation>ตาเล่นจบแล้ว: ไม่มีแอ็กชันอีก</translation>
    </message>
    <message>
        <source>A join code is {length} of these letters and digits: {alphabet}.</source>
        <translation>รหัสเข้าร่วมคือตัวอักษรและตัวเลขเหล่านี้ {length} ตัว: {alphabet}</translation>
    </message>
    <message>
        <source>The class server could not start ({reason}).</source>
        <translation>เริ่มเซิร์ฟเวอร์ของชั้นเรียนไม่ได้ ({reason})</translation>
    </message>
    <message>
        <source>Another program is using port {port}: close it or choose another port.</source>
        <translation>โปรแกรมอื่นกำลังใช้พอร์ต {port} อยู่: ปิดโปรแกรมนั้นหรือเลือกพอร์ตอื่น</translation>
    </message>
    <message>
        <source>Another class server is hosting a class on this progress file: stop it first.</source>
        <translation>เซิร์ฟเวอร์ของชั้นเรียนอีกตัวกำลังเปิดชั้นเรียนบนไฟล์ความคืบหน้านี้อยู่: หยุดเซิร์ฟเวอร์นั้นก่อน</translation>
    </message>
    <message>
        <source>A trainee of this name is in the class already: join with another name.</source>
        <translation>มีผู้เรียนชื่อนี้อยู่ในชั้นเรียนแล้ว: เข้าร่วมด้วยชื่ออื่น</translation>
    </message>
    <message>
        <source>The instructor did not let you in.</source>
        <translation>ผู้สอนไม่ได้ให้คุณเข้า</translation>
    </message>
    <message>
        <source>The class server failed to answer; try again.</source>
        <translation>เซิร์ฟเวอร์ของชั้นเรียนตอบไม่ได้ ลองอีกครั้ง</translation>
    </message>
    <message>
        <source>The class not ended on this PC has another join code: start with its code, or with --new-class to end it and begin a new class.</source>
        <translation>ชั้นเรียนที่ยังไม่จบบนเครื่องนี้มีรหัสเข้าร่วมอื่น: เริ่มด้วยรหัสของชั้นเรียนนั้น หรือใช้ --new-class เพื่อจบชั้นเรียนนั้นและเริ่มชั้นเรียนใหม่</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number of chips from {least} to {most}, not {value}</source>
        <translation>&apos;{key}&apos; ต้องเป็นจำนวนชิปเต็มตั้งแต่ {least} ถึง {most} ไม่ใช่ {value}</translation>
    </message>
    <message>
        <source>the table minimum of {least} is above the table maximum of {most}</source>
        <translation>ขั้นต่ำของโต๊ะ ({least}) สูงกว่าขั้นสูงของโต๊ะ ({most})</translation>
    </message>
</context>
<context>
    <name>ExactBox</name>
    <message>
        <source>Line</source>
        <translation>รายการ</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>จำนวนมือ</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>ค่าที่เผยแพร่</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>ความน่าจะเป็น</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>อัตราจ่าย</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>ผลตอบแทน</translation>
    </message>
    <message>
        <source>{bet}: counted exactly over {deals}</source>
        <translation>{bet}: นับแบบแม่นยำครบทุกกรณี — {deals}</translation>
    </message>
</context>
<context>
    <name>ExamDialog</name>
    <message>
        <source>Exam</source>
        <translation>การสอบ</translation>
    </message>
    <message>
        <source>Start a class exam</source>
        <translation>เริ่มการสอบของชั้นเรียน</translation>
    </message>
    <message>
        <source>Serve an exam from its code</source>
        <translation>จัดสอบจากรหัสของการสอบ</translation>
    </message>
    <message>
        <source>Sit an exam from a code</source>
        <translation>สอบด้วยรหัส</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>รหัส:</translation>
    </message>
    <message>
        <source>Or set a new exam</source>
        <translation>หรือสร้างการสอบใหม่</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>จำนวนคำถาม:</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>เวลา (นาที):</translation>
    </message>
    <message>
        <source>Pass mark (%):</source>
        <translation>เกณฑ์ผ่าน (%):</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>ระดับ:</translation>
    </message>
    <message>
        <source>A new exam is dealt under the house profile {name}; its code carries the house&apos;s rules.</source>
        <translation>การสอบใหม่แจกไพ่ตามโปรไฟล์คาสิโน {name} และรหัสสอบจะพากฎของคาสิโนนี้ไปด้วย</translation>
    </message>
    <message>
        <source>Set a new exam</source>
        <translation>สร้างการสอบใหม่</translation>
    </message>
    <message>
        <source>Trainees see their marks when you release them.</source>
        <translation>ผู้เรียนจะเห็นคะแนนของตนเมื่อคุณประกาศคะแนน</translation>
    </message>
    <message>
        <source>Feedback comes at the end of the exam.</source>
        <translation>ผลและคำอธิบายจะแสดงเมื่อจบการสอบ</translation>
    </message>
    <message>
        <source>Sit the exam</source>
        <translation>เริ่มสอบ</translation>
    </message>
    <message>
        <source>Create the exam</source>
        <translation>สร้างชุดสอบ</translation>
    </message>
    <message>
        <source>Choose at least one drill.</source>
        <translation>เลือกแบบฝึกอย่างน้อยหนึ่งแบบ</translation>
    </message>
</context>
<context>
    <name>ExamSlip</name>
    <message>
        <source>Exam code</source>
        <translation>รหัสสอบ</translation>
    </message>
    <message>
        <source>On the {trainer} tab press {exam} and type the code under “{sit}”: the same code gives the same questions on every PC.</source>
        <translation>ที่แท็บ {trainer} กด {exam} แล้วพิมพ์รหัสในช่อง “{sit}” รหัสเดียวกันจะได้คำถามชุดเดียวกันบนทุกเครื่อง</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>แบบฝึก</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer {version}</source>
        <translation>ตัวฝึกดีลเลอร์โฮลเด็ม {version}</translation>
    </message>
    <message>
        <source>Exam slip</source>
        <translation>ใบรหัสสอบ</translation>
    </message>
    <message>
        <source>Give the class this code: each trainee sits the exam on their own PC. It does not start on this one.</source>
        <translation>แจ้งรหัสนี้ให้ผู้เรียนทั้งชั้น ผู้เรียนแต่ละคนสอบบนเครื่องของตนเอง การสอบจะไม่เริ่มบนเครื่องนี้</translation>
    </message>
    <message>
        <source>&amp;Copy the code</source>
        <translation>&amp;คัดลอกรหัส</translation>
    </message>
    <message>
        <source>&amp;Print to PDF...</source>
        <translation>&amp;พิมพ์เป็น PDF...</translation>
    </message>
    <message>
        <source>Show on the p&amp;rojector</source>
        <translation>&amp;ฉายขึ้นโปรเจกเตอร์</translation>
    </message>
    <message>
        <source>&amp;Sit it here</source>
        <translation>&amp;สอบที่นี่</translation>
    </message>
    <message>
        <source>Starts the exam here, on this PC: its questions and clock, with the trainer locked until it ends.</source>
        <translation>เริ่มการสอบที่นี่บนเครื่องนี้ ทั้งคำถามและนาฬิกาจับเวลา และล็อกตัวฝึกไว้จนกว่าการสอบจะจบ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>The code {code} is on the clipboard.</source>
        <translation>คัดลอกรหัส {code} ไปยังคลิปบอร์ดแล้ว</translation>
    </message>
    <message>
        <source>Print the exam slip to PDF</source>
        <translation>พิมพ์ใบรหัสสอบเป็น PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>ไฟล์ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>บันทึกแล้ว: {name}</translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message>
        <source>Question {n} of {total}: {drill}</source>
        <translation>คำถามที่ {n} จาก {total}: {drill}</translation>
    </message>
    <message>
        <source>Not answered in time</source>
        <translation>ตอบไม่ทันเวลา</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>สอบผ่าน</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>สอบไม่ผ่าน</translation>
    </message>
    <message numerus="yes">
        <source>{right} of {total} right; %n question(s) not answered in time.</source>
        <translation>
            <numerusform>ถูก {right} จาก {total} ข้อ ตอบไม่ทันเวลา %n ข้อ</numerusform>
        </translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>ไม่ได้ตอบ</translation>
    </message>
</context>
<context>
    <name>FeedbackWords</name>
    <message>
        <source>(none)</source>
        <translation>(ไม่มี)</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>ถูกต้อง</translation>
    </message>
    <message>
        <source>Not right</source>
        <translation>ไม่ถูกต้อง</translation>
    </message>
    <message>
        <source>You</source>
        <translation>คุณตอบ</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>เฉลย</translation>
    </message>
    <message numerus="yes">
        <source>%n other payout(s): paid right, left right.</source>
        <translation>
            <numerusform>การจ่ายอื่นอีก %n รายการ: จ่ายถูกต้องและคงไว้ตามเดิมถูกต้อง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s); nothing was owed, so no chips at all.</source>
        <translation>
            <numerusform>คุณจ่าย {amount} ด้วยชิป %n ตัว แต่ไม่มียอดที่ต้องจ่าย จึงไม่ต้องใช้ชิปเลย</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid {amount} in %n chip(s).</source>
        <translation>
            <numerusform>คุณจ่าย {amount} ด้วยชิป %n ตัว</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fewest is %n chip(s): {chips}.</source>
        <translation>
            <numerusform>จำนวนน้อยที่สุดคือ %n ตัว: {chips}</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest chips.</source>
        <translation>ใช้ชิปน้อยที่สุดแล้ว</translation>
    </message>
    <message>
        <source>More chips than needed.</source>
        <translation>ใช้ชิปมากเกินจำเป็น</translation>
    </message>
    <message>
        <source>Time {seconds} s, target {target} s: {verdict}</source>
        <translation>เวลา {seconds} วินาที เป้าหมาย {target} วินาที: {verdict}</translation>
    </message>
    <message>
        <source>within the target</source>
        <translation>อยู่ในเป้าหมาย</translation>
    </message>
    <message>
        <source>slower than the target</source>
        <translation>ช้ากว่าเป้าหมาย</translation>
    </message>
    <message>
        <source>How it is settled:</source>
        <translation>วิธีสรุปการจ่าย:</translation>
    </message>
</context>
<context>
    <name>FeltWords</name>
    <message>
        <source>Ante</source>
        <translation>แอนติ</translation>
    </message>
    <message>
        <source>AA Bonus</source>
        <translation>AA Bonus</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>คอล</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>โบนัส</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>เพลย์</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>ฟล็อป</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>เทิร์น</translation>
    </message>
    <message>
        <source>Bonus pays {table}</source>
        <translation>โบนัสจ่าย {table}</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>เดิมพัน</translation>
    </message>
    <message>
        <source>NO-LIMIT TEXAS HOLD&apos;EM</source>
        <translation>เท็กซัสโฮลเด็ม ไม่จำกัดเดิมพัน</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>สแต็ค</translation>
    </message>
    <message>
        <source>In the pot</source>
        <translation>ในพอต</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>ออลอิน</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>จ่าย {amount}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>คืนเดิมพัน</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>แพ้</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ดีลเลอร์</translation>
    </message>
    <message>
        <source>CASINO HOLD&apos;EM · AA BONUS</source>
        <translation>CASINO HOLD&apos;EM · AA BONUS</translation>
    </message>
    <message>
        <source>TEXAS HOLD&apos;EM BONUS POKER</source>
        <translation>TEXAS HOLD&apos;EM BONUS POKER</translation>
    </message>
    <message>
        <source>AA Bonus is settled when the player folds</source>
        <translation>AA Bonus ยังสรุปการจ่ายเมื่อผู้เล่นพับ</translation>
    </message>
    <message>
        <source>AA Bonus is lost when the player folds</source>
        <translation>AA Bonus ถูกริบเมื่อผู้เล่นพับ</translation>
    </message>
    <message>
        <source>Dealer qualifies with a pair of fours or better</source>
        <translation>ดีลเลอร์ผ่านเกณฑ์เมื่อมีคู่ 4 ขึ้นไป</translation>
    </message>
    <message>
        <source>Ante pays {table} · AA Bonus {bonus}</source>
        <translation>แอนติจ่าย {table} · AA Bonus {bonus}</translation>
    </message>
    <message>
        <source>Ante pays on a straight or better</source>
        <translation>แอนติจ่ายเมื่อได้สเตรทขึ้นไป</translation>
    </message>
    <message>
        <source>Ante pays on a flush or better</source>
        <translation>แอนติจ่ายเมื่อได้ฟลัชขึ้นไป</translation>
    </message>
    <message>
        <source>Ties push</source>
        <translation>ถ้าเสมอ คืนเดิมพัน</translation>
    </message>
    <message>
        <source>Dealer wins ties</source>
        <translation>ถ้าเสมอ ดีลเลอร์ชนะ</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big}</source>
        <translation>ปุ่มดีลเลอร์: ที่นั่ง {button} · บลายด์ {small}/{big}</translation>
    </message>
    <message>
        <source>Button: seat {button} · blinds {small}/{big} · ante {ante}</source>
        <translation>ปุ่มดีลเลอร์: ที่นั่ง {button} · บลายด์ {small}/{big} · แอนติ {ante}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {seats}</source>
        <translation>{pot} {amount}: ที่นั่ง {seats}</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;ภาษา:</translation>
    </message>
    <message>
        <source>C&amp;hip values:</source>
        <translation>ค่า&amp;ชิป:</translation>
    </message>
    <message>
        <source>&amp;Seconds per step:</source>
        <translation>วินาทีต่อ&amp;ขั้น:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;หลังไพ่:</translation>
    </message>
    <message>
        <source>Whole numbers with commas between them, a 1 among them.</source>
        <translation>จำนวนเต็มคั่นด้วยจุลภาค และต้องมี 1</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;ไพ่สี่สี</translation>
    </message>
    <message>
        <source>&amp;Keep folded cards face up (for teaching)</source>
        <translation>เปิดไพ่ที่พับค้างไว้ (สำหรับการสอน) (&amp;K)</translation>
    </message>
    <message>
        <source>A dealer collects the cards of a fold; these stay face up at their seat instead. Cards a bet is still settled on (a folded seat&apos;s bonus) stay in sight either way.</source>
        <translation>ดีลเลอร์จะเก็บไพ่ของผู้เล่นที่พับ ตัวเลือกนี้ให้ไพ่เปิดค้างไว้ที่ที่นั่งแทน ไพ่ที่ยังใช้สรุปเดิมพันอยู่ (โบนัสของผู้เล่นที่พับ) จะแสดงไว้เสมอ</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>สีน้ำเงิน</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>สีแดง</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>สีเขียว</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>Hand {number}: blinds {small}/{big}, button seat {button}</source>
        <translation>ตาที่ {number}: บลายด์ {small}/{big}, ปุ่มดีลเลอร์ที่นั่ง {button}</translation>
    </message>
    <message>
        <source>Hand {number}: blinds {small}/{big}, ante {ante}, button seat {button}</source>
        <translation>ตาที่ {number}: บลายด์ {small}/{big}, แอนติ {ante}, ปุ่มดีลเลอร์ที่นั่ง {button}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} ({stack} in chips)</source>
        <translation>ที่นั่ง {seat}: {name} (ชิป {stack})</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the ante {amount}</source>
        <translation>ที่นั่ง {seat}: วางแอนติ {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the small blind {amount}</source>
        <translation>ที่นั่ง {seat}: วางสมอลบลายด์ {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: posts the big blind {amount}</source>
        <translation>ที่นั่ง {seat}: วางบิ๊กบลายด์ {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in</source>
        <translation>ที่นั่ง {seat} ออลอิน</translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation>ฟล็อป: {cards}</translation>
    </message>
    <message>
        <source>Turn: {cards}</source>
        <translation>เทิร์น: {cards}</translation>
    </message>
    <message>
        <source>River: {cards}</source>
        <translation>ริเวอร์: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: folds</source>
        <translation>ที่นั่ง {seat}: พับ</translation>
    </message>
    <message>
        <source>Seat {seat}: checks</source>
        <translation>ที่นั่ง {seat}: เช็ค</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount}</source>
        <translation>ที่นั่ง {seat}: คอล {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to}</source>
        <translation>ที่นั่ง {seat}: เดิมพัน {to}</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to}</source>
        <translation>ที่นั่ง {seat}: เรสเป็น {to}</translation>
    </message>
    <message>
        <source>Seat {seat}: calls {amount} and is all-in</source>
        <translation>ที่นั่ง {seat}: คอล {amount} และออลอิน</translation>
    </message>
    <message>
        <source>Seat {seat}: bets {to} and is all-in</source>
        <translation>ที่นั่ง {seat}: เดิมพัน {to} และออลอิน</translation>
    </message>
    <message>
        <source>Seat {seat}: raises to {to} and is all-in</source>
        <translation>ที่นั่ง {seat}: เรสเป็น {to} และออลอิน</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>โชว์ดาวน์</translation>
    </message>
</context>
<context>
    <name>HostWindow</name>
    <message>
        <source>Host a class</source>
        <translation>จัดชั้นเรียน</translation>
    </message>
    <message>
        <source>Run the class</source>
        <translation>เริ่มชั้นเรียน</translation>
    </message>
    <message>
        <source>On this PC, port:</source>
        <translation>บนเครื่องนี้ พอร์ต:</translation>
    </message>
    <message>
        <source>Host on this PC</source>
        <translation>จัดบนเครื่องนี้</translation>
    </message>
    <message>
        <source>Or the school&apos;s server:</source>
        <translation>หรือเซิร์ฟเวอร์ของโรงเรียน:</translation>
    </message>
    <message>
        <source>Address, such as 192.168.1.5:8765</source>
        <translation>ที่อยู่ เช่น 192.168.1.5:8765</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>กุญแจผู้สอน</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>เชื่อมต่อ</translation>
    </message>
    <message>
        <source>Joined:</source>
        <translation>เข้าร่วมแล้ว:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>นำออก</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>หยุดจัดชั้นเรียน</translation>
    </message>
    <message>
        <source>Waiting to be let in</source>
        <translation>รอให้เข้า</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>ให้เข้า</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>ปฏิเสธ</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>ถามชั้นเรียน</translation>
    </message>
    <message>
        <source>The casino table&apos;s hand</source>
        <translation>ตาบนโต๊ะคาสิโน</translation>
    </message>
    <message>
        <source>The no-limit table&apos;s hand</source>
        <translation>ตาบนโต๊ะไม่จำกัดเดิมพัน</translation>
    </message>
    <message>
        <source>A drill question</source>
        <translation>คำถามจากแบบฝึก</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>เฉลย</translation>
    </message>
    <message>
        <source>Class exam</source>
        <translation>การสอบของชั้นเรียน</translation>
    </message>
    <message>
        <source>Start a class exam...</source>
        <translation>เริ่มการสอบของชั้นเรียน...</translation>
    </message>
    <message>
        <source>Release marks</source>
        <translation>ประกาศคะแนน</translation>
    </message>
    <message>
        <source>End</source>
        <translation>จบ</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>ตอบแล้ว</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <source>There is no hand on that table to ask about.</source>
        <translation>ไม่มีตาบนโต๊ะนั้นให้ถาม</translation>
    </message>
    <message>
        <source>Remove {name} from the class?</source>
        <translation>นำ {name} ออกจากชั้นเรียนหรือไม่</translation>
    </message>
    <message>
        <source>A class exam is running. Stop hosting the class anyway?</source>
        <translation>การสอบของชั้นเรียนกำลังดำเนินอยู่ หยุดจัดชั้นเรียนเลยหรือไม่</translation>
    </message>
    <message>
        <source>End the exam now? Questions not answered yet count as wrong.</source>
        <translation>จบการสอบตอนนี้หรือไม่ คำถามที่ยังไม่ได้ตอบจะนับว่าผิด</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>รหัสเข้าร่วม: {code}</translation>
    </message>
    <message>
        <source>No class is running.</source>
        <translation>ยังไม่มีชั้นเรียนที่เปิดอยู่</translation>
    </message>
    <message>
        <source>Address: {addresses}</source>
        <translation>ที่อยู่: {addresses}</translation>
    </message>
    <message>
        <source>rejoined</source>
        <translation>เข้าร่วมอีกครั้ง</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>เชื่อมต่ออยู่</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ไม่อยู่</translation>
    </message>
    <message>
        <source>{name} ({state})</source>
        <translation>{name} ({state})</translation>
    </message>
    <message numerus="yes">
        <source>Joined: %n trainee(s)</source>
        <translation>
            <numerusform>เข้าร่วมแล้ว: ผู้เรียน %n คน</numerusform>
        </translation>
    </message>
    <message>
        <source>No question asked.</source>
        <translation>ยังไม่ได้ถามคำถาม</translation>
    </message>
    <message>
        <source>{answered} of {of} answered</source>
        <translation>ตอบแล้ว {answered} จาก {of}</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>ปิดแล้ว</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>เฉลยแล้ว</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>ไม่ได้ตอบ</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} จาก {total}</translation>
    </message>
    <message>
        <source>Passed: {passed} of {total}</source>
        <translation>สอบผ่าน: {passed} จาก {total}</translation>
    </message>
    <message>
        <source>{right} of {total} right · {verdict}</source>
        <translation>ถูก {right} จาก {total} · {verdict}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>สอบผ่าน</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>สอบไม่ผ่าน</translation>
    </message>
    <message>
        <source>Exam over; marks released.</source>
        <translation>การสอบจบแล้ว ประกาศคะแนนแล้ว</translation>
    </message>
    <message>
        <source>Exam over.</source>
        <translation>การสอบจบแล้ว</translation>
    </message>
    <message>
        <source>{m}:{s:02d} left</source>
        <translation>เหลือ {m}:{s:02d}</translation>
    </message>
</context>
<context>
    <name>HouseController</name>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>เขียนไฟล์ไม่ได้: {reason}</translation>
    </message>
</context>
<context>
    <name>HousePage</name>
    <message>
        <source>House profile</source>
        <translation>โปรไฟล์คาสิโน</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;โปรไฟล์:</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;ใหม่...</translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation>&amp;เปลี่ยนชื่อ...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;ลบ</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>&amp;ส่งออก...</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;นำเข้า...</translation>
    </message>
    <message>
        <source>A profile holds the pay tables and house rules of every game. Changes apply at once to the table, the trainer&apos;s questions, new exams, the rules pages and the odds.</source>
        <translation>โปรไฟล์เก็บตารางอัตราจ่ายและกฎของคาสิโนของทุกเกม การเปลี่ยนแปลงมีผลทันทีกับโต๊ะ คำถามของตัวฝึก การสอบใหม่ หน้ากติกา และหน้าความน่าจะเป็น</translation>
    </message>
    <message>
        <source>{rule}:</source>
        <translation>{rule}:</translation>
    </message>
    <message>
        <source>Custom: {table}</source>
        <translation>กำหนดเอง: {table}</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>กำหนดเอง...</translation>
    </message>
    <message>
        <source>New house profile</source>
        <translation>โปรไฟล์คาสิโนใหม่</translation>
    </message>
    <message>
        <source>Name of the new profile (it starts with the rules of {name}):</source>
        <translation>ชื่อโปรไฟล์ใหม่ (เริ่มจากกฎของโปรไฟล์ {name}):</translation>
    </message>
    <message>
        <source>Rename the house profile</source>
        <translation>เปลี่ยนชื่อโปรไฟล์คาสิโน</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>ชื่อใหม่:</translation>
    </message>
    <message>
        <source>Delete the house profile</source>
        <translation>ลบโปรไฟล์คาสิโน</translation>
    </message>
    <message>
        <source>Delete the house profile {name}? Export it first to keep a copy.</source>
        <translation>ลบโปรไฟล์คาสิโน {name} หรือไม่? ถ้าต้องการเก็บสำเนา ให้ส่งออกก่อน</translation>
    </message>
    <message>
        <source>Export the house profile</source>
        <translation>ส่งออกโปรไฟล์คาสิโน</translation>
    </message>
    <message>
        <source>House profiles (*.json)</source>
        <translation>โปรไฟล์คาสิโน (*.json)</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>ส่งออกไปที่ {path} แล้ว</translation>
    </message>
    <message>
        <source>Import a house profile</source>
        <translation>นำเข้าโปรไฟล์คาสิโน</translation>
    </message>
    <message>
        <source>The house profile was not imported: {reason}</source>
        <translation>ไม่ได้นำเข้าโปรไฟล์คาสิโน: {reason}</translation>
    </message>
    <message>
        <source>Imported {name}: it is the active profile now.</source>
        <translation>นำเข้า {name} แล้ว: ตอนนี้เป็นโปรไฟล์ที่ใช้อยู่</translation>
    </message>
    <message>
        <source>{lower} pays {lower_pays} to 1, more than {higher} above it pays ({higher_pays} to 1).</source>
        <translation>{lower} จ่าย {lower_pays} ต่อ 1 มากกว่า {higher} ที่อยู่สูงกว่าในตาราง ({higher_pays} ต่อ 1)</translation>
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
        <translation>ค่าเริ่มต้นของโรงเรียน</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a class</source>
        <translation>เข้าร่วมชั้นเรียน</translation>
    </message>
    <message>
        <source>Type what the instructor&apos;s projector shows.</source>
        <translation>พิมพ์ตามที่โปรเจกเตอร์ของผู้สอนแสดง</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>ที่อยู่:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>รหัสเข้าร่วม:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>ชื่อของคุณ:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>เข้าร่วม</translation>
    </message>
    <message>
        <source>Joining...</source>
        <translation>กำลังเข้าร่วม...</translation>
    </message>
    <message>
        <source>Waiting for the instructor to let you in...</source>
        <translation>กำลังรอให้ผู้สอนให้คุณเข้า...</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Progress</source>
        <translation>ความคืบหน้า</translation>
    </message>
    <message>
        <source>Progress is saved again: the answers kept meanwhile are in the progress file.</source>
        <translation>บันทึกความคืบหน้าได้อีกครั้งแล้ว: คำตอบที่เก็บไว้ระหว่างนั้นอยู่ในไฟล์ความคืบหน้าแล้ว</translation>
    </message>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation>ตัวฝึกดีลเลอร์โฮลเด็ม</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>โต๊ะ</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>ฝึกซ้อม</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;ไฟล์</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;เกม</translation>
    </message>
    <message>
        <source>The progress file was damaged, so it was kept as {path} and a new one was started.</source>
        <translation>ไฟล์ความคืบหน้าเสียหาย จึงเก็บไว้เป็น {path} และเริ่มไฟล์ใหม่แล้ว</translation>
    </message>
    <message numerus="yes">
        <source>The progress file had %n damaged record(s), now set aside and kept in it; everything else is here as before.</source>
        <translation>
            <numerusform>ไฟล์ความคืบหน้ามีรายการที่เสียหาย %n รายการ ซึ่งแยกไว้และเก็บไว้ในไฟล์เดิมแล้ว ส่วนที่เหลือยังอยู่ครบเหมือนเดิม</numerusform>
        </translation>
    </message>
    <message>
        <source>Damaged records were found in the progress file, but your records could not be read again after they were set aside; restart the app to see them.</source>
        <translation>พบระเบียนที่เสียหายในไฟล์ความคืบหน้า แต่หลังจากแยกระเบียนเหล่านั้นออกไปแล้ว อ่านระเบียนของคุณใหม่ไม่ได้ โปรดเปิดโปรแกรมใหม่เพื่อดูระเบียนเหล่านั้น</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as there is room again.</source>
        <translation>บันทึกความคืบหน้าตอนนี้ไม่ได้: {reason} คุณยังฝึกต่อได้ คำตอบของคุณจะเก็บไว้และบันทึกทันทีที่มีที่ว่างอีกครั้ง</translation>
    </message>
    <message>
        <source>Progress cannot be saved just now: {reason}. You can practise on; your answers are kept and saved as soon as the progress file can be written again.</source>
        <translation>บันทึกความคืบหน้าตอนนี้ไม่ได้: {reason} คุณยังฝึกต่อได้ คำตอบของคุณจะเก็บไว้และบันทึกทันทีที่เขียนไฟล์ความคืบหน้าได้อีกครั้ง</translation>
    </message>
    <message>
        <source>Progress cannot be saved here: {reason}. You can practise on; answers are kept until the app closes.</source>
        <translation>บันทึกความคืบหน้าที่นี่ไม่ได้: {reason} คุณยังฝึกต่อได้ คำตอบจะเก็บไว้จนกว่าจะปิดโปรแกรม</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the progress file yet.</source>
        <translation>
            <numerusform>ยังบันทึกคำตอบ %n คำตอบลงในไฟล์ความคืบหน้าไม่ได้</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other change(s) could not be saved in it yet either (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>และยังบันทึกการเปลี่ยนแปลงอื่นอีก %n รายการลงในไฟล์นั้นไม่ได้ด้วย (ผู้เรียนที่เพิ่ม เปลี่ยนชื่อ หรือนำออก การสอบ รอบทำเวลา)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) could not be saved in the progress file yet (trainees added, renamed or removed, exams, speed rounds).</source>
        <translation>
            <numerusform>ยังบันทึกการเปลี่ยนแปลง %n รายการลงในไฟล์ความคืบหน้าไม่ได้ (ผู้เรียนที่เพิ่ม เปลี่ยนชื่อ หรือนำออก การสอบ รอบทำเวลา)</numerusform>
        </translation>
    </message>
    <message>
        <source>The app keeps its data beside the program (portable mode: a file named portable there, or --portable), and that folder cannot be written. Where the program is installed for every user, turn portable mode off: each user&apos;s progress is then kept in their own folder.</source>
        <translation>แอปเก็บข้อมูลไว้ข้างตัวโปรแกรม (โหมดพกพา: มีไฟล์ชื่อ portable อยู่ที่นั่น หรือใช้ --portable) แต่เขียนลงโฟลเดอร์นั้นไม่ได้ หากติดตั้งโปรแกรมไว้ให้ผู้ใช้ทุกคน ให้ปิดโหมดพกพา แล้วความคืบหน้าของผู้ใช้แต่ละคนจะเก็บไว้ในโฟลเดอร์ของตนเอง</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? The export holds the answers only: quitting loses the other changes, and without the export the answers too.</source>
        <translation>ต้องการส่งออกคำตอบทั้งหมดเป็นไฟล์ CSV ก่อนออกจากโปรแกรมหรือไม่ ไฟล์ที่ส่งออกมีเฉพาะคำตอบ: เมื่อออกจากโปรแกรม การเปลี่ยนแปลงอื่นจะหายไป และถ้าไม่ส่งออก คำตอบก็จะหายไปด้วย</translation>
    </message>
    <message>
        <source>Export every answer to a CSV file before quitting? Quitting without the export loses them.</source>
        <translation>ต้องการส่งออกคำตอบทั้งหมดเป็นไฟล์ CSV ก่อนออกจากโปรแกรมหรือไม่ ถ้าออกโดยไม่ส่งออก คำตอบเหล่านั้นจะหายไป</translation>
    </message>
    <message>
        <source>Quitting now loses them. Quit anyway?</source>
        <translation>ถ้าออกตอนนี้ การเปลี่ยนแปลงเหล่านั้นจะหายไป ออกจากโปรแกรมต่อไหม</translation>
    </message>
    <message>
        <source>No-limit table</source>
        <translation>โต๊ะไม่จำกัดเดิมพัน</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>กติกา</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;ตาเล่น</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;มุมมอง</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;ภาษา</translation>
    </message>
    <message>
        <source>&amp;Instructor</source>
        <translation>&amp;ผู้สอน</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;การตั้งค่า...</translation>
    </message>
    <message>
        <source>&amp;Worksheets...</source>
        <translation>&amp;ใบงาน...</translation>
    </message>
    <message>
        <source>Create an &amp;exam...</source>
        <translation>&amp;สร้างชุดสอบ...</translation>
    </message>
    <message>
        <source>&amp;Odds...</source>
        <translation>โอกาส (&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Class results...</source>
        <translation>&amp;ผลของชั้นเรียน...</translation>
    </message>
    <message>
        <source>&amp;Host a class...</source>
        <translation>&amp;จัดชั้นเรียน...</translation>
    </message>
    <message>
        <source>&amp;Join a class...</source>
        <translation>เข้า&amp;ร่วมชั้นเรียน...</translation>
    </message>
    <message>
        <source>Hel&amp;p</source>
        <translation>&amp;วิธีใช้</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;กติกาของเกม</translation>
    </message>
    <message>
        <source>&amp;About Hold&apos;em Dealer Trainer...</source>
        <translation>เกี่ยวกับ&amp;ตัวฝึก...</translation>
    </message>
    <message>
        <source>&amp;Open hand...</source>
        <translation>&amp;เปิดตาเล่น...</translation>
    </message>
    <message>
        <source>&amp;Save hand...</source>
        <translation>&amp;บันทึกตาเล่น...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;ออก</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>&amp;ตาใหม่</translation>
    </message>
    <message>
        <source>New hand from a &amp;seed...</source>
        <translation>ตาใหม่จาก&amp;หมายเลข...</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;หลังไพ่</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>สีน้ำเงิน</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>สีแดง</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>สีเขียว</translation>
    </message>
    <message>
        <source>Set &amp;up hand...</source>
        <translation>ตั้งค่าตาเล่น (&amp;U)...</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>ถัดไป ▶</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ ย้อนกลับ</translation>
    </message>
    <message>
        <source>&amp;Auto play</source>
        <translation>&amp;เล่นอัตโนมัติ</translation>
    </message>
    <message>
        <source>&amp;Keep dealing (demo screen)</source>
        <translation>&amp;แจกต่อเนื่อง (หน้าจอสาธิต)</translation>
    </message>
    <message>
        <source>Seats follow the st&amp;rategy</source>
        <translation>&amp;ที่นั่งเล่นตามกลยุทธ์</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;โหมดนำเสนอ</translation>
    </message>
    <message>
        <source>Se&amp;ttlement panel</source>
        <translation>&amp;แผงสรุปการจ่าย</translation>
    </message>
    <message>
        <source>F9: settlement</source>
        <translation>F9: สรุปการจ่าย</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;ไพ่สี่สี</translation>
    </message>
    <message>
        <source> Seconds per step: </source>
        <translation> วินาทีต่อขั้น: </translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>สรุปการจ่าย</translation>
    </message>
    <message>
        <source>Locked until the exam ends.</source>
        <translation>ล็อกไว้จนกว่าการสอบจะจบ</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>การสอบ</translation>
    </message>
    <message>
        <source>An exam is running: the table, the set-up dialog, the settlement panel, the progress and the rules pages stay locked until it ends.</source>
        <translation>กำลังสอบอยู่: โต๊ะ หน้าต่างตั้งค่า แผงสรุปการจ่าย ความคืบหน้า และหน้ากติกาจะล็อกไว้จนกว่าการสอบจะจบ</translation>
    </message>
    <message>
        <source>The class hosted on this PC is sitting an exam: quit? The trainees cannot go on until the class is hosted again.</source>
        <translation>ชั้นเรียนที่จัดจากเครื่องนี้กำลังสอบอยู่: ออกจากโปรแกรมไหม? ผู้เรียนจะทำต่อไม่ได้จนกว่าจะจัดชั้นเรียนอีกครั้ง</translation>
    </message>
    <message>
        <source>An exam is running: quit and record it as abandoned?</source>
        <translation>กำลังสอบอยู่: ออกจากโปรแกรมและบันทึกการสอบนี้ว่าออกกลางคันไหม?</translation>
    </message>
    <message>
        <source>&amp;Casino Hold&apos;em (AA Bonus)</source>
        <translation>&amp;Casino Hold&apos;em (AA Bonus)</translation>
    </message>
    <message>
        <source>Player against the dealer; call or fold after the flop. Some casinos call it just &quot;Texas Hold&apos;em&quot;, some trainers &quot;Texas Hold&apos;em: Bonus&quot; after its AA Bonus side bet. Not Texas Hold&apos;em Bonus Poker.</source>
        <translation>ผู้เล่นเล่นกับดีลเลอร์ ตัดสินใจคอลหรือพับหลังฟล็อป บางคาสิโนเรียกเกมนี้สั้น ๆ ว่า &quot;Texas Hold&apos;em&quot; และตัวฝึกบางโปรแกรมเรียกว่า &quot;Texas Hold&apos;em: Bonus&quot; ตามเดิมพันข้าง AA Bonus เกมนี้ไม่ใช่ Texas Hold&apos;em Bonus Poker</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em &amp;Bonus Poker</source>
        <translation>Texas Hold&apos;em &amp;Bonus Poker</translation>
    </message>
    <message>
        <source>Player against the dealer; play or fold before the flop, then bet or check on the flop and the turn; the bonus bet is on the first two cards. Also called Hold&apos;em Bonus. Not Casino Hold&apos;em with the AA Bonus.</source>
        <translation>ผู้เล่นเล่นกับดีลเลอร์ ก่อนฟล็อปเลือกเล่นหรือพับ จากนั้นเดิมพันหรือเช็คที่ฟล็อปและที่เทิร์น เดิมพันโบนัสตัดสินจากไพ่สองใบแรก บางที่เรียกว่า Hold&apos;em Bonus เกมนี้ไม่ใช่ Casino Hold&apos;em พร้อม AA Bonus</translation>
    </message>
    <message>
        <source>&amp;No-limit Texas Hold&apos;em</source>
        <translation>เท็กซัสโฮลเด็ม &amp;ไม่จำกัดเดิมพัน</translation>
    </message>
    <message>
        <source>Poker between players, 2 to 9 seats: play a seat against computer players, or deal for a table of them and answer the dealer&apos;s questions.</source>
        <translation>โป๊กเกอร์ที่ผู้เล่นแข่งกันเอง 2 ถึง 9 ที่นั่ง: นั่งเล่นหนึ่งที่นั่งกับผู้เล่นคอมพิวเตอร์ หรือเป็นดีลเลอร์ให้โต๊ะผู้เล่นคอมพิวเตอร์และตอบคำถามของดีลเลอร์</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>ภาษา</translation>
    </message>
    <message>
        <source>The translation for this language is missing; the app stays in English.</source>
        <translation>ไม่มีคำแปลสำหรับภาษานี้ โปรแกรมจะยังแสดงเป็นภาษาอังกฤษ</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>หมายเลข {seed}</translation>
    </message>
    <message>
        <source>Hand set up by hand</source>
        <translation>ตาเล่นที่ตั้งค่าเอง</translation>
    </message>
    <message>
        <source>New hand from a seed</source>
        <translation>ตาใหม่จากหมายเลข</translation>
    </message>
    <message>
        <source>The same seed deals the same hand on any PC:</source>
        <translation>หมายเลขเดียวกันจะแจกตาเล่นเดียวกันบนทุกเครื่อง:</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>เปิดตาเล่น</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>ออกจากชั้นเรียน</translation>
    </message>
    <message>
        <source>Waiting for the instructor at {address} to let you in...</source>
        <translation>กำลังรอให้ผู้สอนที่ {address} ให้คุณเข้า...</translation>
    </message>
    <message>
        <source>Joining the class at {address}...</source>
        <translation>กำลังเข้าร่วมชั้นเรียนที่ {address}...</translation>
    </message>
    <message>
        <source>Joined to the class at {address} as {name}</source>
        <translation>เข้าร่วมชั้นเรียนที่ {address} ในชื่อ {name}</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>ไฟล์สถานการณ์ (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>บันทึกตาเล่น</translation>
    </message>
    <message>
        <source>Scenario files (*.jsonl *.json)</source>
        <translation>ไฟล์สถานการณ์ (*.jsonl *.json)</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>บันทึกตาเล่นไม่ได้: {reason}</translation>
    </message>
</context>
<context>
    <name>NLScreen</name>
    <message>
        <source>Set up the table... (F2)</source>
        <translation>ตั้งค่าโต๊ะ... (F2)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>เซสชันใหม่</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>ตาถัดไป (N)</translation>
    </message>
    <message>
        <source>◀ Street</source>
        <translation>◀ รอบก่อน</translation>
    </message>
    <message>
        <source>Street ▶</source>
        <translation>รอบถัดไป ▶</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>จบเซสชัน</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>เปิดไพ่ทุกมือ</translation>
    </message>
    <message>
        <source>For teaching: every player&apos;s cards face up</source>
        <translation>สำหรับการสอน: หงายไพ่ของผู้เล่นทุกคน</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>หยุดชั่วคราว</translation>
    </message>
    <message>
        <source>Open hand...</source>
        <translation>เปิดตาเล่น...</translation>
    </message>
    <message>
        <source>Step through a hand saved in a file; a session still running ends first, its summary kept</source>
        <translation>ดูตาเล่นที่บันทึกไว้ในไฟล์ทีละขั้น เซสชันที่ยังเล่นอยู่จะจบก่อน โดยเก็บสรุปไว้</translation>
    </message>
    <message>
        <source>Save hand...</source>
        <translation>บันทึกตาเล่น...</translation>
    </message>
    <message>
        <source>Export history...</source>
        <translation>ส่งออกประวัติ...</translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation>พับ (F)</translation>
    </message>
    <message>
        <source>All-in (A)</source>
        <translation>ออลอิน (A)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>ต่อไป (Enter)</translation>
    </message>
    <message>
        <source>F9: seat and log</source>
        <translation>F9: ที่นั่งและลำดับการเล่น</translation>
    </message>
    <message>
        <source>The hand in words</source>
        <translation>ลำดับการเล่นในตานี้</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>ขั้นต่ำ</translation>
    </message>
    <message>
        <source>½ pot</source>
        <translation>½ พอต</translation>
    </message>
    <message>
        <source>¾ pot</source>
        <translation>¾ พอต</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>พอต</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>ออลอิน</translation>
    </message>
    <message>
        <source>Paused: untick Pause to go on.</source>
        <translation>หยุดชั่วคราวอยู่: เอาเครื่องหมายถูกที่ “หยุดชั่วคราว” ออกเพื่อเล่นต่อ</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>กด N หรือ Enter เพื่อเริ่มเซสชันใหม่ที่โต๊ะของคุณ</translation>
    </message>
    <message>
        <source>The session is over: New session starts another.</source>
        <translation>เซสชันจบแล้ว: กด &quot;เซสชันใหม่&quot; เพื่อเริ่มอีกเซสชัน</translation>
    </message>
    <message>
        <source>Check / call (C)</source>
        <translation>เช็ค / คอล (C)</translation>
    </message>
    <message>
        <source>Raise (R, Enter)</source>
        <translation>เรส (R, Enter)</translation>
    </message>
    <message>
        <source>Check (C)</source>
        <translation>เช็ค (C)</translation>
    </message>
    <message>
        <source>Call {amount} (C)</source>
        <translation>คอล {amount} (C)</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>เดิมพัน</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>เรสเป็น</translation>
    </message>
    <message>
        <source>{word} (R, Enter)</source>
        <translation>{word} (R, Enter)</translation>
    </message>
    <message>
        <source>A bet: from {low} to {high}</source>
        <translation>เดิมพัน: ตั้งแต่ {low} ถึง {high}</translation>
    </message>
    <message>
        <source>A raise: to {low} at least, to {high} at most</source>
        <translation>เรส: อย่างน้อยเป็น {low} สูงสุดเป็น {high}</translation>
    </message>
    <message>
        <source>No raise: call or fold.</source>
        <translation>เรสไม่ได้: คอลหรือพับ</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>ความคืบหน้า</translation>
    </message>
    <message>
        <source>Start a new session? This one ends here, without its summary.</source>
        <translation>เริ่มเซสชันใหม่ไหม? เซสชันนี้จะจบตรงนี้โดยไม่มีสรุป</translation>
    </message>
    <message>
        <source>End the session now? The hand in play is not counted.</source>
        <translation>จบเซสชันตอนนี้ไหม? ตาที่กำลังเล่นอยู่จะไม่นับ</translation>
    </message>
    <message>
        <source>End the session now? Its summary follows; no more hands are dealt in it.</source>
        <translation>จบเซสชันตอนนี้ไหม? จะแสดงสรุปต่อจากนี้ และเซสชันนี้จะไม่แจกตาใหม่อีก</translation>
    </message>
    <message>
        <source>End the session to open a hand? Its summary follows, as when you end it.</source>
        <translation>จบเซสชันเพื่อเปิดตาเล่นไหม? จะแสดงสรุปต่อจากนี้ เหมือนตอนที่คุณจบเซสชันเอง</translation>
    </message>
    <message>
        <source>The hand in play is not counted.</source>
        <translation>ตาที่กำลังเล่นอยู่จะไม่นับ</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>สรุปเซสชัน</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation>เปิดตาเล่น</translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation>ไฟล์สถานการณ์ (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>บันทึกตาเล่น</translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation>บันทึกตาเล่นไม่ได้: {reason}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>บันทึกแล้ว: {path}</translation>
    </message>
    <message>
        <source>Export the hand history</source>
        <translation>ส่งออกประวัติตาเล่น</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>ไฟล์ข้อความ (*.txt)</translation>
    </message>
    <message>
        <source>The history could not be saved: {reason}</source>
        <translation>บันทึกประวัติไม่ได้: {reason}</translation>
    </message>
</context>
<context>
    <name>NLSetupDialog</name>
    <message>
        <source>Set up the no-limit table</source>
        <translation>ตั้งค่าโต๊ะไม่จำกัดเดิมพัน</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>ที่นั่ง</translation>
    </message>
    <message>
        <source>Seats at the table:</source>
        <translation>จำนวนที่นั่งที่โต๊ะ:</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>ว่าง</translation>
    </message>
    <message>
        <source>You</source>
        <translation>คุณ</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>คอมพิวเตอร์: ง่าย</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>คอมพิวเตอร์: ปานกลาง</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>คอมพิวเตอร์: ยาก</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>ที่นั่ง {n}</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>ชิปและเซสชัน</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ไม่จำกัด</translation>
    </message>
    <message>
        <source>blank: a new deck each session</source>
        <translation>เว้นว่าง: สำรับใหม่ทุกเซสชัน</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> มิลลิวินาที</translation>
    </message>
    <message>
        <source>Slide the chips to the winners</source>
        <translation>เลื่อนชิปไปให้ผู้ชนะ</translation>
    </message>
    <message>
        <source>Stacks of different sizes (short stacks go all-in and make side pots)</source>
        <translation>สแต็คขนาดต่างกัน (สแต็คสั้นจะออลอินและเกิดไซด์พอต)</translation>
    </message>
    <message>
        <source>Starting stack:</source>
        <translation>สแต็คเริ่มต้น:</translation>
    </message>
    <message>
        <source>Small blind:</source>
        <translation>สมอลบลายด์:</translation>
    </message>
    <message>
        <source>Big blind:</source>
        <translation>บิ๊กบลายด์:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>แอนติ:</translation>
    </message>
    <message>
        <source>Stop after hands:</source>
        <translation>หยุดเมื่อครบจำนวนตา:</translation>
    </message>
    <message>
        <source>Stop after minutes:</source>
        <translation>หยุดเมื่อครบเวลา (นาที):</translation>
    </message>
    <message>
        <source>Deck seed:</source>
        <translation>หมายเลขสำรับ:</translation>
    </message>
    <message>
        <source>Pause before a computer acts:</source>
        <translation>เวลารอก่อนคอมพิวเตอร์เล่น:</translation>
    </message>
    <message>
        <source>When you deal (no seat is yours), ask me</source>
        <translation>เมื่อคุณเป็นดีลเลอร์ (ไม่มีที่นั่งของคุณ) ให้ถามเรื่อง</translation>
    </message>
    <message>
        <source>whose action it is, the call and the smallest raise</source>
        <translation>ถึงตาใคร ยอดคอล และเรสขั้นต่ำ</translation>
    </message>
    <message>
        <source>the pot after each betting round</source>
        <translation>พอตหลังจบแต่ละรอบเดิมพัน</translation>
    </message>
    <message>
        <source>the main and side pots at an all-in</source>
        <translation>พอตหลักและไซด์พอตเมื่อมีออลอิน</translation>
    </message>
    <message>
        <source>who wins each pot at the showdown, and the chips</source>
        <translation>ใครชนะแต่ละพอตตอนโชว์ดาวน์ และได้ชิปเท่าไร</translation>
    </message>
    <message>
        <source>At least two seats need a player.</source>
        <translation>ต้องมีผู้เล่นอย่างน้อยสองที่นั่ง</translation>
    </message>
    <message>
        <source>The small blind cannot be more than the big blind.</source>
        <translation>สมอลบลายด์ต้องไม่มากกว่าบิ๊กบลายด์</translation>
    </message>
    <message>
        <source>The deck seed is a whole number from 0 to 2147483647, or blank.</source>
        <translation>หมายเลขสำรับต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 2147483647 หรือเว้นว่างไว้</translation>
    </message>
</context>
<context>
    <name>NLSummary</name>
    <message numerus="yes">
        <source>%n hand(s) played</source>
        <translation>
            <numerusform>เล่นไปแล้ว %n ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Whose action, call and raise</source>
        <translation>ถึงตาใคร คอลและเรส</translation>
    </message>
    <message>
        <source>The pot after a round</source>
        <translation>พอตหลังจบรอบ</translation>
    </message>
    <message>
        <source>Main and side pots</source>
        <translation>พอตหลักและไซด์พอต</translation>
    </message>
    <message>
        <source>The showdown award</source>
        <translation>การจ่ายพอตตอนโชว์ดาวน์</translation>
    </message>
    <message>
        <source>One player has every chip.</source>
        <translation>ชิปทั้งหมดอยู่กับผู้เล่นคนเดียวแล้ว</translation>
    </message>
    <message>
        <source>The session&apos;s number of hands is played.</source>
        <translation>เล่นครบจำนวนตาของเซสชันแล้ว</translation>
    </message>
    <message>
        <source>The session&apos;s time is up.</source>
        <translation>หมดเวลาของเซสชันแล้ว</translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation>คุณหมดชิปแล้ว</translation>
    </message>
    <message>
        <source>The session was ended.</source>
        <translation>เซสชันถูกหยุดแล้ว</translation>
    </message>
    <message>
        <source>Biggest pot: {amount} (hand {number})</source>
        <translation>พอตใหญ่ที่สุด: {amount} (ตาที่ {number})</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>ที่นั่ง</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <source>Your dealing</source>
        <translation>การดีลของคุณ</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>คำถาม</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>ถูก</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>เวลามัธยฐาน</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} วินาที</translation>
    </message>
</context>
<context>
    <name>NLTable</name>
    <message>
        <source>Easy</source>
        <translation>ง่าย</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ปานกลาง</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>ยาก</translation>
    </message>
    <message>
        <source>You</source>
        <translation>คุณ</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>พับ</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>เช็ค</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>คอล</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>เดิมพัน</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>เรส</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>ออลอิน</translation>
    </message>
    <message>
        <source>Before the flop</source>
        <translation>ก่อนฟล็อป</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>ฟล็อป</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>เทิร์น</translation>
    </message>
    <message>
        <source>River</source>
        <translation>ริเวอร์</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>โชว์ดาวน์</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>ที่นั่ง {seats}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>ตกรอบ</translation>
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
        <translation>ตาที่ {number} · บลายด์ {small}/{big}</translation>
    </message>
    <message>
        <source>Hand {number} · blinds {small}/{big} · ante {ante}</source>
        <translation>ตาที่ {number} · บลายด์ {small}/{big} · แอนติ {ante}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>จบตา</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>N or Enter starts a new session at your table.</source>
        <translation>กด N หรือ Enter เพื่อเริ่มเซสชันใหม่ที่โต๊ะของคุณ</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>เซสชันจบแล้ว</translation>
    </message>
    <message>
        <source>A hand from a file: step through it with the arrows.</source>
        <translation>ตาเล่นจากไฟล์: ใช้ปุ่มลูกศรเพื่อดูทีละขั้น</translation>
    </message>
    <message>
        <source>The hand is over: N or Enter deals the next one.</source>
        <translation>ตานี้จบแล้ว: กด N หรือ Enter เพื่อแจกตาถัดไป</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>ถึงตาคุณ</translation>
    </message>
    <message>
        <source>Seat {seat} to act</source>
        <translation>ถึงตาที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} cannot check: there is a bet of {to} to call, so it may {allowed}</source>
        <translation>ที่นั่ง {seat} เช็คไม่ได้: มีเดิมพัน {to} ที่ต้องคอล จึงทำได้เพียง {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to call, so it may {allowed}</source>
        <translation>ที่นั่ง {seat} ไม่มีอะไรต้องคอล จึงทำได้เพียง {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat} can bet at most {max}, all its chips, so it may {allowed}</source>
        <translation>ที่นั่ง {seat} เดิมพันได้มากสุด {max} คือชิปทั้งหมดที่มี จึงทำได้เพียง {allowed}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s only bet or raise is all-in, to {max}, so it may {allowed}</source>
        <translation>เดิมพันหรือเรสเดียวที่ที่นั่ง {seat} ทำได้คือออลอิน ถึง {max} จึงทำได้เพียง {allowed}</translation>
    </message>
    <message>
        <source>The minimum bet is {min}, the big blind, so seat {seat} may {allowed}</source>
        <translation>เดิมพันขั้นต่ำคือ {min} เท่ากับบิ๊กบลายด์ ที่นั่ง {seat} จึงทำได้เพียง {allowed}</translation>
    </message>
    <message>
        <source>The minimum raise is to {min} (the last full raise was {full}), so seat {seat} may {allowed}</source>
        <translation>เรสขั้นต่ำคือถึง {min} (เรสเต็มครั้งล่าสุดคือ {full}) ที่นั่ง {seat} จึงทำได้เพียง {allowed}</translation>
    </message>
    <message>
        <source>{why}. Seat {seat} may {allowed}</source>
        <translation>{why} ที่นั่ง {seat} ทำได้เพียง {allowed}</translation>
    </message>
    <message>
        <source>fold or call {call}</source>
        <translation>พับ หรือคอล {call}</translation>
    </message>
    <message>
        <source>fold, call {call} or raise to {min} up to {max}</source>
        <translation>พับ, คอล {call} หรือเรสถึง {min} ถึง {max}</translation>
    </message>
    <message>
        <source>fold, call {call} or raise all-in to {max}</source>
        <translation>พับ, คอล {call} หรือเรสออลอินถึง {max}</translation>
    </message>
    <message>
        <source>check or fold</source>
        <translation>เช็ค หรือพับ</translation>
    </message>
    <message>
        <source>check or bet {min} up to {max}</source>
        <translation>เช็ค หรือเดิมพัน {min} ถึง {max}</translation>
    </message>
    <message>
        <source>check or bet all-in, {max}</source>
        <translation>เช็ค หรือเดิมพันออลอิน {max}</translation>
    </message>
    <message>
        <source>check or raise to {min} up to {max}</source>
        <translation>เช็ค หรือเรสถึง {min} ถึง {max}</translation>
    </message>
    <message>
        <source>check or raise all-in to {max}</source>
        <translation>เช็ค หรือเรสออลอินถึง {max}</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops after the blinds.</source>
        <translation>ตาเล่นในไฟล์หยุดหลังลงบลายด์</translation>
    </message>
    <message>
        <source>The file&apos;s hand stops before its end ({street}).</source>
        <translation>ตาเล่นในไฟล์หยุดก่อนจบตา ({street})</translation>
    </message>
</context>
<context>
    <name>NLTableController</name>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>อ่านไฟล์ไม่ได้: {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>ไม่ใช่ข้อความ UTF-8</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>โต๊ะแสดงตาเล่นนี้ไม่ได้: {reason}</translation>
    </message>
    <message>
        <source>Open a file of one no-limit hand here; casino hands open on the casino table.</source>
        <translation>ที่นี่เปิดได้เฉพาะไฟล์ตาเล่นแบบไม่จำกัดเดิมพันหนึ่งตา ส่วนตาเล่นเกมคาสิโนให้เปิดที่โต๊ะคาสิโน</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message numerus="yes">
        <source>Stopped after %n hand(s) of {hands}, seed {seed}</source>
        <translation>
            <numerusform>หยุดหลังเล่นไป %n ตา จาก {hands} ตา หมายเลข {seed}</numerusform>
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
        <translation>{value} (กลยุทธ์ที่ดีที่สุด)</translation>
    </message>
    <message>
        <source>every other hand</source>
        <translation>มืออื่นทั้งหมด</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>แพ้</translation>
    </message>
    <message>
        <source>{pays} to 1</source>
        <translation>{pays} ต่อ 1</translation>
    </message>
    <message>
        <source>House edge: {edge} of the bet, over {hands} deals</source>
        <translation>ความได้เปรียบของคาสิโน: {edge} ของเดิมพัน จากทั้งหมด {hands} กรณี</translation>
    </message>
    <message>
        <source>Published: {value}</source>
        <translation>ค่าที่เผยแพร่: {value}</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>ความได้เปรียบของคาสิโน</translation>
    </message>
    <message>
        <source>{played} of {hands} hands, seed {seed}</source>
        <translation>{played} จาก {hands} ตา หมายเลข {seed}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} ถึง {high}</translation>
    </message>
    <message>
        <source>every five-card hand: the player&apos;s two cards and the flop</source>
        <translation>ทุกมือห้าใบ คือไพ่ในมือสองใบของผู้เล่นกับฟล็อป</translation>
    </message>
    <message>
        <source>every deal of the player&apos;s two cards and the dealer&apos;s two</source>
        <translation>ทุกการแจกไพ่สองใบของผู้เล่นและสองใบของดีลเลอร์</translation>
    </message>
    <message>
        <source>Call every hand</source>
        <translation>คอลทุกตา</translation>
    </message>
    <message>
        <source>Call every hand, whatever the flop.</source>
        <translation>คอลทุกตา ไม่ว่าฟล็อปจะเป็นอย่างไร</translation>
    </message>
    <message>
        <source>The seats&apos; strategy</source>
        <translation>กลยุทธ์ของที่นั่ง</translation>
    </message>
    <message>
        <source>Call with a pair the player&apos;s cards make (or two pair or better), four to a flush, four to a straight, an ace, king, queen or jack in hand, or two overcards; fold the rest. Our reading of the rules of thumb published at cardsflip.com and practicalwebtools.com.</source>
        <translation>คอลเมื่อมีคู่ที่ไพ่ของผู้เล่นทำได้ (หรือสองคู่ขึ้นไป) ไพ่สี่ใบของฟลัช ไพ่สี่ใบของสเตรท เอซ คิง ควีน หรือแจ็กในมือ หรือโอเวอร์การ์ดสองใบ นอกนั้นพับ เป็นการตีความของเราต่อหลักง่าย ๆ ที่เผยแพร่ที่ cardsflip.com และ practicalwebtools.com</translation>
    </message>
    <message>
        <source>Hands called</source>
        <translation>ตาที่คอล</translation>
    </message>
    <message>
        <source>Dealer qualifies</source>
        <translation>ดีลเลอร์ผ่านเกณฑ์</translation>
    </message>
    <message>
        <source>The table&apos;s strategy</source>
        <translation>กลยุทธ์ของโต๊ะ</translation>
    </message>
    <message>
        <source>Play every hand but 2-3 to 2-7 offsuit (and 3-4 offsuit where the ante pays only on a flush); bet the flop and the turn with a pocket pair or a pair that uses a hole card, else check.</source>
        <translation>เล่นทุกตา ยกเว้น 2-3 ถึง 2-7 ต่างดอก (และ 3-4 ต่างดอก ในที่ที่แอนติจ่ายเฉพาะฟลัชขึ้นไป) เดิมพันที่ฟล็อปและเทิร์นเมื่อมีคู่ในมือหรือคู่ที่ใช้ไพ่ในมือ นอกนั้นเช็ค</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>ตาที่เล่น</translation>
    </message>
</context>
<context>
    <name>OddsPage</name>
    <message>
        <source>Main game: simulation</source>
        <translation>เกมหลัก: การจำลอง</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>กลยุทธ์ (&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>จำนวนตา (&amp;H):</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>หมายเลข (&amp;E):</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>เริ่ม (&amp;T)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>หยุด (&amp;O)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>ค่า</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>ค่าประมาณ</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>ช่วง 95%</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>ค่าที่เผยแพร่</translation>
    </message>
    <message>
        <source>The estimate is the mean over the hands played; the true figure lies in the interval in 95 runs of 100. The published figure for the best strategy is a yardstick: a simpler strategy gives the house more.</source>
        <translation>ค่าประมาณคือค่าเฉลี่ยของตาที่เล่นไปแล้ว ค่าจริงจะอยู่ในช่วงนี้ 95 ครั้งจาก 100 ครั้งที่จำลอง ค่าที่เผยแพร่สำหรับกลยุทธ์ที่ดีที่สุดใช้เป็นเกณฑ์เทียบ กลยุทธ์ที่ง่ายกว่าทำให้คาสิโนได้เปรียบมากกว่า</translation>
    </message>
    <message>
        <source>House rules: {rules}</source>
        <translation>กฎของคาสิโน: {rules}</translation>
    </message>
</context>
<context>
    <name>OddsWindow</name>
    <message>
        <source>Odds</source>
        <translation>โอกาส</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <source>Custom pay table: {table}</source>
        <translation>ตารางอัตราจ่ายกำหนดเอง: {table}</translation>
    </message>
    <message>
        <source>Use this table</source>
        <translation>ใช้ตารางนี้</translation>
    </message>
    <message>
        <source>A lower hand pays more</source>
        <translation>มือที่ต่ำกว่าจ่ายมากกว่า</translation>
    </message>
    <message>
        <source>This table pays a lower hand more than a higher one:</source>
        <translation>ตารางนี้จ่ายมือที่ต่ำกว่ามากกว่ามือที่สูงกว่า:</translation>
    </message>
    <message>
        <source>Keep the table as it is, or change it?</source>
        <translation>ใช้ตารางนี้ตามเดิม หรือแก้ไข?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>ใช้ตามเดิม (&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>แก้ไข (&amp;C)</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>Drill</source>
        <translation>แบบฝึก</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>คำตอบ</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>ความแม่นยำ</translation>
    </message>
    <message>
        <source>Last 30</source>
        <translation>30 ครั้งล่าสุด</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>เวลามัธยฐาน</translation>
    </message>
    <message>
        <source>Target (level {level})</source>
        <translation>เป้าหมาย (ระดับ {level})</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>ถูกติดกัน</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>ชำนาญแล้ว</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>วันที่</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>รหัส</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>ผ่าน</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>รอบสอบ</translation>
    </message>
    <message>
        <source>Practise next (weakest first):</source>
        <translation>ควรฝึกต่อ (จุดอ่อนที่สุดก่อน):</translation>
    </message>
    <message>
        <source>Exams:</source>
        <translation>การสอบ:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>ระดับ</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>รอบ</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>ผลดีที่สุด</translation>
    </message>
    <message>
        <source>Speed rounds: best results</source>
        <translation>รอบทำเวลา: ผลดีที่สุด</translation>
    </message>
    <message>
        <source>Export this trainee to CSV...</source>
        <translation>ส่งออกผู้เรียนคนนี้เป็น CSV...</translation>
    </message>
    <message>
        <source>Export every trainee to CSV...</source>
        <translation>ส่งออกผู้เรียนทุกคนเป็น CSV...</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>ความคืบหน้าของ {name}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ใช่</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ยังไม่</translation>
    </message>
    <message>
        <source>Hands missed most lately:</source>
        <translation>มือที่ตอบผิดบ่อยที่สุดช่วงนี้:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ไม่</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>ออกกลางคัน</translation>
    </message>
    <message>
        <source>first</source>
        <translation>ครั้งแรก</translation>
    </message>
    <message>
        <source>sat again (attempt {n})</source>
        <translation>สอบซ้ำ (ครั้งที่ {n})</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} วินาที</translation>
    </message>
    <message>
        <source>{drill}: not practised yet</source>
        <translation>{drill}: ยังไม่ได้ฝึก</translation>
    </message>
    <message>
        <source>{drill}: {right}% right lately, {seconds} s a question (target {target} s)</source>
        <translation>{drill}: ช่วงนี้ถูก {right}% ใช้ {seconds} วินาทีต่อข้อ (เป้าหมาย {target} วินาที)</translation>
    </message>
    <message>
        <source>accuracy, last 10 answers</source>
        <translation>ความแม่นยำ 10 คำตอบล่าสุด</translation>
    </message>
    <message>
        <source>median seconds, last 10 answers</source>
        <translation>มัธยฐานวินาที 10 คำตอบล่าสุด</translation>
    </message>
    <message>
        <source>No answers in this drill yet.</source>
        <translation>แบบฝึกนี้ยังไม่มีคำตอบ</translation>
    </message>
    <message>
        <source>target time at level {level}</source>
        <translation>เวลาเป้าหมายของระดับ {level}</translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation>ส่งออกเป็น CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ไฟล์ CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ส่งออก</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>เขียนไฟล์ไม่ได้: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) written to {path}.</source>
        <translation>
            <numerusform>เขียน %n คำตอบลงใน {path} แล้ว</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged answer(s) could not be read and (was|were) left out; the next start sets (it|them) aside and says so.</source>
        <translation>
            <numerusform>อ่านคำตอบที่เสียหาย %n คำตอบไม่ได้ จึงไม่ได้ใส่ไว้ เมื่อเปิดโปรแกรมครั้งถัดไป คำตอบเหล่านั้นจะถูกแยกไว้และจะแจ้งให้ทราบ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Close (Esc)</source>
        <translation>ปิด (Esc)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>เลือกทั้งหมด (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>เพิ่มขึ้นหนึ่งขั้น (&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>ลดลงหนึ่งขั้น (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>ค้นหาใน:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>โฟลเดอร์ระดับบน</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>มุมมองรายการ</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>มุมมองรายละเอียด</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ชื่อไฟล์ (&amp;N):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ชนิดไฟล์:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>เปิด (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>บันทึก (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>เลือก (&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>บันทึกเป็น</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>โฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>เปลี่ยนชื่อ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>ลบ (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>แสดงไฟล์ที่ซ่อนอยู่ (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>โฟลเดอร์ใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>ตำแหน่งล่าสุด</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>ไปยังโฟลเดอร์ระดับบน</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>เปลี่ยนเป็นมุมมองรายการ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>เปลี่ยนเป็นมุมมองรายละเอียด</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>แถบด้านข้าง</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>รายการตำแหน่งและบุ๊กมาร์ก</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>โฟลเดอร์:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>โฟลเดอร์</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>ค้นหาโฟลเดอร์</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>โฟลเดอร์ไฟล์</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>โฟลเดอร์</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>ไม่ทราบ</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>คอมพิวเตอร์ของฉัน</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 มีอยู่แล้ว
ต้องการแทนที่ไหม?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>แน่ใจไหมว่าต้องการลบ &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ลบโฟลเดอร์ไม่ได้</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ไดรฟ์</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>ขนาด</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ชนิด</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>วันที่แก้ไข</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>คอมพิวเตอร์ของฉัน</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 ไบต์</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>เลิกทำ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ตัด (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>คัดลอก (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>วาง (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>บันทึก</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>บันทึกทั้งหมด</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ใช่ (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>ใช่ทั้งหมด (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ไม่ (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>ไม่ทั้งหมด (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>ล้มเลิก</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>ลองใหม่</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>ละเว้น</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ละทิ้ง</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>วิธีใช้</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>นำไปใช้</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>ตั้งค่าใหม่</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>คืนค่าเริ่มต้น</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>เลิกทำ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ตัด (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>คัดลอก (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>คัดลอกตำแหน่งลิงก์ (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>วาง (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>royal flush</source>
        <translation>รอยัลฟลัช</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>สเตรทฟลัช</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>โฟร์การ์ด</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>ฟูลเฮาส์</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>ฟลัช</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>สเตรท</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>ตอง</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>สองคู่</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>หนึ่งคู่</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>ไพ่สูง</translation>
    </message>
    <message>
        <source>pair of twos</source>
        <translation>คู่ 2</translation>
    </message>
    <message>
        <source>pair of threes</source>
        <translation>คู่ 3</translation>
    </message>
    <message>
        <source>pair of fours</source>
        <translation>คู่ 4</translation>
    </message>
    <message>
        <source>pair of fives</source>
        <translation>คู่ 5</translation>
    </message>
    <message>
        <source>pair of sixes</source>
        <translation>คู่ 6</translation>
    </message>
    <message>
        <source>pair of sevens</source>
        <translation>คู่ 7</translation>
    </message>
    <message>
        <source>pair of eights</source>
        <translation>คู่ 8</translation>
    </message>
    <message>
        <source>pair of nines</source>
        <translation>คู่ 9</translation>
    </message>
    <message>
        <source>pair of tens</source>
        <translation>คู่ 10</translation>
    </message>
    <message>
        <source>pair of jacks</source>
        <translation>คู่แจ็ค</translation>
    </message>
    <message>
        <source>pair of queens</source>
        <translation>คู่ควีน</translation>
    </message>
    <message>
        <source>pair of kings</source>
        <translation>คู่คิง</translation>
    </message>
    <message>
        <source>pair of aces</source>
        <translation>คู่เอซ</translation>
    </message>
    <message>
        <source>two</source>
        <translation>สอง</translation>
    </message>
    <message>
        <source>three</source>
        <translation>สาม</translation>
    </message>
    <message>
        <source>four</source>
        <translation>สี่</translation>
    </message>
    <message>
        <source>five</source>
        <translation>ห้า</translation>
    </message>
    <message>
        <source>six</source>
        <translation>หก</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>เจ็ด</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>แปด</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>เก้า</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>สิบ</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>แจ็ค</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ควีน</translation>
    </message>
    <message>
        <source>king</source>
        <translation>คิง</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>เอซ</translation>
    </message>
    <message>
        <source>{first}-{second}-{third}-{fourth}-{fifth}</source>
        <translation>{first}-{second}-{third}-{fourth}-{fifth}</translation>
    </message>
    <message>
        <source>the player folded</source>
        <translation>ผู้เล่นพับ</translation>
    </message>
    <message>
        <source>the dealer does not qualify</source>
        <translation>ดีลเลอร์ไม่ผ่านเกณฑ์</translation>
    </message>
    <message>
        <source>the player wins</source>
        <translation>ผู้เล่นชนะ</translation>
    </message>
    <message>
        <source>Ante pay table</source>
        <translation>ตารางอัตราจ่ายแอนติ</translation>
    </message>
    <message>
        <source>AA Bonus pay table</source>
        <translation>ตารางอัตราจ่าย AA Bonus</translation>
    </message>
    <message>
        <source>Bonus pay table</source>
        <translation>ตารางอัตราจ่ายโบนัส</translation>
    </message>
    <message>
        <source>AA Bonus on a fold</source>
        <translation>AA Bonus เมื่อผู้เล่นพับ</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>ยังสรุปการจ่าย</translation>
    </message>
    <message>
        <source>forfeited</source>
        <translation>ถูกริบ</translation>
    </message>
    <message>
        <source>Ante pays on</source>
        <translation>แอนติจ่ายเมื่อได้</translation>
    </message>
    <message>
        <source>a straight or better</source>
        <translation>สเตรทขึ้นไป</translation>
    </message>
    <message>
        <source>a flush or better</source>
        <translation>ฟลัชขึ้นไป</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>เมื่อเสมอ</translation>
    </message>
    <message>
        <source>all bets are returned</source>
        <translation>คืนเดิมพันทั้งหมด</translation>
    </message>
    <message>
        <source>push</source>
        <translation>คืนเดิมพัน</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>ดีลเลอร์ชนะ</translation>
    </message>
    <message>
        <source>the dealer wins</source>
        <translation>ดีลเลอร์ชนะ</translation>
    </message>
    <message>
        <source>Total: {total}</source>
        <translation>รวม: {total}</translation>
    </message>
    <message>
        <source>Every seat antes {ante}</source>
        <translation>ทุกที่นั่งวางแอนติ {ante}</translation>
    </message>
    <message>
        <source>Seat {seat} has only {amount} for the ante and is all-in</source>
        <translation>ที่นั่ง {seat} มีแค่ {amount} สำหรับแอนติ จึงออลอิน</translation>
    </message>
    <message>
        <source>Heads-up: the button posts the small blind, acts first before the flop and last on every later street</source>
        <translation>เฮดส์อัพ: ปุ่มดีลเลอร์วางสมอลบลายด์ เล่นก่อนในรอบก่อนฟล็อป และเล่นหลังสุดในทุกรอบถัดไป</translation>
    </message>
    <message>
        <source>Seat {seat} posts the small blind, {amount}</source>
        <translation>ที่นั่ง {seat} วางสมอลบลายด์ {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the big blind, {amount}</source>
        <translation>ที่นั่ง {seat} วางบิ๊กบลายด์ {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the small blind</source>
        <translation>ที่นั่ง {seat} ออลอิน {amount} น้อยกว่าสมอลบลายด์</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the others still call the full {big_blind} and the minimum raise is to {min_to}</source>
        <translation>ที่นั่ง {seat} ออลอิน {amount} น้อยกว่าบิ๊กบลายด์: ผู้เล่นอื่นยังต้องคอลเต็ม {big_blind} และเรสขั้นต่ำต้องถึง {min_to}</translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the only player who can still bet just has to match {amount}</source>
        <translation>ที่นั่ง {seat} ออลอิน {amount} น้อยกว่าบิ๊กบลายด์: ผู้เล่นคนเดียวที่ยังเดิมพันได้ต้องคอลเพียง {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in to {to}, less than a full raise to {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>ที่นั่ง {seat} ออลอินเป็น {to} น้อยกว่าเรสเต็มที่ต้องถึง {min_to}: การเดิมพันไม่เปิดใหม่ ที่นั่งที่เล่นไปแล้วเรสเพิ่มไม่ได้</translation>
    </message>
    <message>
        <source>Seat {seat} bets {to} all-in, less than the minimum bet of {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation>ที่นั่ง {seat} เดิมพันออลอิน {to} น้อยกว่าเดิมพันขั้นต่ำ {min_to}: การเดิมพันไม่เปิดใหม่ ที่นั่งที่เล่นไปแล้วเรสเพิ่มไม่ได้</translation>
    </message>
    <message>
        <source>The short all-ins since seat {seat} acted add up to a full raise: seat {seat} may raise again</source>
        <translation>ออลอินที่ไม่ถึงเรสเต็มหลายครั้งหลังจากที่นั่ง {seat} เล่น รวมกันได้เท่าเรสเต็ม: ที่นั่ง {seat} เรสได้อีกครั้ง</translation>
    </message>
    <message>
        <source>Seat {seat} folds although it could check: the fold is legal and binding</source>
        <translation>ที่นั่ง {seat} พับทั้งที่เช็คได้: การพับนี้ถูกกติกาและมีผลทันที</translation>
    </message>
    <message>
        <source>Uncalled {amount} returned to seat {seat}</source>
        <translation>คืน {amount} ที่ไม่มีใครคอลให้ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>Every remaining player is all-in: the rest of the board is dealt with no more betting</source>
        <translation>ผู้เล่นที่เหลือออลอินทั้งหมด: แจกไพ่บอร์ดที่เหลือโดยไม่มีการเดิมพันอีก</translation>
    </message>
    <message>
        <source>All remaining players but one are all-in: the rest of the board is dealt with no more betting</source>
        <translation>ผู้เล่นที่เหลือออลอินหมดยกเว้นหนึ่งคน: แจกไพ่บอร์ดที่เหลือโดยไม่มีการเดิมพันอีก</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seat {last}</source>
        <translation>{pot}: {amount}, ที่นั่ง {last}</translation>
    </message>
    <message>
        <source>{pot}: {amount}, seats {seats} and {last}</source>
        <translation>{pot}: {amount}, ที่นั่ง {seats} และ {last}</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: {hand}</source>
        <translation>ที่นั่ง {seat} เปิด {cards}: {hand}</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat} ({hand})</source>
        <translation>{pot}: {amount} ให้ที่นั่ง {seat} ({hand})</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, every other player folded</source>
        <translation>{pot}: {amount} ให้ที่นั่ง {seat} ผู้เล่นอื่นพับหมด</translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, the only player in it</source>
        <translation>{pot}: {amount} ให้ที่นั่ง {seat} ผู้เล่นคนเดียวในพอตนี้</translation>
    </message>
    <message>
        <source>{pot}: {amount} split by seats {seats} and {last} ({hand}), {share} each</source>
        <translation>{pot}: {amount} แบ่งให้ที่นั่ง {seats} และ {last} ({hand}) คนละ {share}</translation>
    </message>
    <message>
        <source>{pot}: the odd chip goes to seat {last}, the first winner left of the button</source>
        <translation>{pot}: ชิปเศษให้ที่นั่ง {last} ผู้ชนะคนแรกทางซ้ายของปุ่มดีลเลอร์</translation>
    </message>
    <message numerus="yes">
        <source>{pot}: %n odd chip(s), one each to seats {seats} and {last}, clockwise from the button</source>
        <translation>
            <numerusform>{pot}: ชิปเศษ %n ตัว ให้ที่นั่ง {seats} และ {last} คนละตัว เวียนตามเข็มนาฬิกาจากปุ่มดีลเลอร์</numerusform>
        </translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>พอตหลัก</translation>
    </message>
    <message>
        <source>Side pot</source>
        <translation>ไซด์พอต</translation>
    </message>
    <message>
        <source>Side pot 1</source>
        <translation>ไซด์พอต 1</translation>
    </message>
    <message>
        <source>Side pot 2</source>
        <translation>ไซด์พอต 2</translation>
    </message>
    <message>
        <source>Side pot 3</source>
        <translation>ไซด์พอต 3</translation>
    </message>
    <message>
        <source>Side pot 4</source>
        <translation>ไซด์พอต 4</translation>
    </message>
    <message>
        <source>Side pot 5</source>
        <translation>ไซด์พอต 5</translation>
    </message>
    <message>
        <source>Side pot 6</source>
        <translation>ไซด์พอต 6</translation>
    </message>
    <message>
        <source>Side pot 7</source>
        <translation>ไซด์พอต 7</translation>
    </message>
    <message>
        <source>Side pot 8</source>
        <translation>ไซด์พอต 8</translation>
    </message>
    <message>
        <source>straight or lower</source>
        <translation>สเตรทหรือต่ำกว่า</translation>
    </message>
    <message>
        <source>A-A against the dealer&apos;s A-A</source>
        <translation>A-A เมื่อดีลเลอร์มี A-A</translation>
    </message>
    <message>
        <source>A-A</source>
        <translation>A-A</translation>
    </message>
    <message>
        <source>A-K suited</source>
        <translation>A-K ดอกเดียวกัน</translation>
    </message>
    <message>
        <source>A-Q or A-J suited</source>
        <translation>A-Q หรือ A-J ดอกเดียวกัน</translation>
    </message>
    <message>
        <source>A-K offsuit</source>
        <translation>A-K ต่างดอก</translation>
    </message>
    <message>
        <source>K-K, Q-Q or J-J</source>
        <translation>K-K, Q-Q หรือ J-J</translation>
    </message>
    <message>
        <source>A-Q or A-J offsuit</source>
        <translation>A-Q หรือ A-J ต่างดอก</translation>
    </message>
    <message>
        <source>2-2 to T-T</source>
        <translation>2-2 ถึง T-T</translation>
    </message>
    <message>
        <source>Variant: {lines}</source>
        <translation>รูปแบบ: {lines}</translation>
    </message>
    <message>
        <source>{line} {n} to 1</source>
        <translation>{line} {n} ต่อ 1</translation>
    </message>
    <message>
        <source>{line} {n}</source>
        <translation>{line} {n}</translation>
    </message>
    <message>
        <source>&quot;25 for a flush and above&quot;</source>
        <translation>&quot;25 สำหรับฟลัชขึ้นไป&quot;</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>ค่าเริ่มต้น</translation>
    </message>
    <message>
        <source>Ante {stake} pays {mult} to 1 on the player&apos;s {hand}: {net}</source>
        <translation>แอนติ {stake} จ่าย {mult} ต่อ 1 ตามมือผู้เล่น ({hand}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: both best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>แอนติ {stake} คืนเดิมพัน: ไพ่ห้าใบที่ดีที่สุดของทั้งสองฝ่ายมีแต้มเท่ากัน ({hand}, {ranks})</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded.</source>
        <translation>แอนติ {stake} แพ้: ผู้เล่นพับ</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand} (the {dealer_rank} beats the {rank}).</source>
        <translation>แอนติ {stake} แพ้: มือดีลเลอร์ ({dealer_hand}) ชนะมือผู้เล่น ({hand}) เพราะไพ่{dealer_rank}ชนะไพ่{rank}</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>แอนติ {stake} แพ้: มือดีลเลอร์ ({dealer_hand}) ชนะมือผู้เล่น ({hand})</translation>
    </message>
    <message>
        <source>Call {stake} pushes: the dealer does not qualify.</source>
        <translation>คอล {stake} คืนเดิมพัน: ดีลเลอร์ไม่ผ่านเกณฑ์</translation>
    </message>
    <message>
        <source>Call {stake} pays 1 to 1: {net}</source>
        <translation>คอล {stake} จ่าย 1 ต่อ 1: {net}</translation>
    </message>
    <message>
        <source>Call {stake} pushes on the tie.</source>
        <translation>คอล {stake} คืนเดิมพันเพราะเสมอ</translation>
    </message>
    <message>
        <source>Call {stake} loses.</source>
        <translation>คอล {stake} แพ้</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: this house forfeits the bonus when the player folds.</source>
        <translation>AA Bonus {stake} แพ้: คาสิโนนี้ริบโบนัสเมื่อผู้เล่นพับ</translation>
    </message>
    <message>
        <source>AA Bonus {stake} loses: {hand} with the flop is below a pair of aces.</source>
        <translation>AA Bonus {stake} แพ้: มือหลังฟล็อป ({hand}) ต่ำกว่าคู่เอซ</translation>
    </message>
    <message>
        <source>AA Bonus {stake} pays {mult} to 1 for {line} with the flop: {net}</source>
        <translation>AA Bonus {stake} จ่าย {mult} ต่อ 1 สำหรับมือหลังฟล็อป ({line}): {net}</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, qualifies (a pair of fours or better is needed).</source>
        <translation>ดีลเลอร์มี {dealer_hand} จึงผ่านเกณฑ์ (ต้องมีคู่ 4 ขึ้นไป)</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand, {dealer_hand}, does not qualify: it is below a pair of fours.</source>
        <translation>ดีลเลอร์มี {dealer_hand} ซึ่งต่ำกว่าคู่ 4 จึงไม่ผ่านเกณฑ์</translation>
    </message>
    <message>
        <source>Bonus {stake} loses: the starting cards are not a pair, A-K, A-Q or A-J.</source>
        <translation>โบนัส {stake} แพ้: ไพ่สองใบแรกไม่ใช่ไพ่คู่ และไม่ใช่ A-K, A-Q หรือ A-J</translation>
    </message>
    <message>
        <source>Bonus {stake} pays {mult} to 1 for {line}: {net}</source>
        <translation>โบนัส {stake} จ่าย {mult} ต่อ 1 สำหรับไพ่สองใบแรก ({line}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} loses: the player folded before the flop.</source>
        <translation>แอนติ {stake} แพ้: ผู้เล่นพับก่อนฟล็อป</translation>
    </message>
    <message>
        <source>Ante {stake} pays 1 to 1 on the player&apos;s {hand}: {net}</source>
        <translation>แอนติ {stake} จ่าย 1 ต่อ 1 ตามมือผู้เล่น ({hand}): {net}</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below the flush this table needs.</source>
        <translation>แอนติ {stake} คืนเดิมพัน: ผู้เล่นชนะด้วย {hand} แต่ต่ำกว่าฟลัชที่โต๊ะนี้กำหนด</translation>
    </message>
    <message>
        <source>Ante {stake} pushes: the player wins with {hand}, below a straight.</source>
        <translation>แอนติ {stake} คืนเดิมพัน: ผู้เล่นชนะด้วย {hand} แต่ต่ำกว่าสเตรท</translation>
    </message>
    <message>
        <source>Ante {stake} pushes on the tie.</source>
        <translation>แอนติ {stake} คืนเดิมพันเพราะเสมอ</translation>
    </message>
    <message>
        <source>Ante {stake} loses.</source>
        <translation>แอนติ {stake} แพ้</translation>
    </message>
    <message>
        <source>Play bet {stake} pays 1 to 1: {net}</source>
        <translation>เดิมพันเล่น {stake} จ่าย 1 ต่อ 1: {net}</translation>
    </message>
    <message>
        <source>Play bet {stake} pushes on the tie.</source>
        <translation>เดิมพันเล่น {stake} คืนเดิมพันเพราะเสมอ</translation>
    </message>
    <message>
        <source>Play bet {stake} loses.</source>
        <translation>เดิมพันเล่น {stake} แพ้</translation>
    </message>
    <message>
        <source>Flop bet {stake} pays 1 to 1: {net}</source>
        <translation>เดิมพันฟล็อป {stake} จ่าย 1 ต่อ 1: {net}</translation>
    </message>
    <message>
        <source>Flop bet {stake} pushes on the tie.</source>
        <translation>เดิมพันฟล็อป {stake} คืนเดิมพันเพราะเสมอ</translation>
    </message>
    <message>
        <source>Flop bet {stake} loses.</source>
        <translation>เดิมพันฟล็อป {stake} แพ้</translation>
    </message>
    <message>
        <source>Turn bet {stake} pays 1 to 1: {net}</source>
        <translation>เดิมพันเทิร์น {stake} จ่าย 1 ต่อ 1: {net}</translation>
    </message>
    <message>
        <source>Turn bet {stake} pushes on the tie.</source>
        <translation>เดิมพันเทิร์น {stake} คืนเดิมพันเพราะเสมอ</translation>
    </message>
    <message>
        <source>Turn bet {stake} loses.</source>
        <translation>เดิมพันเทิร์น {stake} แพ้</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); this table pushes ties.</source>
        <translation>เสมอ: ไพ่ห้าใบที่ดีที่สุดของผู้เล่นและดีลเลอร์มีแต้มเท่ากัน ({hand}, {ranks}) โต๊ะนี้เสมอคืนเดิมพัน</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}); at this table the dealer wins ties.</source>
        <translation>เสมอ: ไพ่ห้าใบที่ดีที่สุดของผู้เล่นและดีลเลอร์มีแต้มเท่ากัน ({hand}, {ranks}) โต๊ะนี้ถ้าเสมอดีลเลอร์ชนะ</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}.</source>
        <translation>มือผู้เล่น ({hand}) ชนะมือดีลเลอร์ ({dealer_hand})</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}.</source>
        <translation>มือดีลเลอร์ ({dealer_hand}) ชนะมือผู้เล่น ({hand})</translation>
    </message>
    <message>
        <source>The player&apos;s {hand} beats the dealer&apos;s {dealer_hand}: {ranks} against {dealer_ranks}, the {rank} beats the {dealer_rank}.</source>
        <translation>มือผู้เล่น ({hand}) ชนะมือดีลเลอร์ ({dealer_hand}): {ranks} เทียบกับ {dealer_ranks} ไพ่{rank}ชนะไพ่{dealer_rank}</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer_hand} beats the player&apos;s {hand}: {dealer_ranks} against {ranks}, the {dealer_rank} beats the {rank}.</source>
        <translation>มือดีลเลอร์ ({dealer_hand}) ชนะมือผู้เล่น ({hand}): {dealer_ranks} เทียบกับ {ranks} ไพ่{dealer_rank}ชนะไพ่{rank}</translation>
    </message>
    <message>
        <source>Tie: the player&apos;s and the dealer&apos;s best five cards are equal in rank ({hand}, {ranks}).</source>
        <translation>เสมอ: ไพ่ห้าใบที่ดีที่สุดของผู้เล่นและดีลเลอร์มีแต้มเท่ากัน ({hand}, {ranks})</translation>
    </message>
</context>
<context>
    <name>RulesPages</name>
    <message>
        <source>{n} to 1</source>
        <translation>{n} ต่อ 1</translation>
    </message>
    <message>
        <source>Start the self-test</source>
        <translation>เริ่มทดสอบตัวเอง</translation>
    </message>
    <message>
        <source>Practise this game in the trainer</source>
        <translation>ฝึกเกมนี้ในโปรแกรมฝึก</translation>
    </message>
    <message>
        <source>A seat folds only when none of these holds.</source>
        <translation>ที่นั่งจะพับเฉพาะเมื่อไม่มีข้อใดเป็นจริงเลย</translation>
    </message>
    <message>
        <source>Target time at levels 1, 2 and 3: {seconds} s</source>
        <translation>เวลาเป้าหมายระดับ 1, 2 และ 3: {seconds} วินาที</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ดีลเลอร์</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>บอร์ด</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>ที่นั่ง {n}</translation>
    </message>
    <message>
        <source>Open this hand on the table</source>
        <translation>เปิดตานี้บนโต๊ะ</translation>
    </message>
    <message>
        <source>{value} (active)</source>
        <translation>{value} (ใช้อยู่)</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>อัตราจ่าย</translation>
    </message>
    <message>
        <source>Bet {stake}</source>
        <translation>เดิมพัน {stake}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>ประเภทมือ</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>ตัวอย่าง</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>*This page is not written in this language yet: here it is in English.*</source>
        <translation>*หน้านี้ยังไม่ได้เขียนเป็นภาษานี้ จึงแสดงเป็นภาษาอังกฤษ*</translation>
    </message>
    <message>
        <source>This page cannot be shown: {reason}</source>
        <translation>แสดงหน้านี้ไม่ได้: {reason}</translation>
    </message>
    <message>
        <source>Not on this page</source>
        <translation>ไม่พบในหน้านี้</translation>
    </message>
    <message>
        <source>Print the page to PDF</source>
        <translation>พิมพ์หน้านี้เป็น PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>ไฟล์ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}.</source>
        <translation>เขียนไฟล์ PDF ไปที่ {path} ไม่ได้</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>บันทึกแล้ว: {name}</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>ทดสอบตัวเอง</translation>
    </message>
    <message>
        <source>Self-test: question {n}</source>
        <translation>ทดสอบตัวเอง: คำถามที่ {n}</translation>
    </message>
    <message>
        <source>✔ Right: {amount}</source>
        <translation>✔ ถูกต้อง: {amount}</translation>
    </message>
    <message>
        <source>✘ Not right: the answer is {amount}</source>
        <translation>✘ ไม่ถูกต้อง: คำตอบคือ {amount}</translation>
    </message>
    <message>
        <source>Right so far: {right} of {answered}</source>
        <translation>ตอบถูกแล้ว {right} จาก {answered} ข้อ</translation>
    </message>
    <message>
        <source>Find on this page</source>
        <translation>ค้นหาในหน้านี้</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>ก่อนหน้า</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>ถัดไป</translation>
    </message>
    <message>
        <source>Print to PDF...</source>
        <translation>พิมพ์เป็น PDF...</translation>
    </message>
    <message>
        <source>The amount, in chips</source>
        <translation>จำนวนเป็นชิป</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>ตรวจคำตอบ</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>คำถามถัดไป</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Ana</source>
        <translation>สมชาย</translation>
    </message>
    <message>
        <source>Bohdan</source>
        <translation>มาลี</translation>
    </message>
    <message>
        <source>Chai</source>
        <translation>วิชัย</translation>
    </message>
    <message>
        <source>Dana</source>
        <translation>สุดา</translation>
    </message>
    <message>
        <source>Erik</source>
        <translation>อนันต์</translation>
    </message>
    <message>
        <source>Farah</source>
        <translation>พิมพ์</translation>
    </message>
    <message>
        <source>Gio</source>
        <translation>ธนา</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>กานดา</translation>
    </message>
    <message>
        <source>Iris</source>
        <translation>ปรีชา</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>The dealer qualifies and loses.</source>
        <translation>ดีลเลอร์ผ่านเกณฑ์และแพ้</translation>
    </message>
    <message>
        <source>The dealer does not qualify.</source>
        <translation>ดีลเลอร์ไม่ผ่านเกณฑ์</translation>
    </message>
    <message>
        <source>The dealer qualifies; the two hands tie.</source>
        <translation>ดีลเลอร์ผ่านเกณฑ์ และทั้งสองมือเสมอกัน</translation>
    </message>
    <message>
        <source>The dealer qualifies and wins.</source>
        <translation>ดีลเลอร์ผ่านเกณฑ์และชนะ</translation>
    </message>
    <message>
        <source>The player&apos;s hand wins.</source>
        <translation>มือผู้เล่นชนะ</translation>
    </message>
    <message>
        <source>The two hands tie.</source>
        <translation>ทั้งสองมือเสมอกัน</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand wins.</source>
        <translation>มือดีลเลอร์ชนะ</translation>
    </message>
    <message>
        <source>Pay tables: ante {ante}, AA Bonus {bonus}.</source>
        <translation>ตารางอัตราจ่าย: แอนติ {ante}, AA Bonus {bonus}</translation>
    </message>
    <message>
        <source>Ante {ante}; the player folds after the flop.</source>
        <translation>แอนติ {ante} ผู้เล่นพับหลังฟล็อป</translation>
    </message>
    <message>
        <source>Ante {ante}, call {call}.</source>
        <translation>แอนติ {ante}, คอล {call}</translation>
    </message>
    <message>
        <source>This house settles the AA Bonus of a player who folds, as if the player had called.</source>
        <translation>คาสิโนนี้สรุปการจ่าย AA Bonus ของผู้เล่นที่พับ เหมือนกับว่าผู้เล่นคอล</translation>
    </message>
    <message>
        <source>This house takes the AA Bonus of a player who folds, with the ante.</source>
        <translation>คาสิโนนี้ริบ AA Bonus ของผู้เล่นที่พับไปพร้อมกับแอนติ</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a straight or better.</source>
        <translation>ที่คาสิโนนี้ แอนติจ่ายเมื่อผู้เล่นชนะด้วยสเตรทขึ้นไป</translation>
    </message>
    <message>
        <source>In this house the ante pays when the player wins with a flush or better.</source>
        <translation>ที่คาสิโนนี้ แอนติจ่ายเมื่อผู้เล่นชนะด้วยฟลัชขึ้นไป</translation>
    </message>
    <message>
        <source>On a tie every bet pushes.</source>
        <translation>เมื่อเสมอ คืนเดิมพันทั้งหมด</translation>
    </message>
    <message>
        <source>On a tie the dealer wins.</source>
        <translation>เมื่อเสมอ ดีลเลอร์ชนะ</translation>
    </message>
    <message>
        <source>Bonus pay table: {bonus}.</source>
        <translation>ตารางอัตราจ่ายเดิมพันโบนัส: {bonus}</translation>
    </message>
    <message>
        <source>You pay {paid} on the winning bets and collect {lost} from the losing ones: {total} for the player in all.</source>
        <translation>คุณจ่าย {paid} ให้เดิมพันที่ชนะ และเก็บ {lost} จากเดิมพันที่แพ้ ยอดสุทธิของผู้เล่นรวม {total}</translation>
    </message>
    <message>
        <source>Nothing is paid: you collect {lost} from the losing bets.</source>
        <translation>ไม่มีการจ่าย: คุณเก็บ {lost} จากเดิมพันที่แพ้</translation>
    </message>
    <message>
        <source>How much do you pay the player? Count the winnings only, not the stakes the player keeps; 0 if nothing is paid.</source>
        <translation>คุณต้องจ่ายให้ผู้เล่นเท่าไร? นับเฉพาะเงินที่ชนะ ไม่นับเงินเดิมพันที่ผู้เล่นได้คืน ใส่ 0 ถ้าไม่ต้องจ่าย</translation>
    </message>
    <message>
        <source>At the river, the player&apos;s hand: {player}; the dealer&apos;s hand: {dealer}.</source>
        <translation>ที่ริเวอร์ มือผู้เล่น: {player} มือดีลเลอร์: {dealer}</translation>
    </message>
    <message>
        <source>AA Bonus {bonus}. The player&apos;s two cards with the flop: {hand}.</source>
        <translation>AA Bonus {bonus} ไพ่สองใบของผู้เล่นรวมกับฟล็อป: {hand}</translation>
    </message>
    <message>
        <source>On the flop the player bets {amount}.</source>
        <translation>ที่ฟล็อป ผู้เล่นเดิมพัน {amount}</translation>
    </message>
    <message>
        <source>On the flop the player checks.</source>
        <translation>ที่ฟล็อป ผู้เล่นเช็ค</translation>
    </message>
    <message>
        <source>On the turn the player bets {amount}.</source>
        <translation>ที่เทิร์น ผู้เล่นเดิมพัน {amount}</translation>
    </message>
    <message>
        <source>On the turn the player checks.</source>
        <translation>ที่เทิร์น ผู้เล่นเช็ค</translation>
    </message>
    <message>
        <source>Ante {ante}, bonus bet {bonus}.</source>
        <translation>แอนติ {ante}, เดิมพันโบนัส {bonus}</translation>
    </message>
    <message>
        <source>Ante {ante}, no bonus bet.</source>
        <translation>แอนติ {ante}, ไม่มีเดิมพันโบนัส</translation>
    </message>
    <message>
        <source>The player&apos;s two cards: {cards}.</source>
        <translation>ไพ่สองใบของผู้เล่น: {cards}</translation>
    </message>
    <message>
        <source>The player folds before the flop.</source>
        <translation>ผู้เล่นพับก่อนฟล็อป</translation>
    </message>
    <message>
        <source>Before the flop the player plays for {amount}.</source>
        <translation>ก่อนฟล็อป ผู้เล่นเลือกเล่น วางเดิมพันเล่น {amount}</translation>
    </message>
    <message>
        <source>The dealer&apos;s two cards: {cards}.</source>
        <translation>ไพ่สองใบของดีลเลอร์: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} to act: how many chips must it add to call? (0 if it can check)</source>
        <translation>ถึงตาที่นั่ง {seat}: ต้องใส่ชิปเพิ่มเท่าไรจึงจะคอล? (ใส่ 0 ถ้าเช็คได้)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the smallest bet or raise it may make, as a raise-to amount? (0 if it may not raise)</source>
        <translation>ถึงตาที่นั่ง {seat}: เดิมพันหรือเรสขั้นต่ำที่ทำได้ต้องถึงยอดรวมเท่าไร? (ใส่ 0 ถ้าเรสไม่ได้)</translation>
    </message>
</context>
<context>
    <name>SettingsWindow</name>
    <message>
        <source>Settings</source>
        <translation>การตั้งค่า</translation>
    </message>
    <message>
        <source>General</source>
        <translation>ทั่วไป</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a hand</source>
        <translation>ตั้งค่าตาเล่น</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>ที่นั่ง</translation>
    </message>
    <message>
        <source>Table limits</source>
        <translation>วงเงินเดิมพันของโต๊ะ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ไม่จำกัด</translation>
    </message>
    <message>
        <source>Minimum ante</source>
        <translation>แอนติขั้นต่ำ</translation>
    </message>
    <message>
        <source>Maximum ante</source>
        <translation>แอนติขั้นสูง</translation>
    </message>
    <message>
        <source>Maximum {bet}</source>
        <translation>{bet} ขั้นสูง</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>เดิมพัน</translation>
    </message>
    <message>
        <source>Cards (empty places are dealt at random)</source>
        <translation>ไพ่ (ช่องว่างจะแจกแบบสุ่ม)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>สำรับ</translation>
    </message>
    <message>
        <source>Clear the place</source>
        <translation>ล้างช่อง</translation>
    </message>
    <message>
        <source>Clear all cards</source>
        <translation>ล้างไพ่ทั้งหมด</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>แอนติ</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>โบนัส</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ดีลเลอร์</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>บอร์ด</translation>
    </message>
    <message>
        <source>The minimum ante of {least} is above the maximum ante of {most}. Lower the minimum, or raise the maximum (or set it to none).</source>
        <translation>แอนติขั้นต่ำ ({least}) สูงกว่าแอนติขั้นสูง ({most}) ลดขั้นต่ำ หรือเพิ่มขั้นสูง (หรือตั้งเป็นไม่จำกัด)</translation>
    </message>
</context>
<context>
    <name>SpeedWords</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n วินาที</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n ข้อ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right answer(s), {wrong} wrong</source>
        <translation>
            <numerusform>ถูก %n ข้อ ผิด {wrong} ข้อ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seconds} s for %n question(s), {wrong} wrong</source>
        <translation>
            <numerusform>%n ข้อ ใช้เวลา {seconds} วินาที ผิด {wrong} ข้อ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>a pair the player&apos;s cards make, or two pair or better (a pair on the flop alone does not count)</source>
        <translation>คู่ที่ไพ่ของผู้เล่นทำได้ หรือสองคู่ขึ้นไป (คู่ที่อยู่บนฟล็อปอย่างเดียวไม่นับ)</translation>
    </message>
    <message>
        <source>four cards of one suit (a flush draw)</source>
        <translation>ไพ่ดอกเดียวกันสี่ใบ (ฟลัชดรอว์)</translation>
    </message>
    <message>
        <source>four cards of a straight, open-ended or inside (a straight draw)</source>
        <translation>ไพ่สี่ใบของสเตรท แบบเปิดสองด้านหรือแบบเจาะกลาง (สเตรทดรอว์)</translation>
    </message>
    <message>
        <source>an ace, a king, a queen or a jack among the player&apos;s two cards</source>
        <translation>เอซ คิง ควีน หรือแจ็กอยู่ในไพ่สองใบของผู้เล่น</translation>
    </message>
    <message>
        <source>both of the player&apos;s cards higher than every card of the flop (two overcards)</source>
        <translation>ไพ่ทั้งสองใบของผู้เล่นสูงกว่าไพ่ทุกใบบนฟล็อป (โอเวอร์การ์ดสองใบ)</translation>
    </message>
    <message>
        <source>Simulated over {hands} hands (seed {seed}, ante table {table}): the house keeps {edge}% of the ante (95% interval {edge_low}% to {edge_high}%) and the seats call {called}% of hands ({called_low}% to {called_high}%). Published for the best strategy, which weighs every card: {best_edge}% and {best_called}%.</source>
        <translation>จำลอง {hands} ตา (seed {seed}, ตารางแอนติ {table}): เจ้ามือได้ {edge}% ของแอนติ (ช่วง 95% คือ {edge_low}% ถึง {edge_high}%) และที่นั่งคอล {called}% ของตา ({called_low}% ถึง {called_high}%) ค่าที่เผยแพร่ของกลยุทธ์ที่ดีที่สุดซึ่งพิจารณาไพ่ทุกใบ: {best_edge}% และ {best_called}%</translation>
    </message>
    <message>
        <source>Source: our reading of the rules of thumb published at {first} (&quot;Casino Hold&apos;em Rules&quot;, Strategy: call with ace or king high, a flush or straight draw, two overcards and &quot;Queen Jack H...&quot;, where the page breaks off: read as a queen or a jack in hand, not only the two together) and {second} (fold only with no pair, no flush draw, no straight draw and poor high cards; its &quot;any draw with 8+ outs&quot; read to take in an inside straight draw, 4 outs, too).</source>
        <translation>ที่มา: การตีความของเราต่อหลักง่าย ๆ ที่เผยแพร่ที่ {first} (&quot;Casino Hold&apos;em Rules&quot; หัวข้อ Strategy: คอลเมื่อมีเอซหรือคิง ฟลัชดรอว์หรือสเตรทดรอว์ โอเวอร์การ์ดสองใบ และ &quot;Queen Jack H...&quot; ซึ่งหน้าเว็บขาดตรงนั้น: เราตีความว่าควีนหรือแจ็กในมือ ไม่ใช่ต้องมีทั้งสองใบ) และที่ {second} (พับเฉพาะเมื่อไม่มีคู่ ไม่มีฟลัชดรอว์ ไม่มีสเตรทดรอว์ และไพ่สูงอ่อน; ข้อความ &quot;any draw with 8+ outs&quot; ของที่นั่นเราตีความให้รวมสเตรทดรอว์แบบเจาะกลาง 4 เอาต์ด้วย)</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Seat {seat}: the ante of {amount} is below the table&apos;s minimum ante of {limit}.</source>
        <translation>ที่นั่ง {seat}: แอนติ {amount} ต่ำกว่าแอนติขั้นต่ำของโต๊ะ {limit}</translation>
    </message>
    <message>
        <source>Seat {seat}: the ante of {amount} is above the table&apos;s maximum ante of {limit}.</source>
        <translation>ที่นั่ง {seat}: แอนติ {amount} สูงกว่าแอนติขั้นสูงของโต๊ะ {limit}</translation>
    </message>
    <message>
        <source>Seat {seat}: the {bet} of {amount} is above the table&apos;s maximum {bet} of {limit}.</source>
        <translation>ที่นั่ง {seat}: {bet} {amount} สูงกว่า{bet}ขั้นสูงของโต๊ะ {limit}</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>อ่านไฟล์ไม่ได้: {reason}</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>ไม่ใช่ข้อความ UTF-8</translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation>โต๊ะแสดงตาเล่นนี้ไม่ได้: {reason}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Folded</source>
        <translation>พับ</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ที่นั่ง {seat}</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Seat {seat} decides: {choices}?</source>
        <translation>ที่นั่ง {seat} ตัดสินใจ: {choices}?</translation>
    </message>
    <message>
        <source>Bets are placed. Press Space to deal.</source>
        <translation>วางเดิมพันแล้ว กด Space เพื่อแจกไพ่</translation>
    </message>
    <message>
        <source>The dealer gives each player two cards and takes two face down.</source>
        <translation>ผู้เล่นแต่ละคนได้ไพ่สองใบ ดีลเลอร์รับไพ่คว่ำสองใบ</translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation>ฟล็อป: {cards}</translation>
    </message>
    <message>
        <source>Turn: {card}</source>
        <translation>เทิร์น: {card}</translation>
    </message>
    <message>
        <source>River: {card}</source>
        <translation>ริเวอร์: {card}</translation>
    </message>
    <message>
        <source>Seat {seat} folds and loses the ante.</source>
        <translation>ที่นั่ง {seat} พับและเสียแอนติ</translation>
    </message>
    <message>
        <source>Seat {seat} calls {amount}.</source>
        <translation>ที่นั่ง {seat} คอล {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} plays {amount}.</source>
        <translation>ที่นั่ง {seat} เลือกเล่น วางเดิมพันเล่น {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} bets {amount}.</source>
        <translation>ที่นั่ง {seat} เดิมพัน {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} checks.</source>
        <translation>ที่นั่ง {seat} เช็ค</translation>
    </message>
    <message>
        <source>The dealer shows {cards}. {note}</source>
        <translation>ดีลเลอร์เปิด {cards} {note}</translation>
    </message>
    <message>
        <source>The dealer shows {cards}: {hand}.</source>
        <translation>ดีลเลอร์เปิด {cards}: {hand}</translation>
    </message>
    <message>
        <source>seat {seat} {net}</source>
        <translation>ที่นั่ง {seat} {net}</translation>
    </message>
    <message>
        <source>Settlement: {results}</source>
        <translation>สรุปการจ่าย: {results}</translation>
    </message>
    <message>
        <source>{bet} still to settle</source>
        <translation>{bet} ยังรอการจ่าย</translation>
    </message>
    <message>
        <source>Net {net}</source>
        <translation>สุทธิ {net}</translation>
    </message>
    <message>
        <source>ante {least}-{most}</source>
        <translation>แอนติ {least}-{most}</translation>
    </message>
    <message>
        <source>ante from {least}</source>
        <translation>แอนติตั้งแต่ {least}</translation>
    </message>
    <message>
        <source>ante up to {most}</source>
        <translation>แอนติไม่เกิน {most}</translation>
    </message>
    <message>
        <source>{bet} up to {most}</source>
        <translation>{bet} ไม่เกิน {most}</translation>
    </message>
    <message>
        <source>Table limits: {limits}</source>
        <translation>วงเงินเดิมพันของโต๊ะ: {limits}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ดีลเลอร์</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>ดีลเลอร์: {hand}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ที่นั่ง {seat}</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>Paid on ante and call</source>
        <translation>จ่ายแอนติและคอล</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the call? (0 if nothing is paid)</source>
        <translation>ต้องจ่ายแอนติและคอลเท่าไร? (ใส่ 0 ถ้าไม่ต้องจ่าย)</translation>
    </message>
    <message>
        <source>AA Bonus payout</source>
        <translation>เงินจ่าย AA Bonus</translation>
    </message>
    <message>
        <source>What does the AA Bonus pay on the cards and the flop? (0 if it loses)</source>
        <translation>AA Bonus จ่ายเท่าไรจากไพ่ในมือและฟล็อป? (ใส่ 0 ถ้าแพ้)</translation>
    </message>
    <message>
        <source>Does the dealer qualify?</source>
        <translation>ดีลเลอร์ผ่านเกณฑ์ไหม?</translation>
    </message>
    <message>
        <source>Settle this player: each bet (+ paid, 0 push, - taken) and the net.</source>
        <translation>สรุปการจ่ายผู้เล่นคนนี้: ทุกเดิมพัน (+ จ่าย, 0 คืนเดิมพัน, - เก็บ) และยอดสุทธิ</translation>
    </message>
    <message>
        <source>Settle the table, folded players first, then from your right to your left (on the screen: left to right): the net for each seat.</source>
        <translation>สรุปการจ่ายทั้งโต๊ะ โดยเริ่มจากผู้เล่นที่พับ แล้วไล่จากขวามือไปซ้ายมือของคุณ (บนจอ: จากซ้ายไปขวา): ยอดสุทธิของแต่ละที่นั่ง</translation>
    </message>
    <message>
        <source>Bonus payout</source>
        <translation>เงินจ่ายโบนัส</translation>
    </message>
    <message>
        <source>What does the bonus bet pay on the starting cards? (0 if it loses)</source>
        <translation>เดิมพันโบนัสจ่ายเท่าไรจากไพ่สองใบแรก? (ใส่ 0 ถ้าแพ้)</translation>
    </message>
    <message>
        <source>The ante</source>
        <translation>แอนติ</translation>
    </message>
    <message>
        <source>The player played the hand out. What happens to the ante at this table?</source>
        <translation>ผู้เล่นเล่นจนจบตา แอนติที่โต๊ะนี้จะเป็นอย่างไร?</translation>
    </message>
    <message>
        <source>The player&apos;s hand</source>
        <translation>มือผู้เล่น</translation>
    </message>
    <message>
        <source>Best five cards: {cards} ({hand})</source>
        <translation>ไพ่ห้าใบที่ดีที่สุด: {cards} ({hand})</translation>
    </message>
    <message>
        <source>What is the player&apos;s best five-card hand?</source>
        <translation>มือห้าใบที่ดีที่สุดของผู้เล่นคืออะไร?</translation>
    </message>
    <message>
        <source>Which hand wins?</source>
        <translation>มือไหนชนะ?</translation>
    </message>
    <message>
        <source>Player: {cards} ({hand})</source>
        <translation>ผู้เล่น: {cards} ({hand})</translation>
    </message>
    <message>
        <source>Dealer: {cards} ({hand})</source>
        <translation>ดีลเลอร์: {cards} ({hand})</translation>
    </message>
    <message>
        <source>Which hand wins: the player&apos;s or the dealer&apos;s?</source>
        <translation>มือไหนชนะ: ผู้เล่นหรือดีลเลอร์?</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: ante and call</source>
        <translation>Casino Hold&apos;em: แอนติและคอล</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: AA Bonus</source>
        <translation>Casino Hold&apos;em: AA Bonus</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: does the dealer qualify?</source>
        <translation>Casino Hold&apos;em: ดีลเลอร์ผ่านเกณฑ์ไหม?</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle a player</source>
        <translation>Casino Hold&apos;em: สรุปการจ่ายผู้เล่นหนึ่งคน</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: settle the table</source>
        <translation>Casino Hold&apos;em: สรุปการจ่ายทั้งโต๊ะ</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: bonus bet</source>
        <translation>Hold&apos;em Bonus Poker: เดิมพันโบนัส</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: the ante</source>
        <translation>Hold&apos;em Bonus Poker: แอนติ</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: settle a player</source>
        <translation>Hold&apos;em Bonus Poker: สรุปการจ่ายผู้เล่นหนึ่งคน</translation>
    </message>
    <message>
        <source>Name the hand</source>
        <translation>บอกชื่อมือ</translation>
    </message>
    <message>
        <source>No-limit: to call and the smallest raise</source>
        <translation>ไม่จำกัดเดิมพัน: ยอดคอลและเรสขั้นต่ำ</translation>
    </message>
    <message>
        <source>No-limit: the main and side pots</source>
        <translation>ไม่จำกัดเดิมพัน: พอตหลักและไซด์พอต</translation>
    </message>
    <message>
        <source>No-limit: who wins each pot</source>
        <translation>ไม่จำกัดเดิมพัน: ใครชนะแต่ละพอต</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: word problems</source>
        <translation>Casino Hold&apos;em: โจทย์ปัญหา</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: word problems</source>
        <translation>Hold&apos;em Bonus Poker: โจทย์ปัญหา</translation>
    </message>
    <message>
        <source>Pay-table maths</source>
        <translation>คิดเลขตามตารางอัตราจ่าย</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em: spot the wrong payout</source>
        <translation>Casino Hold&apos;em: หาการจ่ายที่ผิด</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus: spot the wrong payout</source>
        <translation>Hold&apos;em Bonus Poker: หาการจ่ายที่ผิด</translation>
    </message>
    <message>
        <source>The dealer&apos;s calls</source>
        <translation>คำขานของดีลเลอร์</translation>
    </message>
    <message>
        <source>Colouring up and paying from a stack</source>
        <translation>แลกชิปขึ้นและจ่ายจากสแต็ค</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>ใช่</translation>
    </message>
    <message>
        <source>No</source>
        <translation>ไม่ใช่</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ดีลเลอร์</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>เสมอ</translation>
    </message>
    <message>
        <source>Pays 1 to 1</source>
        <translation>จ่าย 1 ต่อ 1</translation>
    </message>
    <message>
        <source>Pushes</source>
        <translation>คืนเดิมพัน</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>แพ้</translation>
    </message>
    <message>
        <source>Ante {stake}</source>
        <translation>แอนติ {stake}</translation>
    </message>
    <message>
        <source>Call {stake}</source>
        <translation>คอล {stake}</translation>
    </message>
    <message>
        <source>AA Bonus {stake}</source>
        <translation>AA Bonus {stake}</translation>
    </message>
    <message>
        <source>Bonus {stake}</source>
        <translation>โบนัส {stake}</translation>
    </message>
    <message>
        <source>Play {stake}</source>
        <translation>เดิมพันเล่น {stake}</translation>
    </message>
    <message>
        <source>Flop bet {stake}</source>
        <translation>เดิมพันฟล็อป {stake}</translation>
    </message>
    <message>
        <source>Turn bet {stake}</source>
        <translation>เดิมพันเทิร์น {stake}</translation>
    </message>
    <message>
        <source>Net for the player</source>
        <translation>ยอดสุทธิของผู้เล่น</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>dealer&apos;s pair of twos to fours</source>
        <translation>ดีลเลอร์มีคู่ 2 ถึงคู่ 4</translation>
    </message>
    <message>
        <source>dealer does not qualify</source>
        <translation>ดีลเลอร์ไม่ผ่านเกณฑ์</translation>
    </message>
    <message>
        <source>the board plays</source>
        <translation>เล่นบอร์ด</translation>
    </message>
    <message>
        <source>push</source>
        <translation>คืนเดิมพัน</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>เสมอ</translation>
    </message>
    <message>
        <source>player folds</source>
        <translation>ผู้เล่นพับ</translation>
    </message>
    <message>
        <source>bonus won on a fold</source>
        <translation>โบนัสชนะแม้ผู้เล่นพับ</translation>
    </message>
    <message>
        <source>player wins</source>
        <translation>ผู้เล่นชนะ</translation>
    </message>
    <message>
        <source>dealer wins</source>
        <translation>ดีลเลอร์ชนะ</translation>
    </message>
    <message>
        <source>bonus loses</source>
        <translation>โบนัสแพ้</translation>
    </message>
    <message>
        <source>ante pushes below a straight</source>
        <translation>แอนติคืนเดิมพันเมื่อต่ำกว่าสเตรท</translation>
    </message>
    <message>
        <source>ante pushes below a flush</source>
        <translation>แอนติคืนเดิมพันเมื่อต่ำกว่าฟลัช</translation>
    </message>
    <message>
        <source>a call that puts the player all-in</source>
        <translation>การคอลที่ทำให้ผู้เล่นออลอิน</translation>
    </message>
    <message>
        <source>no raise allowed</source>
        <translation>ห้ามเรส</translation>
    </message>
    <message>
        <source>a short all-in does not reopen the betting</source>
        <translation>ออลอินที่ไม่ถึงเรสเต็มไม่เปิดการเดิมพันใหม่</translation>
    </message>
    <message>
        <source>all-in for less than a full raise</source>
        <translation>ออลอินน้อยกว่าเรสเต็ม</translation>
    </message>
    <message>
        <source>folded players&apos; chips in the pots</source>
        <translation>ชิปของผู้เล่นที่พับแล้วในพอต</translation>
    </message>
    <message>
        <source>three pots or more</source>
        <translation>สามพอตขึ้นไป</translation>
    </message>
    <message>
        <source>the pot after a betting round</source>
        <translation>พอตหลังจบรอบเดิมพัน</translation>
    </message>
    <message>
        <source>side pots</source>
        <translation>ไซด์พอต</translation>
    </message>
    <message>
        <source>odd chips in a split pot</source>
        <translation>ชิปเศษในพอตที่แบ่งกัน</translation>
    </message>
    <message>
        <source>stakes that end in 5</source>
        <translation>ยอดเดิมพันที่ลงท้ายด้วย 5</translation>
    </message>
    <message>
        <source>multipliers of 20 and more</source>
        <translation>ตัวคูณตั้งแต่ 20 ขึ้นไป</translation>
    </message>
    <message>
        <source>colouring up</source>
        <translation>การแลกชิปขึ้น</translation>
    </message>
    <message>
        <source>paying from a given stack</source>
        <translation>การจ่ายจากสแต็คที่กำหนด</translation>
    </message>
    <message>
        <source>a stack short of larger chips</source>
        <translation>สแต็คที่มีชิปมูลค่าสูงไม่พอ</translation>
    </message>
    <message>
        <source>a layout paid right</source>
        <translation>โต๊ะที่จ่ายถูกทุกรายการ</translation>
    </message>
    <message>
        <source>a call paid when the dealer does not qualify</source>
        <translation>คอลที่จ่ายทั้งที่ดีลเลอร์ไม่ผ่านเกณฑ์</translation>
    </message>
    <message>
        <source>an ante paid even money</source>
        <translation>แอนติที่จ่ายเท่าเดิมพัน</translation>
    </message>
    <message>
        <source>a folded ante given back</source>
        <translation>แอนติที่คืนให้ผู้เล่นที่พับ</translation>
    </message>
    <message>
        <source>a push taken</source>
        <translation>เดิมพันที่ควรคืนแต่ถูกเก็บ</translation>
    </message>
    <message>
        <source>a payout from the wrong line</source>
        <translation>เงินจ่ายจากบรรทัดที่ผิด</translation>
    </message>
    <message>
        <source>an ante paid below the house&apos;s hand</source>
        <translation>แอนติที่จ่ายทั้งที่มือต่ำกว่าที่คาสิโนกำหนด</translation>
    </message>
    <message>
        <source>a bonus paid on a pair with the board</source>
        <translation>โบนัสที่จ่ายให้คู่ที่ใช้ไพ่บอร์ด</translation>
    </message>
    <message>
        <source>the call when the dealer&apos;s cards are turned up</source>
        <translation>คำขานเมื่อหงายไพ่ดีลเลอร์</translation>
    </message>
    <message>
        <source>the call when a player is settled</source>
        <translation>คำขานเมื่อสรุปการจ่ายผู้เล่น</translation>
    </message>
    <message>
        <source>the call for the bonus bet</source>
        <translation>คำขานของเดิมพันโบนัส</translation>
    </message>
    <message>
        <source>No raise: every other player is all-in, so seat {seat} can only call</source>
        <translation>เรสไม่ได้: ผู้เล่นอื่นออลอินหมดแล้ว ที่นั่ง {seat} จึงทำได้แค่คอล</translation>
    </message>
    <message>
        <source>No raise: a short all-in does not reopen the betting, and seat {seat} has already acted since the last full raise</source>
        <translation>เรสไม่ได้: ออลอินที่ไม่ถึงเรสเต็มไม่เปิดการเดิมพันใหม่ และที่นั่ง {seat} เล่นไปแล้วหลังเรสเต็มครั้งล่าสุด</translation>
    </message>
    <message>
        <source>No raise: seat {seat}&apos;s stack only covers the call</source>
        <translation>เรสไม่ได้: สแต็คของที่นั่ง {seat} พอแค่คอล</translation>
    </message>
    <message>
        <source>No raise: nobody else has chips beyond the call to answer it</source>
        <translation>เรสไม่ได้: ไม่มีผู้เล่นอื่นที่มีชิปเกินยอดคอลพอจะสู้เรสได้</translation>
    </message>
    <message>
        <source>The action moves clockwise from seat {last}, the last to act, passing seats that have folded or are all-in: seat {seat} is next</source>
        <translation>ตาเวียนตามเข็มนาฬิกาจากที่นั่ง {last} ซึ่งเล่นเป็นคนล่าสุด โดยข้ามที่นั่งที่พับหรือออลอินแล้ว: ถัดไปคือที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>Before the flop the first to act sits left of the big blind (seat {big}), passing seats that are all-in: seat {seat}</source>
        <translation>ก่อนฟล็อป คนแรกที่ได้เล่นคือที่นั่งทางซ้ายของบิ๊กบลายด์ (ที่นั่ง {big}) โดยข้ามที่นั่งที่ออลอินแล้ว: ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>After the flop the first to act is the first seat still in left of the button (seat {button}) with chips behind: seat {seat}</source>
        <translation>หลังฟล็อป คนแรกที่ได้เล่นคือที่นั่งแรกทางซ้ายของปุ่มดีลเลอร์ (ที่นั่ง {button}) ที่ยังไม่พับและยังมีชิปเหลือ: ที่นั่ง {seat}</translation>
    </message>
    <message>
        <source>Nobody has bet more than seat {seat} on this street: it can check, 0 to call</source>
        <translation>รอบนี้ไม่มีใครเดิมพันมากกว่าที่นั่ง {seat}: เช็คได้ ยอดคอลเป็น 0</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it and only {stack} behind: it calls all-in for {call}</source>
        <translation>ต้องคอลให้ถึง {to} ที่นั่ง {seat} มี {bet} วางอยู่ตรงหน้า และเหลือสแต็คเพียง {stack}: จึงคอลออลอิน {call}</translation>
    </message>
    <message>
        <source>The bet to match is {to}; seat {seat} has {bet} in front of it: {to} - {bet} = {call} to call</source>
        <translation>ต้องคอลให้ถึง {to} ที่นั่ง {seat} มี {bet} วางอยู่ตรงหน้า: ยอดคอล {to} - {bet} = {call}</translation>
    </message>
    <message>
        <source>A full raise would be to {full}, more than seat {seat} has: its only raise is all-in, to {to}</source>
        <translation>เรสเต็มต้องถึง {full} ซึ่งมากกว่าที่ที่นั่ง {seat} มี: เรสได้ทางเดียวคือออลอินเป็น {to}</translation>
    </message>
    <message>
        <source>Nobody has bet on this street: the smallest bet is the big blind, {to}</source>
        <translation>รอบนี้ยังไม่มีใครเดิมพัน: เดิมพันขั้นต่ำคือบิ๊กบลายด์ {to}</translation>
    </message>
    <message>
        <source>The last full raise on this street was {full} (at least the big blind): the smallest raise is to {to_match} + {full} = {to}</source>
        <translation>เรสเต็มครั้งล่าสุดในรอบนี้คือ {full} (อย่างน้อยเท่าบิ๊กบลายด์): เรสขั้นต่ำต้องถึง {to_match} + {full} = {to}</translation>
    </message>
    <message>
        <source>To call (0 to check)</source>
        <translation>ยอดคอล (ใส่ 0 ถ้าเช็ค)</translation>
    </message>
    <message>
        <source>Seat {seat} to act: the amount to call, and the smallest bet or raise?</source>
        <translation>ถึงตาที่นั่ง {seat}: ต้องคอลเท่าไร และเดิมพันหรือเรสขั้นต่ำเท่าไร?</translation>
    </message>
    <message>
        <source>Whose action</source>
        <translation>ถึงตาใคร</translation>
    </message>
    <message>
        <source>Whose action is it, what does that seat need to call, and what is its smallest bet or raise?</source>
        <translation>ถึงตาที่นั่งไหน ที่นั่งนั้นต้องคอลเท่าไร และเดิมพันหรือเรสขั้นต่ำเท่าไร?</translation>
    </message>
    <message>
        <source>Betting over: make the pots (chips, and the seats that can win each)</source>
        <translation>การเดิมพันจบแล้ว: แบ่งพอต (ชิป และที่นั่งที่มีสิทธิ์ชนะแต่ละพอต)</translation>
    </message>
    <message>
        <source>Chips in the pot</source>
        <translation>ชิปในพอต</translation>
    </message>
    <message>
        <source>The pot is every chip put in: {terms} = {amount}</source>
        <translation>พอตคือชิปทั้งหมดที่ลงมา: {terms} = {amount}</translation>
    </message>
    <message>
        <source>The betting round is over: how many chips are in the pot?</source>
        <translation>รอบเดิมพันจบแล้ว: ในพอตมีชิปเท่าไร?</translation>
    </message>
    <message numerus="yes">
        <source>%n odd chip(s), one each to seats {seats}: the first winners clockwise from the button (seat {button})</source>
        <translation>
            <numerusform>ชิปเศษ %n ตัว ให้ที่นั่ง {seats} คนละตัว: ผู้ชนะลำดับแรก ๆ ตามเข็มนาฬิกาจากปุ่มดีลเลอร์ (ที่นั่ง {button})</numerusform>
        </translation>
    </message>
    <message>
        <source>Showdown: who wins each pot, and what does each seat receive?</source>
        <translation>โชว์ดาวน์: ใครชนะแต่ละพอต และแต่ละที่นั่งได้เท่าไร?</translation>
    </message>
    <message>
        <source>{pot}: what each seat put in above {low} and up to {level}, {terms} = {amount}; seats {seats} can win it</source>
        <translation>{pot}: ส่วนที่แต่ละที่นั่งลงเกิน {low} จนถึง {level} คือ {terms} = {amount} ที่นั่ง {seats} มีสิทธิ์ชนะพอตนี้</translation>
    </message>
    <message>
        <source>Smallest bet or raise to (0 if none)</source>
        <translation>เดิมพันหรือเรสขั้นต่ำถึง (ใส่ 0 ถ้าไม่มี)</translation>
    </message>
    <message>
        <source>Chips in the pot by seat ({ins}); every all-in amount of a player still in cuts a pot, and a folded player&apos;s chips stay in the pots it reached</source>
        <translation>ชิปในพอตแยกตามที่นั่ง ({ins}) ยอดออลอินแต่ละยอดของผู้เล่นที่ยังไม่พับจะตัดแบ่งพอต ส่วนชิปของผู้เล่นที่พับแล้วยังคงอยู่ในพอตที่ชิปนั้นลงไปถึง</translation>
    </message>
    <message>
        <source>{pot}: chips</source>
        <translation>{pot}: ชิป</translation>
    </message>
    <message>
        <source>{pot}: seats</source>
        <translation>{pot}: ที่นั่ง</translation>
    </message>
    <message>
        <source>{pot}: who wins</source>
        <translation>{pot}: ใครชนะ</translation>
    </message>
    <message>
        <source>Seat {seat} receives</source>
        <translation>ที่นั่ง {seat} ได้รับ</translation>
    </message>
    <message>
        <source>Seat {seat}: {hand}, {cards}</source>
        <translation>ที่นั่ง {seat}: {hand}, {cards}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seat {seat} has the best hand of seats {seats}</source>
        <translation>{pot} {amount}: ที่นั่ง {seat} มีมือดีที่สุดในบรรดาที่นั่ง {seats}</translation>
    </message>
    <message>
        <source>{pot} {amount}: seats {winners} tie and split it, {share} each</source>
        <translation>{pot} {amount}: ที่นั่ง {winners} เสมอกันและแบ่งพอต ได้คนละ {share}</translation>
    </message>
    <message>
        <source>The odd chip goes to seat {seat}, the first winner clockwise from the button (seat {button})</source>
        <translation>ชิปเศษให้ที่นั่ง {seat} ผู้ชนะคนแรกตามเข็มนาฬิกาจากปุ่มดีลเลอร์ (ที่นั่ง {button})</translation>
    </message>
    <message>
        <source>The dealer&apos;s call</source>
        <translation>คำขานของดีลเลอร์</translation>
    </message>
    <message>
        <source>The call: {call}</source>
        <translation>คำขาน: {call}</translation>
    </message>
    <message>
        <source>the call pushes when the dealer does not qualify</source>
        <translation>เมื่อดีลเลอร์ไม่ผ่านเกณฑ์ คอลคืนเดิมพัน</translation>
    </message>
    <message>
        <source>the ante is paid by the pay table, not even money</source>
        <translation>แอนติจ่ายตามตารางอัตราจ่าย ไม่ใช่จ่ายเท่าเดิมพัน</translation>
    </message>
    <message>
        <source>a player who folds loses the ante</source>
        <translation>เมื่อผู้เล่นพับ แอนติแพ้</translation>
    </message>
    <message>
        <source>a push is neither paid nor taken</source>
        <translation>คืนเดิมพันหมายถึงไม่จ่ายและไม่เก็บ</translation>
    </message>
    <message>
        <source>paid from the wrong line of the pay table</source>
        <translation>จ่ายผิดบรรทัดในตารางอัตราจ่าย</translation>
    </message>
    <message>
        <source>the ante pushes on a win below this house&apos;s hand</source>
        <translation>เมื่อผู้เล่นชนะด้วยมือที่ต่ำกว่าที่คาสิโนนี้กำหนด แอนติคืนเดิมพัน</translation>
    </message>
    <message>
        <source>the bonus pays on the two starting cards only, not on a pair made with the board</source>
        <translation>โบนัสจ่ายตามไพ่สองใบแรกเท่านั้น ไม่จ่ายให้คู่ที่เกิดจากไพ่บอร์ด</translation>
    </message>
    <message>
        <source>{seat}: {bet}</source>
        <translation>{seat}: {bet}</translation>
    </message>
    <message>
        <source>Seat {seat}, {bet}: the layout shows {shown}, the right amount is {right}: {why}.</source>
        <translation>ที่นั่ง {seat} {bet}: บนโต๊ะเป็น {shown} ยอดที่ถูกคือ {right}: {why}</translation>
    </message>
    <message>
        <source>Every payout on the layout is right.</source>
        <translation>การจ่ายทุกรายการบนโต๊ะถูกต้อง</translation>
    </message>
    <message>
        <source>The dealer has paid this table. Leave the right payouts as they are and correct the wrong ones (+ paid, 0 push, - taken).</source>
        <translation>ดีลเลอร์จ่ายโต๊ะนี้ไปแล้ว ปล่อยการจ่ายที่ถูกไว้ตามเดิม และแก้การจ่ายที่ผิด (+ จ่าย, 0 คืนเดิมพัน, - เก็บ)</translation>
    </message>
    <message>
        <source>How much do you pay on the ante and the play bets? (0 if nothing is paid)</source>
        <translation>ต้องจ่ายแอนติ เดิมพันเล่น เดิมพันฟล็อป และเดิมพันเทิร์นเท่าไร? (ใส่ 0 ถ้าไม่ต้องจ่าย)</translation>
    </message>
    <message>
        <source>What is the player&apos;s net result for the hand? (+ paid, 0 push, - taken)</source>
        <translation>ยอดสุทธิของผู้เล่นในตานี้เท่าไร? (+ จ่าย, 0 คืนเดิมพัน, - เก็บ)</translation>
    </message>
    <message>
        <source>Paid to the player</source>
        <translation>จ่ายให้ผู้เล่น</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em ante table {table}</source>
        <translation>ตารางอัตราจ่ายแอนติ Casino Hold&apos;em {table}</translation>
    </message>
    <message>
        <source>AA Bonus table {table}</source>
        <translation>ตารางอัตราจ่าย AA Bonus {table}</translation>
    </message>
    <message>
        <source>Hold&apos;em Bonus bonus table {table}</source>
        <translation>ตารางอัตราจ่ายโบนัส Hold&apos;em Bonus Poker {table}</translation>
    </message>
    <message>
        <source>{line} on an ante of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>แอนติ {stake} ผู้เล่นได้ {line}: ต้องจ่ายเท่าไร? จ่ายเป็นชิปหรือพิมพ์ยอดก็ได้</translation>
    </message>
    <message>
        <source>{line} on an AA Bonus of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>AA Bonus {stake} ผู้เล่นได้ {line}: ต้องจ่ายเท่าไร? จ่ายเป็นชิปหรือพิมพ์ยอดก็ได้</translation>
    </message>
    <message>
        <source>{line} on a bonus bet of {stake}: what is paid? Pay it in chips or type it.</source>
        <translation>เดิมพันโบนัส {stake} ผู้เล่นได้ {line}: ต้องจ่ายเท่าไร? จ่ายเป็นชิปหรือพิมพ์ยอดก็ได้</translation>
    </message>
    <message>
        <source>Paid on ante and play bets</source>
        <translation>จ่ายแอนติและเดิมพันเล่น</translation>
    </message>
    <message>
        <source>Stake × multiplier</source>
        <translation>เดิมพัน × ตัวคูณ</translation>
    </message>
    <message>
        <source>{stake} × {n} = ?</source>
        <translation>{stake} × {n} = ?</translation>
    </message>
    <message>
        <source>{stake} at {n} to 1: what is paid?</source>
        <translation>เดิมพัน {stake} จ่าย {n} ต่อ 1: ต้องจ่ายเท่าไร?</translation>
    </message>
    <message>
        <source>{table}: {line} pays {n} to 1.</source>
        <translation>{table}: {line} จ่าย {n} ต่อ 1</translation>
    </message>
    <message>
        <source>{stake} × {n} = {paid}</source>
        <translation>{stake} × {n} = {paid}</translation>
    </message>
    <message>
        <source>Shortcut: {double} × {half} = {paid} (twice the stake, half the multiplier).</source>
        <translation>วิธีลัด: {double} × {half} = {paid} (ยอดเดิมพันคูณสอง ตัวคูณหารสอง)</translation>
    </message>
    <message>
        <source>Chips of {value}</source>
        <translation>ชิปมูลค่า {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of {value}</source>
        <translation>
            <numerusform>ชิปมูลค่า {value} จำนวน %n ตัว</numerusform>
        </translation>
    </message>
    <message>
        <source>This table has chips of one value only: the question uses the usual chips.</source>
        <translation>โต๊ะนี้มีชิปมูลค่าเดียว คำถามนี้จึงใช้ชิปชุดปกติ</translation>
    </message>
    <message>
        <source>A pile of {pile}: {amount} in all.</source>
        <translation>กองชิป {pile}: รวม {amount}</translation>
    </message>
    <message>
        <source>Colour it up: how many chips of each value, as few chips as possible?</source>
        <translation>แลกชิปขึ้น: ใช้ชิปแต่ละมูลค่ากี่ตัว ให้ได้จำนวนชิปน้อยที่สุด?</translation>
    </message>
    <message>
        <source>In front of you: {pile}.</source>
        <translation>ตรงหน้าคุณมี: {pile}</translation>
    </message>
    <message>
        <source>Pay {amount} from these chips, with as few chips as possible: how many of each?</source>
        <translation>จ่าย {amount} จากชิปเหล่านี้ โดยใช้ชิปให้น้อยที่สุด: ใช้แต่ละมูลค่ากี่ตัว?</translation>
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
            <numerusform>รวม %n ตัว เป็นจำนวนชิปน้อยที่สุดที่ได้ยอดนี้</numerusform>
        </translation>
    </message>
    <message>
        <source>The stack is short of larger chips, so the smaller ones make up the rest.</source>
        <translation>สแต็คมีชิปมูลค่าสูงไม่พอ จึงใช้ชิปมูลค่าต่ำกว่าจ่ายส่วนที่เหลือ</translation>
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
        <translation>ทักษะของดีลเลอร์</translation>
    </message>
    <message>
        <source>No-limit Hold&apos;em</source>
        <translation>โฮลเด็มไม่จำกัดเดิมพัน</translation>
    </message>
    <message>
        <source>Settle one player: each bet paid, pushed or taken, and the net.</source>
        <translation>สรุปการจ่ายผู้เล่นหนึ่งคน: แต่ละเดิมพันจ่าย คืนเดิมพัน หรือเก็บ และยอดสุทธิ</translation>
    </message>
    <message>
        <source>Find the wrong payouts on a settled layout and put them right.</source>
        <translation>หาเงินจ่ายที่ผิดบนโต๊ะที่สรุปการจ่ายแล้ว และแก้ให้ถูก</translation>
    </message>
    <message>
        <source>Work out a payout told in a sentence, with no cards shown.</source>
        <translation>คิดเงินจ่ายจากโจทย์ที่เล่าเป็นประโยค โดยไม่แสดงไพ่</translation>
    </message>
    <message>
        <source>Type what the ante and the call are paid (0 if nothing).</source>
        <translation>พิมพ์เงินที่จ่ายให้แอนติและคอล (0 ถ้าไม่ได้จ่าย)</translation>
    </message>
    <message>
        <source>Type what the AA Bonus pays on the player&apos;s cards and the flop.</source>
        <translation>พิมพ์เงินที่ AA Bonus จ่าย จากไพ่ของผู้เล่นและฟล็อป</translation>
    </message>
    <message>
        <source>Say whether the dealer&apos;s hand qualifies (a pair of fours or better).</source>
        <translation>บอกว่ามือของดีลเลอร์ผ่านเกณฑ์หรือไม่ (คู่สี่หรือดีกว่า)</translation>
    </message>
    <message>
        <source>Settle a table of players: folded ones first, then right to left.</source>
        <translation>สรุปการจ่ายทั้งโต๊ะ: ผู้ที่พับก่อน แล้วจากขวาไปซ้าย</translation>
    </message>
    <message>
        <source>Type what the bonus bet pays on the player&apos;s starting cards.</source>
        <translation>พิมพ์เงินที่เดิมพันโบนัสจ่าย จากไพ่เริ่มต้นของผู้เล่น</translation>
    </message>
    <message>
        <source>Say whether the ante pays, pushes or loses at this table.</source>
        <translation>บอกว่าที่โต๊ะนี้แอนติได้จ่าย คืนเดิมพัน หรือเสีย</translation>
    </message>
    <message>
        <source>Name the player&apos;s best five-card hand.</source>
        <translation>บอกชื่อมือห้าใบที่ดีที่สุดของผู้เล่น</translation>
    </message>
    <message>
        <source>Say which hand wins, the player&apos;s or the dealer&apos;s, or a tie.</source>
        <translation>บอกว่ามือไหนชนะ ของผู้เล่นหรือของดีลเลอร์ หรือเสมอ</translation>
    </message>
    <message>
        <source>Say the dealer&apos;s call at a step of the hand.</source>
        <translation>พูดคำขานของดีลเลอร์ ณ ขั้นหนึ่งของตา</translation>
    </message>
    <message>
        <source>Multiply a stake by a pay-table line, at speed.</source>
        <translation>คูณเดิมพันด้วยอัตราในตารางอัตราจ่าย อย่างรวดเร็ว</translation>
    </message>
    <message>
        <source>Colour a pile up into the fewest chips, or pay from a stack.</source>
        <translation>แลกชิปกองหนึ่งขึ้นให้ได้จำนวนชิปน้อยที่สุด หรือจ่ายจากสแต็ค</translation>
    </message>
    <message>
        <source>Type the amount to call and the smallest raise.</source>
        <translation>พิมพ์จำนวนที่ต้องคอลและเรสที่น้อยที่สุด</translation>
    </message>
    <message>
        <source>Build the main and side pots and name the seats in each.</source>
        <translation>แบ่งพอตหลักและไซด์พอต และบอกที่นั่งในแต่ละพอต</translation>
    </message>
    <message>
        <source>Award each pot to its winners, odd chips included.</source>
        <translation>มอบแต่ละพอตให้ผู้ชนะ รวมชิปเศษด้วย</translation>
    </message>
</context>
<context>
    <name>TrainerController</name>
    <message>
        <source>Trainee 1</source>
        <translation>ผู้เรียน 1</translation>
    </message>
    <message>
        <source>A trainee cannot be removed during an exam.</source>
        <translation>ลบผู้เรียนระหว่างการสอบไม่ได้</translation>
    </message>
    <message>
        <source>This answer was not saved because of a fault in the app (the details are in its log); everything saved before is safe.</source>
        <translation>คำตอบนี้ไม่ได้บันทึกเพราะโปรแกรมทำงานผิดพลาด (รายละเอียดอยู่ในบันทึกของโปรแกรม) ทุกอย่างที่บันทึกไว้ก่อนหน้านี้ยังปลอดภัย</translation>
    </message>
</context>
<context>
    <name>TrainerScreen</name>
    <message>
        <source>{seconds} s / target {target} s</source>
        <translation>{seconds} วินาที / เป้าหมาย {target} วินาที</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(หยุดชั่วคราว)</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>ผู้เรียน:</translation>
    </message>
    <message>
        <source>New trainee...</source>
        <translation>ผู้เรียนใหม่...</translation>
    </message>
    <message>
        <source>Rename...</source>
        <translation>เปลี่ยนชื่อ...</translation>
    </message>
    <message>
        <source>Remove...</source>
        <translation>ลบ...</translation>
    </message>
    <message>
        <source>Take the trainee off the list; their answers stay in the export of everyone.</source>
        <translation>นำผู้เรียนออกจากรายชื่อ คำตอบของผู้เรียนคนนี้จะยังอยู่ในการส่งออกผู้เรียนทุกคน</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>แบบฝึก:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>ระดับ:</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>ฝึก</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>จุดอ่อน</translation>
    </message>
    <message>
        <source>Exam...</source>
        <translation>สอบ...</translation>
    </message>
    <message>
        <source>Speed round...</source>
        <translation>รอบทำเวลา...</translation>
    </message>
    <message>
        <source>Stop the round</source>
        <translation>หยุดรอบทำเวลา</translation>
    </message>
    <message>
        <source>Next question (Enter)</source>
        <translation>คำถามถัดไป (Enter)</translation>
    </message>
    <message>
        <source>F9: answers</source>
        <translation>F9: คำตอบ</translation>
    </message>
    <message>
        <source>Stop weak areas</source>
        <translation>หยุดฝึกจุดอ่อน</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ ก่อนหน้า</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>ถัดไป ▶</translation>
    </message>
    <message>
        <source>The class&apos;s exam began: your own exam was stopped and recorded as abandoned.</source>
        <translation>การสอบของชั้นเรียนเริ่มแล้ว: การสอบของคุณเองถูกหยุดและบันทึกว่าออกกลางคัน</translation>
    </message>
    <message>
        <source>The instructor asked a question: your speed round was stopped and not saved.</source>
        <translation>ผู้สอนถามคำถาม: รอบทำเวลาของคุณถูกหยุดและไม่ได้บันทึก</translation>
    </message>
    <message>
        <source>A class exam&apos;s question: your answer goes to the instructor&apos;s PC, and your mark comes when the instructor releases the marks.</source>
        <translation>คำถามการสอบของชั้นเรียน: คำตอบจะส่งไปยังเครื่องของผู้สอน และคะแนนจะแสดงเมื่อผู้สอนประกาศคะแนน</translation>
    </message>
    <message>
        <source>The instructor&apos;s question: your answer goes to the instructor&apos;s PC, and the answer is shown when the instructor reveals it.</source>
        <translation>คำถามของผู้สอน: คำตอบจะส่งไปยังเครื่องของผู้สอน และเฉลยจะแสดงเมื่อผู้สอนเปิดเฉลย</translation>
    </message>
    <message>
        <source>a mix of cases</source>
        <translation>หลายกรณีคละกัน</translation>
    </message>
    <message>
        <source>Weak-area practice: {drill}, practising {case}. Stop to go back to {chosen}.</source>
        <translation>ฝึกจุดอ่อน: {drill} กำลังฝึก {case} กด “หยุดฝึกจุดอ่อน” เพื่อกลับไปที่ {chosen}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>ความคืบหน้า</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>ผู้เรียนใหม่</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>ชื่อ:</translation>
    </message>
    <message>
        <source>Rename trainee</source>
        <translation>เปลี่ยนชื่อผู้เรียน</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>ชื่อใหม่:</translation>
    </message>
    <message>
        <source>Remove trainee</source>
        <translation>ลบผู้เรียน</translation>
    </message>
    <message>
        <source>Remove {name} from the list of trainees? Their answers and exams stay in the export of everyone.</source>
        <translation>ลบ {name} ออกจากรายชื่อผู้เรียนไหม? คำตอบและการสอบของผู้เรียนคนนี้จะยังอยู่ในการส่งออกผู้เรียนทุกคน</translation>
    </message>
    <message>
        <source>Class exam: question {n} of {total}, {m}:{s:02d} left (the instructor&apos;s PC keeps the time)</source>
        <translation>การสอบของชั้นเรียน: คำถามที่ {n} จาก {total} เหลือ {m}:{s:02d} (เครื่องของผู้สอนเป็นผู้จับเวลา)</translation>
    </message>
    <message>
        <source>Exam {code}: question {n} of {total}, {m}:{s:02d} left (the exam clock does not pause)</source>
        <translation>สอบ {code}: คำถามที่ {n} จาก {total} เหลือเวลา {m}:{s:02d} (นาฬิกาสอบไม่หยุดเดิน)</translation>
    </message>
    <message numerus="yes">
        <source>Streak {streak} · accuracy {accuracy}% · %n answer(s)</source>
        <translation>
            <numerusform>ถูกติดกัน {streak} · ความแม่นยำ {accuracy}% · %n คำตอบ</numerusform>
        </translation>
    </message>
    <message>
        <source>Your answer went to the instructor. The answer is shown here when the instructor reveals it.</source>
        <translation>คำตอบของคุณส่งถึงผู้สอนแล้ว เฉลยจะแสดงที่นี่เมื่อผู้สอนเปิดเฉลย</translation>
    </message>
    <message>
        <source>Review: question {n} of {total}</source>
        <translation>ทบทวน: คำถามที่ {n} จาก {total}</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s): as many right answers as you can</source>
        <translation>
            <numerusform>%n วินาที: ตอบถูกให้ได้มากที่สุด</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) as fast as you can</source>
        <translation>
            <numerusform>ตอบ %n ข้อให้เร็วที่สุด</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed round</source>
        <translation>รอบทำเวลา</translation>
    </message>
    <message numerus="yes">
        <source>{drill}, level {level}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>{drill} ระดับ {level} ตอบผิดแต่ละข้อเสียเวลา %n วินาที</numerusform>
        </translation>
    </message>
    <message>
        <source>⏱ {time} left · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ เหลือ {time} · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message>
        <source>⏱ {time} · question {n} of {total} · ✓ {right} · ✗ {wrong}</source>
        <translation>⏱ {time} · ข้อที่ {n} จาก {total} · ✓ {right} · ✗ {wrong}</translation>
    </message>
    <message numerus="yes">
        <source>Speed round: {drill}, level {level}, {kind}. Each wrong answer costs %n second(s).</source>
        <translation>
            <numerusform>รอบทำเวลา: {drill} ระดับ {level} แบบ {kind} ตอบผิดแต่ละข้อเสียเวลา %n วินาที</numerusform>
        </translation>
    </message>
    <message>
        <source>Right</source>
        <translation>ถูกต้อง</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>Not right: the answer was {key}</source>
        <translation>ไม่ถูกต้อง: เฉลยคือ {key}</translation>
    </message>
    <message>
        <source>{drill}, level {level}, {kind}</source>
        <translation>{drill} ระดับ {level} แบบ {kind}</translation>
    </message>
    <message>
        <source>This round could not be saved.</source>
        <translation>บันทึกรอบนี้ไม่ได้</translation>
    </message>
    <message>
        <source>A round counts as a best with one right answer or more.</source>
        <translation>รอบจะนับเป็นสถิติดีที่สุดได้เมื่อมีคำตอบที่ถูกอย่างน้อยหนึ่งข้อ</translation>
    </message>
    <message>
        <source>A new best!</source>
        <translation>สถิติใหม่!</translation>
    </message>
    <message>
        <source>Your best: {score} ({date})</source>
        <translation>สถิติของคุณ: {score} ({date})</translation>
    </message>
    <message>
        <source>Speed round over</source>
        <translation>จบรอบทำเวลา</translation>
    </message>
    <message>
        <source>Choose a drill and press Practise.</source>
        <translation>เลือกแบบฝึกแล้วกด “ฝึก”</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>การสอบ</translation>
    </message>
    <message>
        <source>Exam code {code}: the same code gives the same questions on any PC. Feedback comes at the end.</source>
        <translation>รหัสสอบ {code}: รหัสเดียวกันจะได้คำถามชุดเดียวกันบนทุกเครื่อง ผลและคำอธิบายจะแสดงเมื่อจบการสอบ</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>unknown drill {drill}; the drills are {known}</source>
        <translation>ไม่รู้จักแบบฝึก {drill} แบบฝึกที่มีคือ {known}</translation>
    </message>
    <message>
        <source>the level must be 1, 2 or 3, not {level}</source>
        <translation>ระดับต้องเป็น 1, 2 หรือ 3 ไม่ใช่ {level}</translation>
    </message>
    <message>
        <source>the number of questions must be from 1 to {most}, not {count}</source>
        <translation>จำนวนคำถามต้องอยู่ระหว่าง 1 ถึง {most} ไม่ใช่ {count}</translation>
    </message>
    <message numerus="yes">
        <source>the seed must be from 0 to {most} for %n question(s), not {seed}</source>
        <translation>
            <numerusform>สำหรับ %n คำถาม หมายเลขต้องอยู่ระหว่าง 0 ถึง {most} ไม่ใช่ {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>the resolution must be 150 or 200 dpi, not {dpi}</source>
        <translation>ความละเอียดต้องเป็น 150 หรือ 200 dpi ไม่ใช่ {dpi}</translation>
    </message>
    <message>
        <source>Worksheet: {drill}</source>
        <translation>ใบงาน: {drill}</translation>
    </message>
    <message>
        <source>Answer key: {drill}</source>
        <translation>เฉลย: {drill}</translation>
    </message>
    <message numerus="yes">
        <source>Level {level} · seed {seed} · %n question(s)</source>
        <translation>
            <numerusform>ระดับ {level} · หมายเลข {seed} · %n คำถาม</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>เขียนไฟล์ {file} ไม่ได้: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n page(s), the answer key from page {key}</source>
        <translation>
            <numerusform>{file}: %n หน้า เฉลยเริ่มที่หน้า {key}</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>อ่านไฟล์ {file} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ดีลเลอร์</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>ฟล็อป</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>บอร์ด</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>พับ</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>ถึงตา</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>ชื่อ:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>วันที่:</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>หน้า {page} จาก {pages}</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets</source>
        <translation>ใบงาน</translation>
    </message>
    <message>
        <source>&amp;Drill:</source>
        <translation>&amp;แบบฝึก:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;ระดับ:</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>จำนวน&amp;คำถาม:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;หมายเลข:</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;ภาษา:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>ความ&amp;ละเอียด:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;ไฟล์:</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>The same seed gives the same sheet: question 1 is the trainer&apos;s question for this seed, question 2 for the next, and so on.</source>
        <translation>หมายเลขเดียวกันได้ใบงานเดียวกัน: คำถามที่ 1 คือคำถามของการฝึกซ้อมสำหรับหมายเลขนี้ คำถามที่ 2 สำหรับหมายเลขถัดไป และต่อไปเรื่อย ๆ</translation>
    </message>
    <message>
        <source>The PDF file to write</source>
        <translation>ไฟล์ PDF ที่จะเขียน</translation>
    </message>
    <message>
        <source>C&amp;hoose...</source>
        <translation>&amp;เลือก...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;บันทึก</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ยกเลิก</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>&amp;ปิด</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>บันทึกใบงาน</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>ไฟล์ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} มีอยู่แล้ว จะแทนที่หรือไม่?</translation>
    </message>
    <message>
        <source>Making the worksheet...</source>
        <translation>กำลังสร้างใบงาน...</translation>
    </message>
    <message numerus="yes">
        <source>Saved {file}: %n page(s), the answer key from page {key}.</source>
        <translation>
            <numerusform>บันทึก {file} แล้ว: %n หน้า เฉลยเริ่มที่หน้า {key}</numerusform>
        </translation>
    </message>
    <message>
        <source>The worksheet could not be made (internal error: {name}).</source>
        <translation>สร้างใบงานไม่ได้ (ข้อผิดพลาดภายใน: {name})</translation>
    </message>
    <message>
        <source>Stopped; no file was written.</source>
        <translation>หยุดแล้ว ไม่ได้เขียนไฟล์</translation>
    </message>
</context>
</TS>
