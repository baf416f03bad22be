import type { PageSeed } from '../types';

/** Page 3: the privacy policy (spec §7 GET /pages/3). */
export const privacyPage: PageSeed = {
  id: 3,
  slug: 'privacy',
  metaTitle: {
    en: 'Privacy policy – Sufra',
    fr: 'Politique de confidentialité – Sufra',
    de: 'Datenschutzerklärung – Sufra',
    ae: 'سياسة الخصوصية – سفرة',
    ka: 'კონფიდენციალურობის პოლიტიკა – სუფრა',
  },
  content: {
    en: `<p>This policy explains what personal data Sufra collects when you use our website, why we collect it and what rights you have. Last updated: 1 January 2025.</p>
<h2>Who we are</h2>
<p>Sufra, Building 1021, Road 3621, Seef District, Manama, Kingdom of Bahrain, is responsible for your data. We process it in line with Bahrain’s Personal Data Protection Law (Law No. 30 of 2018). You can reach us at <strong>hello@sufra-lunch.com</strong> or through our <a href="/contact-us">contact page</a>.</p>
<h2>Data we collect</h2>
<ul>
<li><strong>Account data</strong>: your name, e-mail address, phone number, country and city, whether you are an office worker, a student or a wholesaler, and your building and company or your university.</li>
<li><strong>Order data</strong>: the items and combos you order, your choices inside each combo, prices, discounts and order history.</li>
<li><strong>Payment data</strong>: the amount, the time and the result of each payment. Card details are entered on our payment provider’s secure page; we never see or store your card number.</li>
<li><strong>Social sign-in</strong>: if you sign in with Google or Facebook, we receive your name, e-mail address and profile picture from that provider.</li>
<li><strong>Messages</strong>: what you write to us through the contact form.</li>
<li><strong>Technical data</strong>: your IP address, browser type and the pages you request, kept in our server logs for security.</li>
</ul>
<h2>Cookies and local storage</h2>
<p>We use only what the shop needs to work. We do not use advertising or tracking cookies.</p>
<ul>
<li><strong>Guest cookie</strong> (cookie_id): a random identifier that keeps your cart while you are not signed in. It is valid for <strong>30 days</strong> and is replaced by a new one when you sign out.</li>
<li><strong>Consent cookie</strong>: remembers that you have seen and accepted our cookie notice, so the banner is not shown again. It is valid for <strong>30 days</strong>.</li>
<li><strong>Language</strong>: your chosen language is kept in your browser’s local storage and in a cookie.</li>
<li><strong>Sign-in token</strong>: when you sign in, a token is kept in your browser’s storage; it is revoked on our server when you sign out.</li>
</ul>
<h2>Why we use your data</h2>
<ul>
<li>To take, prepare, deliver and charge for your orders (performance of our contract with you).</li>
<li>To apply your company’s subscription discount or your wholesale conditions.</li>
<li>To answer your messages and send you e-mails about your account, such as a password reset.</li>
<li>To keep the shop secure and prevent fraud (our legitimate interest).</li>
<li>To meet our legal obligations, such as keeping VAT records.</li>
</ul>
<h2>Who we share it with</h2>
<p>We never sell your data. We share only what is needed with our delivery riders (your name, building and phone number), our payment provider, our e-mail provider and our hosting provider, all bound by confidentiality. If you order under your employer’s subscription, your employer may see the number and value of discounted orders, but not what you ate. We disclose data to authorities only when the law requires it.</p>
<h2>How long we keep it</h2>
<ul>
<li>Account data: as long as your account is open, and deleted within 30 days of your request to close it.</li>
<li>Orders and invoices: 5 years, as required by Bahrain’s VAT rules.</li>
<li>Guest carts: 30 days after your last visit.</li>
<li>Contact messages: 2 years. Server logs: 90 days.</li>
</ul>
<h2>Your rights</h2>
<p>You may ask to see the data we hold about you, to correct it, to delete it, or to object to its use. You can update most of your details yourself in your <a href="/dashboard">dashboard</a>. You may also complain to Bahrain’s Personal Data Protection Authority.</p>
<h2>Security</h2>
<p>Passwords are stored only as strong one-way hashes, all traffic is encrypted (HTTPS), and access to customer data is limited to the staff who need it.</p>
<h2>Changes and contact</h2>
<p>If we change this policy, we will publish the new version here with its date. Questions? Write to <strong>hello@sufra-lunch.com</strong> or call <strong>+973 1712 3456</strong>.</p>`,
    fr: `<p>Cette politique explique quelles données personnelles Sufra collecte lorsque vous utilisez notre site, pourquoi nous les collectons et quels sont vos droits. Dernière mise à jour : 1er janvier 2025.</p>
<h2>Qui sommes-nous</h2>
<p>Sufra, immeuble 1021, route 3621, quartier de Seef, Manama, Royaume de Bahreïn, est responsable de vos données. Nous les traitons conformément à la loi bahreïnie sur la protection des données personnelles (loi n° 30 de 2018). Vous pouvez nous écrire à <strong>hello@sufra-lunch.com</strong> ou passer par notre <a href="/contact-us">page de contact</a>.</p>
<h2>Données collectées</h2>
<ul>
<li><strong>Données de compte</strong> : nom, adresse e-mail, numéro de téléphone, pays et ville, statut (employé de bureau, étudiant ou grossiste), ainsi que votre immeuble et votre entreprise ou votre université.</li>
<li><strong>Données de commande</strong> : les plats et formules commandés, vos choix dans chaque formule, les prix, remises et l’historique des commandes.</li>
<li><strong>Données de paiement</strong> : le montant, l’heure et le résultat de chaque paiement. Les données de carte sont saisies sur la page sécurisée de notre prestataire de paiement ; nous ne voyons ni ne conservons jamais votre numéro de carte.</li>
<li><strong>Connexion via un réseau social</strong> : si vous vous connectez avec Google ou Facebook, nous recevons votre nom, votre adresse e-mail et votre photo de profil.</li>
<li><strong>Messages</strong> : ce que vous nous écrivez via le formulaire de contact.</li>
<li><strong>Données techniques</strong> : adresse IP, type de navigateur et pages demandées, conservés dans nos journaux serveur pour la sécurité.</li>
</ul>
<h2>Cookies et stockage local</h2>
<p>Nous utilisons uniquement ce qui est nécessaire au fonctionnement de la boutique, sans cookies publicitaires ni de suivi.</p>
<ul>
<li><strong>Cookie invité</strong> (cookie_id) : un identifiant aléatoire qui conserve votre panier lorsque vous n’êtes pas connecté. Il est valable <strong>30 jours</strong> et remplacé par un nouveau lors de la déconnexion.</li>
<li><strong>Cookie de consentement</strong> : mémorise que vous avez vu et accepté notre bandeau cookies, afin de ne plus l’afficher. Il est valable <strong>30 jours</strong>.</li>
<li><strong>Langue</strong> : la langue choisie est conservée dans le stockage local de votre navigateur et dans un cookie.</li>
<li><strong>Jeton de connexion</strong> : lorsque vous vous connectez, un jeton est conservé dans votre navigateur ; il est révoqué sur notre serveur à la déconnexion.</li>
</ul>
<h2>Pourquoi nous utilisons vos données</h2>
<ul>
<li>Pour prendre, préparer, livrer et facturer vos commandes (exécution de notre contrat).</li>
<li>Pour appliquer la remise de l’abonnement de votre entreprise ou vos conditions de grossiste.</li>
<li>Pour répondre à vos messages et vous envoyer des e-mails liés à votre compte, comme la réinitialisation du mot de passe.</li>
<li>Pour sécuriser la boutique et prévenir la fraude (notre intérêt légitime).</li>
<li>Pour respecter nos obligations légales, comme la conservation des registres de TVA.</li>
</ul>
<h2>Avec qui nous les partageons</h2>
<p>Nous ne vendons jamais vos données. Nous ne partageons que le nécessaire avec nos livreurs (nom, immeuble et téléphone), notre prestataire de paiement, notre prestataire d’e-mails et notre hébergeur, tous tenus à la confidentialité. Si vous commandez dans le cadre de l’abonnement de votre employeur, celui-ci peut voir le nombre et le montant des commandes remisées, mais pas ce que vous avez mangé. Nous ne communiquons des données aux autorités que lorsque la loi l’exige.</p>
<h2>Durée de conservation</h2>
<ul>
<li>Données de compte : tant que votre compte est ouvert, puis supprimées dans les 30 jours suivant votre demande de clôture.</li>
<li>Commandes et factures : 5 ans, comme l’exigent les règles de TVA de Bahreïn.</li>
<li>Paniers invités : 30 jours après votre dernière visite.</li>
<li>Messages de contact : 2 ans. Journaux serveur : 90 jours.</li>
</ul>
<h2>Vos droits</h2>
<p>Vous pouvez demander à consulter les données que nous détenons sur vous, à les corriger, à les supprimer ou vous opposer à leur utilisation. Vous pouvez modifier vous-même la plupart de vos informations dans votre <a href="/dashboard">espace client</a>. Vous pouvez aussi saisir l’Autorité bahreïnie de protection des données personnelles.</p>
<h2>Sécurité</h2>
<p>Les mots de passe ne sont conservés que sous forme de hachages robustes et irréversibles, tout le trafic est chiffré (HTTPS) et l’accès aux données clients est limité au personnel qui en a besoin.</p>
<h2>Modifications et contact</h2>
<p>Si nous modifions cette politique, nous publierons ici la nouvelle version avec sa date. Une question ? Écrivez à <strong>hello@sufra-lunch.com</strong> ou appelez le <strong>+973 1712 3456</strong>.</p>`,
    de: `<p>Diese Erklärung beschreibt, welche personenbezogenen Daten Sufra bei der Nutzung unserer Website erhebt, warum wir sie erheben und welche Rechte Sie haben. Stand: 1. Januar 2025.</p>
<h2>Wer wir sind</h2>
<p>Verantwortlich für Ihre Daten ist Sufra, Gebäude 1021, Straße 3621, Stadtteil Seef, Manama, Königreich Bahrain. Wir verarbeiten sie gemäß dem bahrainischen Gesetz zum Schutz personenbezogener Daten (Gesetz Nr. 30 von 2018). Sie erreichen uns unter <strong>hello@sufra-lunch.com</strong> oder über unsere <a href="/contact-us">Kontaktseite</a>.</p>
<h2>Welche Daten wir erheben</h2>
<ul>
<li><strong>Kontodaten</strong>: Name, E-Mail-Adresse, Telefonnummer, Land und Stadt, ob Sie im Büro arbeiten, studieren oder Großkunde sind, sowie Ihr Gebäude und Ihr Unternehmen oder Ihre Universität.</li>
<li><strong>Bestelldaten</strong>: bestellte Gerichte und Menüs, Ihre Auswahl in jedem Menü, Preise, Rabatte und Bestellverlauf.</li>
<li><strong>Zahlungsdaten</strong>: Betrag, Zeitpunkt und Ergebnis jeder Zahlung. Kartendaten geben Sie auf der sicheren Seite unseres Zahlungsdienstleisters ein; wir sehen und speichern Ihre Kartennummer nie.</li>
<li><strong>Anmeldung über soziale Netzwerke</strong>: Wenn Sie sich mit Google oder Facebook anmelden, erhalten wir Ihren Namen, Ihre E-Mail-Adresse und Ihr Profilbild.</li>
<li><strong>Nachrichten</strong>: was Sie uns über das Kontaktformular schreiben.</li>
<li><strong>Technische Daten</strong>: IP-Adresse, Browsertyp und aufgerufene Seiten, zur Sicherheit in unseren Serverprotokollen gespeichert.</li>
</ul>
<h2>Cookies und lokaler Speicher</h2>
<p>Wir verwenden nur, was der Shop zum Funktionieren braucht, und keine Werbe- oder Tracking-Cookies.</p>
<ul>
<li><strong>Gast-Cookie</strong> (cookie_id): eine zufällige Kennung, die Ihren Warenkorb speichert, solange Sie nicht angemeldet sind. Es ist <strong>30 Tage</strong> gültig und wird beim Abmelden durch ein neues ersetzt.</li>
<li><strong>Einwilligungs-Cookie</strong>: merkt sich, dass Sie unseren Cookie-Hinweis gesehen und akzeptiert haben, damit er nicht erneut erscheint. Es ist <strong>30 Tage</strong> gültig.</li>
<li><strong>Sprache</strong>: Ihre gewählte Sprache wird im lokalen Speicher Ihres Browsers und in einem Cookie gespeichert.</li>
<li><strong>Anmelde-Token</strong>: Bei der Anmeldung wird ein Token in Ihrem Browser gespeichert; beim Abmelden wird es auf unserem Server widerrufen.</li>
</ul>
<h2>Wozu wir Ihre Daten verwenden</h2>
<ul>
<li>Um Ihre Bestellungen anzunehmen, zuzubereiten, zu liefern und abzurechnen (Erfüllung unseres Vertrags).</li>
<li>Um den Abonnement-Rabatt Ihres Unternehmens oder Ihre Großkundenkonditionen anzuwenden.</li>
<li>Um Ihre Nachrichten zu beantworten und Ihnen E-Mails zu Ihrem Konto zu senden, etwa zum Zurücksetzen des Passworts.</li>
<li>Um den Shop zu schützen und Betrug zu verhindern (unser berechtigtes Interesse).</li>
<li>Um gesetzliche Pflichten zu erfüllen, etwa die Aufbewahrung von Mehrwertsteuerunterlagen.</li>
</ul>
<h2>An wen wir Daten weitergeben</h2>
<p>Wir verkaufen Ihre Daten nie. Wir geben nur das Nötige an unsere Fahrer (Name, Gebäude und Telefonnummer), unseren Zahlungsdienstleister, unseren E-Mail-Dienst und unseren Hosting-Anbieter weiter, die alle zur Vertraulichkeit verpflichtet sind. Bestellen Sie über das Abonnement Ihres Arbeitgebers, kann dieser Anzahl und Wert der rabattierten Bestellungen sehen, nicht aber, was Sie gegessen haben. An Behörden geben wir Daten nur weiter, wenn das Gesetz es verlangt.</p>
<h2>Wie lange wir Daten speichern</h2>
<ul>
<li>Kontodaten: solange Ihr Konto besteht; nach Ihrem Löschantrag innerhalb von 30 Tagen gelöscht.</li>
<li>Bestellungen und Rechnungen: 5 Jahre, wie es die bahrainischen Mehrwertsteuervorschriften verlangen.</li>
<li>Gast-Warenkörbe: 30 Tage nach Ihrem letzten Besuch.</li>
<li>Kontaktnachrichten: 2 Jahre. Serverprotokolle: 90 Tage.</li>
</ul>
<h2>Ihre Rechte</h2>
<p>Sie können Auskunft über die bei uns gespeicherten Daten verlangen, sie berichtigen oder löschen lassen oder ihrer Verwendung widersprechen. Die meisten Angaben können Sie selbst in Ihrem <a href="/dashboard">Kundenbereich</a> ändern. Sie können sich außerdem bei der bahrainischen Datenschutzbehörde beschweren.</p>
<h2>Sicherheit</h2>
<p>Passwörter speichern wir nur als starke Einweg-Hashes, die gesamte Verbindung ist verschlüsselt (HTTPS), und nur Mitarbeitende, die sie benötigen, haben Zugriff auf Kundendaten.</p>
<h2>Änderungen und Kontakt</h2>
<p>Wenn wir diese Erklärung ändern, veröffentlichen wir die neue Fassung hier mit Datum. Fragen? Schreiben Sie an <strong>hello@sufra-lunch.com</strong> oder rufen Sie <strong>+973 1712 3456</strong> an.</p>`,
    ae: `<p>توضّح هذه السياسة البيانات الشخصية التي تجمعها سفرة عند استخدامك موقعنا، وسبب جمعها، والحقوق التي تتمتع بها. آخر تحديث: 1 يناير 2025.</p>
<h2>من نحن</h2>
<p>سفرة، مبنى 1021، طريق 3621، ضاحية السيف، المنامة، مملكة البحرين، هي الجهة المسؤولة عن بياناتك. نعالج بياناتك وفقًا لقانون حماية البيانات الشخصية البحريني (القانون رقم 30 لسنة 2018). يمكنك مراسلتنا على <strong>hello@sufra-lunch.com</strong> أو عبر <a href="/contact-us">صفحة التواصل</a>.</p>
<h2>البيانات التي نجمعها</h2>
<ul>
<li><strong>بيانات الحساب</strong>: اسمك وبريدك الإلكتروني ورقم هاتفك وبلدك ومدينتك، وما إذا كنت موظفًا أو طالبًا أو تاجر جملة، ومبناك وشركتك أو جامعتك.</li>
<li><strong>بيانات الطلبات</strong>: الأطباق والوجبات المركّبة التي تطلبها، واختياراتك داخل كل وجبة، والأسعار والخصومات وسجل الطلبات.</li>
<li><strong>بيانات الدفع</strong>: مبلغ كل عملية دفع ووقتها ونتيجتها. تُدخل بيانات البطاقة في الصفحة الآمنة لمزوّد خدمة الدفع، ولا نطّلع على رقم بطاقتك ولا نحتفظ به أبدًا.</li>
<li><strong>تسجيل الدخول عبر الشبكات الاجتماعية</strong>: إذا سجّلت الدخول عبر Google أو Facebook نتلقى اسمك وبريدك الإلكتروني وصورة ملفك الشخصي.</li>
<li><strong>الرسائل</strong>: ما تكتبه لنا عبر نموذج التواصل.</li>
<li><strong>البيانات التقنية</strong>: عنوان IP ونوع المتصفح والصفحات التي تطلبها، وتُحفظ في سجلات الخادم لأغراض الأمان.</li>
</ul>
<h2>ملفات تعريف الارتباط والتخزين المحلي</h2>
<p>لا نستخدم إلا ما يلزم لعمل المتجر، ولا نستخدم ملفات تعريف ارتباط إعلانية أو للتتبّع.</p>
<ul>
<li><strong>ملف تعريف الزائر</strong> (cookie_id): معرّف عشوائي يحفظ سلتك عندما لا تكون مسجّل الدخول، صالح لمدة <strong>30 يومًا</strong>، ويُستبدل بمعرّف جديد عند تسجيل الخروج.</li>
<li><strong>ملف تعريف الموافقة</strong>: يتذكّر أنك اطّلعت على إشعار ملفات تعريف الارتباط ووافقت عليه حتى لا يظهر مجددًا، وهو صالح لمدة <strong>30 يومًا</strong>.</li>
<li><strong>اللغة</strong>: تُحفظ لغتك المختارة في التخزين المحلي لمتصفحك وفي ملف تعريف ارتباط.</li>
<li><strong>رمز تسجيل الدخول</strong>: عند تسجيل الدخول يُحفظ رمز في متصفحك، ويُلغى على خادمنا عند تسجيل الخروج.</li>
</ul>
<h2>لماذا نستخدم بياناتك</h2>
<ul>
<li>لاستلام طلباتك وتحضيرها وتوصيلها ومحاسبتك عليها (تنفيذ العقد المبرم معك).</li>
<li>لتطبيق خصم اشتراك شركتك أو شروط البيع بالجملة الخاصة بك.</li>
<li>للرد على رسائلك وإرسال رسائل تتعلق بحسابك، مثل إعادة تعيين كلمة المرور.</li>
<li>لحماية المتجر ومنع الاحتيال (مصلحتنا المشروعة).</li>
<li>للوفاء بالتزاماتنا القانونية، مثل الاحتفاظ بسجلات ضريبة القيمة المضافة.</li>
</ul>
<h2>مع من نشارك بياناتك</h2>
<p>لا نبيع بياناتك أبدًا. نشارك ما يلزم فقط مع مندوبي التوصيل (اسمك ومبناك ورقم هاتفك)، ومزوّد خدمة الدفع، ومزوّد البريد الإلكتروني، ومزوّد الاستضافة، وجميعهم ملتزمون بالسرية. إذا طلبت ضمن اشتراك جهة عملك، فقد يطّلع صاحب العمل على عدد الطلبات المخفّضة وقيمتها، دون معرفة ما تناولته. ولا نفصح عن البيانات للسلطات إلا إذا اقتضى القانون ذلك.</p>
<h2>مدة الاحتفاظ بالبيانات</h2>
<ul>
<li>بيانات الحساب: طوال مدة بقاء حسابك مفتوحًا، وتُحذف خلال 30 يومًا من طلب إغلاقه.</li>
<li>الطلبات والفواتير: 5 سنوات وفقًا لأنظمة ضريبة القيمة المضافة في البحرين.</li>
<li>سلال الزوار: 30 يومًا بعد آخر زيارة.</li>
<li>رسائل التواصل: سنتان. سجلات الخادم: 90 يومًا.</li>
</ul>
<h2>حقوقك</h2>
<p>يحق لك طلب الاطلاع على بياناتك لدينا أو تصحيحها أو حذفها أو الاعتراض على استخدامها. يمكنك تعديل معظم بياناتك بنفسك من <a href="/dashboard">لوحة حسابك</a>. كما يحق لك تقديم شكوى إلى هيئة حماية البيانات الشخصية في البحرين.</p>
<h2>الأمان</h2>
<p>لا نحفظ كلمات المرور إلا على شكل تجزئة أحادية الاتجاه قوية، وكل الاتصالات مشفّرة (HTTPS)، ويقتصر الوصول إلى بيانات العملاء على الموظفين الذين يحتاجون إليها.</p>
<h2>التعديلات والتواصل</h2>
<p>إذا عدّلنا هذه السياسة فسننشر النسخة الجديدة هنا مع تاريخها. هل لديك سؤال؟ راسلنا على <strong>hello@sufra-lunch.com</strong> أو اتصل على <strong>+973 1712 3456</strong>.</p>`,
    ka: `<p>ეს პოლიტიკა განმარტავს, რა პერსონალურ მონაცემებს აგროვებს სუფრა ჩვენი ვებსაიტით სარგებლობისას, რატომ ვაგროვებთ მათ და რა უფლებები გაქვთ. ბოლო განახლება: 2025 წლის 1 იანვარი.</p>
<h2>ვინ ვართ</h2>
<p>თქვენს მონაცემებზე პასუხისმგებელია სუფრა, შენობა 1021, გზა 3621, სეფის უბანი, მანამა, ბაჰრეინის სამეფო. მონაცემებს ვამუშავებთ ბაჰრეინის პერსონალური მონაცემების დაცვის კანონის (2018 წლის კანონი №30) შესაბამისად. მოგვწერეთ მისამართზე <strong>hello@sufra-lunch.com</strong> ან ჩვენი <a href="/contact-us">საკონტაქტო გვერდიდან</a>.</p>
<h2>რა მონაცემებს ვაგროვებთ</h2>
<ul>
<li><strong>ანგარიშის მონაცემები</strong>: სახელი, ელფოსტა, ტელეფონის ნომერი, ქვეყანა და ქალაქი, ხართ თუ არა ოფისის თანამშრომელი, სტუდენტი ან საბითუმო მყიდველი, ასევე თქვენი შენობა და კომპანია ან უნივერსიტეტი.</li>
<li><strong>შეკვეთის მონაცემები</strong>: შეკვეთილი კერძები და კომბოები, თქვენი არჩევანი თითოეულ კომბოში, ფასები, ფასდაკლებები და შეკვეთების ისტორია.</li>
<li><strong>გადახდის მონაცემები</strong>: თითოეული გადახდის თანხა, დრო და შედეგი. ბარათის მონაცემებს შეიყვანთ ჩვენი გადახდის პროვაიდერის დაცულ გვერდზე; ბარათის ნომერს ჩვენ ვერასდროს ვხედავთ და არ ვინახავთ.</li>
<li><strong>სოციალური ქსელით შესვლა</strong>: თუ Google-ით ან Facebook-ით შედიხართ, ვიღებთ თქვენს სახელს, ელფოსტასა და პროფილის სურათს.</li>
<li><strong>შეტყობინებები</strong>: რასაც საკონტაქტო ფორმით გვწერთ.</li>
<li><strong>ტექნიკური მონაცემები</strong>: IP მისამართი, ბრაუზერის ტიპი და მოთხოვნილი გვერდები, რომლებიც უსაფრთხოებისთვის სერვერის ჟურნალებში ინახება.</li>
</ul>
<h2>ქუქი-ფაილები და ლოკალური მეხსიერება</h2>
<p>ვიყენებთ მხოლოდ იმას, რაც მაღაზიის მუშაობისთვისაა საჭირო. სარეკლამო ან მეთვალყურე ქუქი-ფაილებს არ ვიყენებთ.</p>
<ul>
<li><strong>სტუმრის ქუქი</strong> (cookie_id): შემთხვევითი იდენტიფიკატორი, რომელიც თქვენს კალათას ინახავს, სანამ სისტემაში შესული არ ხართ. მოქმედებს <strong>30 დღე</strong> და გამოსვლისას ახლით იცვლება.</li>
<li><strong>თანხმობის ქუქი</strong>: იმახსოვრებს, რომ ქუქი-ფაილების შეტყობინება ნახეთ და დაეთანხმეთ, რათა ბანერი აღარ გამოჩნდეს. მოქმედებს <strong>30 დღე</strong>.</li>
<li><strong>ენა</strong>: არჩეული ენა ინახება ბრაუზერის ლოკალურ მეხსიერებასა და ქუქი-ფაილში.</li>
<li><strong>შესვლის ტოკენი</strong>: სისტემაში შესვლისას ტოკენი თქვენს ბრაუზერში ინახება; გამოსვლისას ჩვენს სერვერზე უქმდება.</li>
</ul>
<h2>რისთვის ვიყენებთ მონაცემებს</h2>
<ul>
<li>შეკვეთების მისაღებად, მოსამზადებლად, მოსატანად და ანგარიშსწორებისთვის (ჩვენი ხელშეკრულების შესრულება).</li>
<li>თქვენი კომპანიის გამოწერის ფასდაკლების ან საბითუმო პირობების გამოსაყენებლად.</li>
<li>თქვენს შეტყობინებებზე საპასუხოდ და ანგარიშთან დაკავშირებული წერილების გასაგზავნად, მაგალითად, პაროლის აღდგენისთვის.</li>
<li>მაღაზიის დასაცავად და თაღლითობის თავიდან ასაცილებლად (ჩვენი კანონიერი ინტერესი).</li>
<li>სამართლებრივი ვალდებულებების შესასრულებლად, მაგალითად, დღგ-ის ჩანაწერების შესანახად.</li>
</ul>
<h2>ვის ვუზიარებთ მონაცემებს</h2>
<p>თქვენს მონაცემებს არასდროს ვყიდით. მხოლოდ აუცილებელს ვუზიარებთ კურიერებს (სახელი, შენობა და ტელეფონის ნომერი), გადახდის პროვაიდერს, ელფოსტის სერვისს და ჰოსტინგის პროვაიდერს — ყველა მათგანი კონფიდენციალურობის ვალდებულებით არის შეზღუდული. თუ დამსაქმებლის გამოწერით უკვეთავთ, დამსაქმებელს შეუძლია ფასდაკლებული შეკვეთების რაოდენობისა და ღირებულების ნახვა, მაგრამ არა იმისა, რა მიირთვით. ხელისუფლების ორგანოებს მონაცემებს მხოლოდ კანონის მოთხოვნით ვაწვდით.</p>
<h2>რამდენ ხანს ვინახავთ</h2>
<ul>
<li>ანგარიშის მონაცემები: სანამ ანგარიში აქტიურია; დახურვის მოთხოვნიდან 30 დღეში იშლება.</li>
<li>შეკვეთები და ინვოისები: 5 წელი, ბაჰრეინის დღგ-ის წესების შესაბამისად.</li>
<li>სტუმრის კალათები: ბოლო ვიზიტიდან 30 დღე.</li>
<li>საკონტაქტო შეტყობინებები: 2 წელი. სერვერის ჟურნალები: 90 დღე.</li>
</ul>
<h2>თქვენი უფლებები</h2>
<p>შეგიძლიათ მოითხოვოთ თქვენ შესახებ შენახული მონაცემების ნახვა, შესწორება ან წაშლა, ან გააპროტესტოთ მათი გამოყენება. მონაცემების უმეტესობის შეცვლა თავადაც შეგიძლიათ თქვენს <a href="/dashboard">პირად კაბინეტში</a>. ასევე შეგიძლიათ საჩივრით მიმართოთ ბაჰრეინის პერსონალური მონაცემების დაცვის სამსახურს.</p>
<h2>უსაფრთხოება</h2>
<p>პაროლებს მხოლოდ ძლიერი ცალმხრივი ჰეშის სახით ვინახავთ, მთელი ტრაფიკი დაშიფრულია (HTTPS), ხოლო მომხმარებლების მონაცემებზე წვდომა მხოლოდ იმ თანამშრომლებს აქვთ, ვისაც ეს სჭირდება.</p>
<h2>ცვლილებები და კონტაქტი</h2>
<p>თუ ამ პოლიტიკას შევცვლით, ახალ ვერსიას თარიღით აქ გამოვაქვეყნებთ. გაქვთ კითხვა? მოგვწერეთ <strong>hello@sufra-lunch.com</strong> ან დაგვირეკეთ <strong>+973 1712 3456</strong>.</p>`,
  },
};
