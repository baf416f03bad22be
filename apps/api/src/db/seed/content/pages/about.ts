import type { PageSeed } from '../types';

/** Page 1: the about page (spec §2 /about). Links point at storefront routes only. */
export const aboutPage: PageSeed = {
  id: 1,
  slug: 'about',
  metaTitle: {
    en: 'About Sufra – fresh lunch, delivered to your desk',
    fr: 'À propos de Sufra – un déjeuner frais, livré à votre bureau',
    de: 'Über Sufra – frisches Mittagessen, direkt an Ihren Schreibtisch',
    ae: 'من نحن – سفرة، غداء طازج يصل إلى مكتبك',
    ka: 'სუფრის შესახებ – ახალი სადილი, პირდაპირ თქვენს მაგიდასთან',
  },
  content: {
    en: `<h2>Our story</h2>
<p><strong>Sufra</strong> is the Arabic word for the spread laid out for a shared meal. We started in 2019 in a small kitchen in Seef, when two friends working in the towers nearby grew tired of choosing between a rushed sandwich and a long queue. Today our chefs cook every morning for offices, universities and companies across Manama, Muharraq and Riffa.</p>
<p>We cook the Bahraini dishes we grew up with, such as machboos, harees and luqaimat, side by side with the international classics our customers ask for, from grilled salmon to a proper Caesar salad.</p>
<h2>How it works</h2>
<ul>
<li><strong>Browse</strong> the <a href="/menu">menu</a> or choose a ready-made <a href="/food-combos">combo</a>.</li>
<li><strong>Customise</strong> your combo: pick your main, your sides and your drink.</li>
<li><strong>Pay online</strong> in a few clicks; prices already show the 10 % VAT.</li>
<li><strong>Enjoy</strong>: our riders bring your lunch to your desk in insulated bags, hot food hot and cold drinks cold.</li>
</ul>
<h2>Why our customers choose us</h2>
<h3>Office workers</h3>
<p>Order by 11:30 and lunch arrives at your building at lunchtime, Sunday to Thursday. No queue, no lost lunch break.</p>
<h3>Students</h3>
<p>Our <a href="/food-combos">Student Saver</a> combo gives you a filling wrap and a drink at a price that fits a student budget. Register as a student and choose your university to see what we deliver to your campus.</p>
<h3>Companies</h3>
<p>With a company subscription, every employee who registers under your company gets a discount on each order. It is an easy perk for your team and one invoice for you. <a href="/contact-us">Contact us</a> to set it up.</p>
<h3>Wholesalers and caterers</h3>
<p>Planning a meeting or an event? Our trays of manakish, fatayer, samosas and maamoul are sold by the piece with minimum pack sizes, ready for any crowd.</p>
<h2>Our promise</h2>
<ul>
<li>Cooked fresh every morning, never frozen.</li>
<li>Vegetarian dishes clearly marked on every menu.</li>
<li>Clear prices: what you see at checkout is what you pay.</li>
<li>Friendly help on <strong>+973 1712 3456</strong> during opening hours.</li>
</ul>`,
    fr: `<h2>Notre histoire</h2>
<p><strong>Sufra</strong> est le mot arabe qui désigne la table dressée pour un repas partagé. Tout a commencé en 2019 dans une petite cuisine de Seef, lorsque deux amis qui travaillaient dans les tours voisines en ont eu assez de choisir entre un sandwich avalé à la hâte et une longue file d’attente. Aujourd’hui, nos chefs cuisinent chaque matin pour des bureaux, des universités et des entreprises de Manama, Muharraq et Riffa.</p>
<p>Nous préparons les plats bahreïnis de notre enfance, comme le machboos, le harees et les louqaïmat, aux côtés des classiques internationaux que nos clients réclament, du saumon grillé à une vraie salade César.</p>
<h2>Comment ça marche</h2>
<ul>
<li><strong>Parcourez</strong> la <a href="/menu">carte</a> ou choisissez une <a href="/food-combos">formule</a> toute prête.</li>
<li><strong>Personnalisez</strong> votre formule : choisissez votre plat, vos accompagnements et votre boisson.</li>
<li><strong>Payez en ligne</strong> en quelques clics ; les prix affichés incluent déjà la TVA de 10 %.</li>
<li><strong>Savourez</strong> : nos livreurs apportent votre déjeuner jusqu’à votre bureau dans des sacs isothermes, le chaud reste chaud et le froid reste froid.</li>
</ul>
<h2>Pourquoi nos clients nous choisissent</h2>
<h3>Employés de bureau</h3>
<p>Commandez avant 11 h 30 et votre déjeuner arrive dans votre immeuble à l’heure du repas, du dimanche au jeudi. Pas de file d’attente, pas de pause déjeuner perdue.</p>
<h3>Étudiants</h3>
<p>Notre formule <a href="/food-combos">Étudiant</a> vous offre un wrap copieux et une boisson à un prix adapté au budget étudiant. Inscrivez-vous en tant qu’étudiant et choisissez votre université pour voir ce que nous livrons sur votre campus.</p>
<h3>Entreprises</h3>
<p>Avec un abonnement entreprise, chaque salarié inscrit sous votre entreprise bénéficie d’une remise sur chaque commande. Un avantage simple pour votre équipe et une seule facture pour vous. <a href="/contact-us">Contactez-nous</a> pour le mettre en place.</p>
<h3>Grossistes et traiteurs</h3>
<p>Vous préparez une réunion ou un événement ? Nos plateaux de manakiches, fatayers, samoussas et maamouls sont vendus à la pièce avec des quantités minimales, prêts pour tous les groupes.</p>
<h2>Notre engagement</h2>
<ul>
<li>Cuisiné frais chaque matin, jamais surgelé.</li>
<li>Plats végétariens clairement signalés sur toute la carte.</li>
<li>Des prix clairs : ce que vous voyez au paiement est ce que vous payez.</li>
<li>Une aide attentionnée au <strong>+973 1712 3456</strong> pendant les heures d’ouverture.</li>
</ul>`,
    de: `<h2>Unsere Geschichte</h2>
<p><strong>Sufra</strong> ist das arabische Wort für die Tafel, die für ein gemeinsames Essen gedeckt wird. Angefangen hat alles 2019 in einer kleinen Küche in Seef: Zwei Freunde, die in den Bürotürmen nebenan arbeiteten, hatten genug davon, sich zwischen einem hastigen Sandwich und einer langen Schlange entscheiden zu müssen. Heute kochen unsere Köche jeden Morgen für Büros, Universitäten und Unternehmen in Manama, Muharraq und Riffa.</p>
<p>Wir kochen die bahrainischen Gerichte, mit denen wir aufgewachsen sind, etwa Machboos, Harees und Luqaimat, neben den internationalen Klassikern, die sich unsere Kundschaft wünscht, vom gegrillten Lachs bis zum echten Caesar Salad.</p>
<h2>So funktioniert es</h2>
<ul>
<li><strong>Stöbern</strong> Sie in der <a href="/menu">Speisekarte</a> oder wählen Sie ein fertiges <a href="/food-combos">Menü</a>.</li>
<li><strong>Stellen Sie</strong> Ihr Menü zusammen: Hauptgericht, Beilagen und Getränk.</li>
<li><strong>Bezahlen Sie online</strong> mit wenigen Klicks; die Preise enthalten bereits 10 % Mehrwertsteuer.</li>
<li><strong>Genießen Sie</strong>: Unsere Fahrer bringen Ihr Mittagessen in Thermotaschen an Ihren Schreibtisch, Warmes bleibt warm, Kaltes bleibt kalt.</li>
</ul>
<h2>Warum man sich für uns entscheidet</h2>
<h3>Büroangestellte</h3>
<p>Bestellen Sie bis 11:30 Uhr, und Ihr Mittagessen ist von Sonntag bis Donnerstag pünktlich zur Mittagszeit in Ihrem Gebäude. Keine Schlange, keine verlorene Mittagspause.</p>
<h3>Studierende</h3>
<p>Unser <a href="/food-combos">Studenten-Spar-Menü</a> bietet einen sättigenden Wrap und ein Getränk zu einem studentenfreundlichen Preis. Registrieren Sie sich als Studentin oder Student und wählen Sie Ihre Universität, um zu sehen, was wir auf Ihren Campus liefern.</p>
<h3>Unternehmen</h3>
<p>Mit einem Firmenabonnement erhält jede Mitarbeiterin und jeder Mitarbeiter, die sich unter Ihrem Unternehmen registrieren, einen Rabatt auf jede Bestellung. Ein einfacher Vorteil für Ihr Team und eine einzige Rechnung für Sie. <a href="/contact-us">Kontaktieren Sie uns</a>, um es einzurichten.</p>
<h3>Großkunden und Caterer</h3>
<p>Sie planen ein Meeting oder eine Veranstaltung? Unsere Platten mit Manakisch, Fatayer, Samosas und Maamoul werden stückweise mit Mindestmengen verkauft, bereit für jede Runde.</p>
<h2>Unser Versprechen</h2>
<ul>
<li>Jeden Morgen frisch gekocht, niemals tiefgekühlt.</li>
<li>Vegetarische Gerichte auf der ganzen Karte klar gekennzeichnet.</li>
<li>Klare Preise: Was Sie an der Kasse sehen, bezahlen Sie.</li>
<li>Freundliche Hilfe unter <strong>+973 1712 3456</strong> während der Öffnungszeiten.</li>
</ul>`,
    ae: `<h2>قصتنا</h2>
<p><strong>سفرة</strong> هي الكلمة العربية التي تعني المائدة المبسوطة لوجبة مشتركة. بدأنا عام 2019 في مطبخ صغير في السيف، عندما سئم صديقان يعملان في الأبراج المجاورة من الاختيار بين ساندويتش على عجل وطابور طويل. واليوم يطهو طهاتنا كل صباح للمكاتب والجامعات والشركات في المنامة والمحرق والرفاع.</p>
<p>نطهو الأطباق البحرينية التي نشأنا عليها، مثل المجبوس والهريس واللقيمات، جنبًا إلى جنب مع الأطباق العالمية التي يطلبها عملاؤنا، من السلمون المشوي إلى سلطة سيزر الأصيلة.</p>
<h2>كيف يعمل</h2>
<ul>
<li><strong>تصفّح</strong> <a href="/menu">القائمة</a> أو اختر <a href="/food-combos">وجبة مركّبة</a> جاهزة.</li>
<li><strong>خصّص</strong> وجبتك: اختر طبقك الرئيسي والأطباق الجانبية والمشروب.</li>
<li><strong>ادفع إلكترونيًا</strong> بنقرات قليلة؛ الأسعار تتضمن ضريبة القيمة المضافة بنسبة 10٪.</li>
<li><strong>استمتع</strong>: يوصل مندوبونا غداءك إلى مكتبك في حقائب حافظة للحرارة، فيبقى الطعام الساخن ساخنًا والمشروبات الباردة باردة.</li>
</ul>
<h2>لماذا يختارنا عملاؤنا</h2>
<h3>موظفو المكاتب</h3>
<p>اطلب قبل الساعة 11:30 وسيصل غداؤك إلى مبناك في وقت الغداء، من الأحد إلى الخميس. لا طوابير ولا استراحة غداء ضائعة.</p>
<h3>الطلاب</h3>
<p>تمنحك وجبة <a href="/food-combos">الطالب الاقتصادية</a> لفافة مشبعة ومشروبًا بسعر يناسب ميزانية الطالب. سجّل كطالب واختر جامعتك لترى ما نوصله إلى حرمك الجامعي.</p>
<h3>الشركات</h3>
<p>مع اشتراك الشركات، يحصل كل موظف يسجّل تحت اسم شركتك على خصم على كل طلب. ميزة سهلة لفريقك وفاتورة واحدة لك. <a href="/contact-us">تواصل معنا</a> لتفعيل الاشتراك.</p>
<h3>تجار الجملة ومتعهدو الضيافة</h3>
<p>هل تخطط لاجتماع أو مناسبة؟ صواني المناقيش والفطائر والسمبوسة والمعمول تُباع بالقطعة مع حد أدنى للكمية، جاهزة لأي عدد من الضيوف.</p>
<h2>وعدنا لك</h2>
<ul>
<li>طعام طازج يُطهى كل صباح، ولا نستخدم المجمّد أبدًا.</li>
<li>الأطباق النباتية مميزة بوضوح في القائمة كلها.</li>
<li>أسعار واضحة: ما تراه عند الدفع هو ما تدفعه.</li>
<li>مساعدة ودودة على الرقم <strong>+973 1712 3456</strong> خلال ساعات العمل.</li>
</ul>`,
    ka: `<h2>ჩვენი ისტორია</h2>
<p><strong>სუფრა</strong> — ასე ჰქვია არაბულადაც და ქართულადაც საერთო ტრაპეზისთვის გაშლილ მაგიდას. ჩვენ 2019 წელს სეფის პატარა სამზარეულოში დავიწყეთ, როცა ორ მეგობარს, რომლებიც ახლომდებარე ცათამბჯენებში მუშაობდნენ, მობეზრდათ არჩევანი ნაჩქარევ სენდვიჩსა და გრძელ რიგს შორის. დღეს ჩვენი მზარეულები ყოველ დილით ამზადებენ საჭმელს მანამას, მუჰარაქისა და რიფას ოფისებისთვის, უნივერსიტეტებისა და კომპანიებისთვის.</p>
<p>ვამზადებთ ბაჰრეინულ კერძებს, რომლებზეც გავიზარდეთ — მაჩბუსს, ჰარისსა და ლუყაიმატს — და მათ გვერდით საერთაშორისო კლასიკას, რომელსაც ჩვენი მომხმარებლები ითხოვენ, შემწვარი ორაგულიდან ნამდვილ ცეზარის სალათამდე.</p>
<h2>როგორ მუშაობს</h2>
<ul>
<li><strong>დაათვალიერეთ</strong> <a href="/menu">მენიუ</a> ან აირჩიეთ მზა <a href="/food-combos">კომბო</a>.</li>
<li><strong>მოირგეთ</strong> კომბო: აირჩიეთ ძირითადი კერძი, გარნირები და სასმელი.</li>
<li><strong>გადაიხადეთ ონლაინ</strong> რამდენიმე დაწკაპუნებით; ფასებში უკვე ასახულია 10 %-იანი დღგ.</li>
<li><strong>ისიამოვნეთ</strong>: ჩვენი კურიერები სადილს თბოიზოლაციური ჩანთებით მოგიტანენ მაგიდასთან — ცხელი ცხელად რჩება, ცივი კი ცივად.</li>
</ul>
<h2>რატომ გვირჩევენ</h2>
<h3>ოფისის თანამშრომლები</h3>
<p>შეუკვეთეთ 11:30-მდე და სადილი კვირიდან ხუთშაბათის ჩათვლით ზუსტად სადილის დროს მოვა თქვენს შენობაში. არც რიგი, არც დაკარგული შესვენება.</p>
<h3>სტუდენტები</h3>
<p>ჩვენი <a href="/food-combos">სტუდენტური ეკონომ-მენიუ</a> გთავაზობთ ნოყიერ რულეტსა და სასმელს სტუდენტის ბიუჯეტზე მორგებულ ფასად. დარეგისტრირდით სტუდენტად და აირჩიეთ თქვენი უნივერსიტეტი, რომ ნახოთ, რას მივიტანთ თქვენს კამპუსში.</p>
<h3>კომპანიები</h3>
<p>კორპორატიული გამოწერით თქვენი კომპანიის სახელით დარეგისტრირებული თითოეული თანამშრომელი ყოველ შეკვეთაზე ფასდაკლებას იღებს. მარტივი ბონუსი გუნდისთვის და ერთი ინვოისი თქვენთვის. <a href="/contact-us">დაგვიკავშირდით</a> მის გასააქტიურებლად.</p>
<h3>საბითუმო მყიდველები და კეიტერინგი</h3>
<p>გეგმავთ შეხვედრას ან ღონისძიებას? ჩვენი მანაქიშის, ფატაიერის, სამოსასა და მაამულის ლანგრები იყიდება ცალობით, მინიმალური რაოდენობით, ნებისმიერი ზომის სტუმრებისთვის.</p>
<h2>ჩვენი დაპირება</h2>
<ul>
<li>ყოველ დილით ახლად მომზადებული, არასდროს გაყინული.</li>
<li>ვეგეტარიანული კერძები მთელ მენიუში მკაფიოდ არის მონიშნული.</li>
<li>გამჭვირვალე ფასები: რასაც გადახდისას ხედავთ, იმას იხდით.</li>
<li>მეგობრული დახმარება ნომერზე <strong>+973 1712 3456</strong> სამუშაო საათებში.</li>
</ul>`,
  },
};
