import type { PageSeed } from '../types';

/** Page 4: terms and conditions (spec §7 GET /pages/4). */
export const termsPage: PageSeed = {
  id: 4,
  slug: 'terms',
  metaTitle: {
    en: 'Terms and conditions – Sufra',
    fr: 'Conditions générales – Sufra',
    de: 'Allgemeine Geschäftsbedingungen – Sufra',
    ae: 'الشروط والأحكام – سفرة',
    ka: 'წესები და პირობები – სუფრა',
  },
  content: {
    en: `<p>These terms apply to every order placed on the Sufra website. By placing an order you accept them. Last updated: 1 January 2025.</p>
<h2>1. Who we are</h2>
<p>Sufra is a lunch-delivery kitchen at Building 1021, Road 3621, Seef District, Manama, Kingdom of Bahrain. E-mail: <strong>hello@sufra-lunch.com</strong>, phone: <strong>+973 1712 3456</strong>.</p>
<h2>2. Your account</h2>
<ul>
<li>You may browse and fill a cart as a guest; you need an account to check out.</li>
<li>The details you give when you <a href="/register">register</a>, including your company, building or university, must be true and kept up to date.</li>
<li>Keep your password to yourself. You are responsible for orders placed from your account.</li>
</ul>
<h2>3. Ordering</h2>
<ul>
<li>Every order must include at least one <a href="/food-combos">combo</a>. Each combo asks you to choose a set number of items in each of its categories.</li>
<li>Your order is accepted once your payment is confirmed; you then see it in your <a href="/dashboard">dashboard</a> with the status Processing.</li>
<li>Dishes and combos are subject to availability. If something you ordered runs out, we will call you to offer a replacement or a refund.</li>
</ul>
<h2>4. Prices and payment</h2>
<ul>
<li>Prices are in Bahraini dinars (BHD). Value added tax (VAT) at <strong>10 %</strong> is added to your order and shown separately at checkout.</li>
<li>A flat delivery fee of <strong>0.500 BHD</strong> applies to each order.</li>
<li>The price of a combo is its base price plus the surcharge of any premium choice, as shown before you add it to your cart.</li>
<li>Payment is made online by card through our payment provider. The amount shown at checkout is the amount charged.</li>
</ul>
<h2>5. Delivery</h2>
<p>We deliver Sunday to Thursday, 10:00 to 16:00, to the building given in your account. Delivery times are estimates; we will tell you if we expect a delay of more than 30 minutes. Please make sure someone can receive the order. See <a href="/about">about us</a> for how we work.</p>
<h2>6. Cancellations and refunds</h2>
<ul>
<li>An order that has not been paid can be removed from your cart at any time.</li>
<li>A paid order can be cancelled free of charge within 10 minutes of payment, or before 10:00 for lunch orders placed the day before. Contact us by phone.</li>
<li>If your food arrives damaged, incomplete or not as described, tell us within 2 hours and we will replace it or refund you.</li>
<li>Refunds go back to the card used for payment, usually within 7 to 14 days.</li>
</ul>
<h2>7. Company subscriptions</h2>
<ul>
<li>A company may buy a subscription for a set duration and number of employees. While it is active, employees registered under that company receive the subscription’s discount on their orders.</li>
<li>Subscriptions are paid in advance, are not transferable to another company and are not refundable once the period has started, except where the law requires.</li>
<li>The company is responsible for keeping its list of employees correct.</li>
</ul>
<h2>8. Wholesale customers</h2>
<p>Some items are sold to wholesale customers by the piece with a minimum quantity per order line, shown on the item. The cart will not accept fewer. Orders of more than 50 portions should be placed by 16:00 the day before.</p>
<h2>9. Allergies</h2>
<p>Our kitchen handles nuts, sesame, gluten, dairy, eggs and shellfish, so we cannot guarantee any dish is free from traces of them. Vegetarian dishes are marked on the menu.</p>
<h2>10. Liability</h2>
<p>We are responsible for preparing and delivering your order with reasonable care and skill. We are not liable for losses that were not foreseeable, for delays caused by events beyond our control, or for food that is stored incorrectly after delivery. Nothing in these terms limits liability that cannot be limited under the law.</p>
<h2>11. Governing law</h2>
<p>These terms are governed by the laws of the <strong>Kingdom of Bahrain</strong>. Any dispute that we cannot settle together will be heard by the competent courts of Bahrain.</p>
<h2>12. Changes and contact</h2>
<p>We may update these terms; the version published on the day of your order applies. Please read our <a href="/privacy-policy">privacy policy</a> too, and <a href="/contact-us">contact us</a> with any question.</p>`,
    fr: `<p>Les présentes conditions s’appliquent à toute commande passée sur le site de Sufra. En passant commande, vous les acceptez. Dernière mise à jour : 1er janvier 2025.</p>
<h2>1. Qui sommes-nous</h2>
<p>Sufra est une cuisine de livraison de déjeuners située immeuble 1021, route 3621, quartier de Seef, Manama, Royaume de Bahreïn. E-mail : <strong>hello@sufra-lunch.com</strong>, téléphone : <strong>+973 1712 3456</strong>.</p>
<h2>2. Votre compte</h2>
<ul>
<li>Vous pouvez parcourir la carte et remplir un panier en tant qu’invité ; un compte est nécessaire pour payer.</li>
<li>Les informations fournies lors de votre <a href="/register">inscription</a>, y compris votre entreprise, votre immeuble ou votre université, doivent être exactes et tenues à jour.</li>
<li>Gardez votre mot de passe pour vous. Vous êtes responsable des commandes passées depuis votre compte.</li>
</ul>
<h2>3. Commandes</h2>
<ul>
<li>Chaque commande doit comprendre au moins une <a href="/food-combos">formule</a>. Chaque formule vous demande de choisir un nombre donné de plats dans chacune de ses catégories.</li>
<li>Votre commande est acceptée dès la confirmation du paiement ; elle apparaît alors dans votre <a href="/dashboard">espace client</a> avec le statut « En préparation ».</li>
<li>Les plats et formules sont proposés dans la limite des stocks. Si un article commandé vient à manquer, nous vous appelons pour proposer un remplacement ou un remboursement.</li>
</ul>
<h2>4. Prix et paiement</h2>
<ul>
<li>Les prix sont en dinars bahreïnis (BHD). La taxe sur la valeur ajoutée (TVA) de <strong>10 %</strong> est ajoutée à votre commande et indiquée séparément au paiement.</li>
<li>Des frais de livraison forfaitaires de <strong>0,500 BHD</strong> s’appliquent à chaque commande.</li>
<li>Le prix d’une formule est son prix de base plus le supplément des choix premium, tel qu’affiché avant l’ajout au panier.</li>
<li>Le paiement s’effectue en ligne par carte via notre prestataire de paiement. Le montant affiché au paiement est le montant débité.</li>
</ul>
<h2>5. Livraison</h2>
<p>Nous livrons du dimanche au jeudi, de 10 h à 16 h, à l’immeuble indiqué dans votre compte. Les délais sont indicatifs ; nous vous prévenons si nous prévoyons un retard de plus de 30 minutes. Veillez à ce que quelqu’un puisse réceptionner la commande. Voir <a href="/about">qui sommes-nous</a> pour notre fonctionnement.</p>
<h2>6. Annulations et remboursements</h2>
<ul>
<li>Une commande non payée peut être retirée de votre panier à tout moment.</li>
<li>Une commande payée peut être annulée sans frais dans les 10 minutes suivant le paiement, ou avant 10 h pour une commande de déjeuner passée la veille. Contactez-nous par téléphone.</li>
<li>Si votre repas arrive abîmé, incomplet ou non conforme, prévenez-nous dans les 2 heures : nous le remplaçons ou vous remboursons.</li>
<li>Les remboursements sont crédités sur la carte utilisée, généralement sous 7 à 14 jours.</li>
</ul>
<h2>7. Abonnements entreprise</h2>
<ul>
<li>Une entreprise peut souscrire un abonnement pour une durée et un nombre de salariés définis. Tant qu’il est actif, les salariés inscrits sous cette entreprise bénéficient de la remise de l’abonnement sur leurs commandes.</li>
<li>Les abonnements sont payables d’avance, ne sont pas transférables à une autre entreprise et ne sont pas remboursables une fois la période commencée, sauf obligation légale.</li>
<li>L’entreprise est responsable de l’exactitude de la liste de ses salariés.</li>
</ul>
<h2>8. Clients grossistes</h2>
<p>Certains articles sont vendus aux grossistes à la pièce, avec une quantité minimale par ligne de commande indiquée sur l’article. Le panier n’accepte pas de quantité inférieure. Les commandes de plus de 50 portions doivent être passées avant 16 h la veille.</p>
<h2>9. Allergies</h2>
<p>Notre cuisine manipule fruits à coque, sésame, gluten, produits laitiers, œufs et crustacés ; nous ne pouvons donc garantir l’absence de traces dans aucun plat. Les plats végétariens sont signalés sur la carte.</p>
<h2>10. Responsabilité</h2>
<p>Nous nous engageons à préparer et livrer votre commande avec soin et compétence. Nous ne sommes pas responsables des pertes imprévisibles, des retards dus à des événements indépendants de notre volonté ni des aliments mal conservés après livraison. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter.</p>
<h2>11. Droit applicable</h2>
<p>Les présentes conditions sont régies par le droit du <strong>Royaume de Bahreïn</strong>. Tout litige que nous ne pourrions régler à l’amiable relève des tribunaux compétents de Bahreïn.</p>
<h2>12. Modifications et contact</h2>
<p>Nous pouvons mettre à jour ces conditions ; la version publiée le jour de votre commande s’applique. Consultez aussi notre <a href="/privacy-policy">politique de confidentialité</a> et <a href="/contact-us">contactez-nous</a> pour toute question.</p>`,
    de: `<p>Diese Bedingungen gelten für jede Bestellung auf der Website von Sufra. Mit Ihrer Bestellung erkennen Sie sie an. Stand: 1. Januar 2025.</p>
<h2>1. Wer wir sind</h2>
<p>Sufra ist eine Küche für Mittagslieferungen in Gebäude 1021, Straße 3621, Stadtteil Seef, Manama, Königreich Bahrain. E-Mail: <strong>hello@sufra-lunch.com</strong>, Telefon: <strong>+973 1712 3456</strong>.</p>
<h2>2. Ihr Konto</h2>
<ul>
<li>Sie können als Gast stöbern und einen Warenkorb füllen; zum Bezahlen benötigen Sie ein Konto.</li>
<li>Die Angaben bei Ihrer <a href="/register">Registrierung</a>, auch zu Unternehmen, Gebäude oder Universität, müssen zutreffen und aktuell gehalten werden.</li>
<li>Geben Sie Ihr Passwort nicht weiter. Für Bestellungen aus Ihrem Konto sind Sie verantwortlich.</li>
</ul>
<h2>3. Bestellung</h2>
<ul>
<li>Jede Bestellung muss mindestens ein <a href="/food-combos">Menü</a> enthalten. In jedem Menü wählen Sie eine festgelegte Anzahl von Gerichten je Kategorie.</li>
<li>Ihre Bestellung ist angenommen, sobald die Zahlung bestätigt ist; sie erscheint dann in Ihrem <a href="/dashboard">Kundenbereich</a> mit dem Status „In Bearbeitung“.</li>
<li>Gerichte und Menüs gibt es, solange der Vorrat reicht. Ist etwas ausverkauft, rufen wir Sie an und bieten Ersatz oder eine Erstattung an.</li>
</ul>
<h2>4. Preise und Zahlung</h2>
<ul>
<li>Die Preise sind in Bahrain-Dinar (BHD) angegeben. Die Mehrwertsteuer von <strong>10 %</strong> wird Ihrer Bestellung hinzugerechnet und an der Kasse gesondert ausgewiesen.</li>
<li>Für jede Bestellung fällt eine pauschale Liefergebühr von <strong>0,500 BHD</strong> an.</li>
<li>Der Preis eines Menüs ist sein Grundpreis zuzüglich der Aufpreise für Premium-Auswahlen, wie vor dem Hinzufügen zum Warenkorb angezeigt.</li>
<li>Die Zahlung erfolgt online per Karte über unseren Zahlungsdienstleister. Der an der Kasse angezeigte Betrag wird belastet.</li>
</ul>
<h2>5. Lieferung</h2>
<p>Wir liefern sonntags bis donnerstags von 10:00 bis 16:00 Uhr an das in Ihrem Konto angegebene Gebäude. Lieferzeiten sind Richtwerte; rechnen wir mit mehr als 30 Minuten Verspätung, informieren wir Sie. Bitte sorgen Sie dafür, dass jemand die Bestellung entgegennehmen kann. Mehr dazu unter <a href="/about">Über uns</a>.</p>
<h2>6. Stornierung und Erstattung</h2>
<ul>
<li>Eine unbezahlte Bestellung können Sie jederzeit aus dem Warenkorb entfernen.</li>
<li>Eine bezahlte Bestellung kann innerhalb von 10 Minuten nach der Zahlung kostenlos storniert werden, bei am Vortag aufgegebenen Mittagsbestellungen bis 10:00 Uhr. Kontaktieren Sie uns telefonisch.</li>
<li>Kommt Ihr Essen beschädigt, unvollständig oder nicht wie beschrieben an, melden Sie sich innerhalb von 2 Stunden; wir ersetzen es oder erstatten den Betrag.</li>
<li>Erstattungen gehen auf die verwendete Karte zurück, meist innerhalb von 7 bis 14 Tagen.</li>
</ul>
<h2>7. Firmenabonnements</h2>
<ul>
<li>Ein Unternehmen kann ein Abonnement für eine bestimmte Laufzeit und Mitarbeiterzahl erwerben. Solange es aktiv ist, erhalten die unter diesem Unternehmen registrierten Mitarbeitenden den Abonnement-Rabatt auf ihre Bestellungen.</li>
<li>Abonnements werden im Voraus bezahlt, sind nicht auf andere Unternehmen übertragbar und nach Beginn der Laufzeit nicht erstattungsfähig, sofern das Gesetz nichts anderes vorschreibt.</li>
<li>Das Unternehmen ist dafür verantwortlich, seine Mitarbeiterliste korrekt zu halten.</li>
</ul>
<h2>8. Großkunden</h2>
<p>Einige Artikel werden an Großkunden stückweise mit einer Mindestmenge je Bestellposition verkauft, die beim Artikel angegeben ist. Der Warenkorb akzeptiert keine geringere Menge. Bestellungen über 50 Portionen sollten bis 16:00 Uhr am Vortag aufgegeben werden.</p>
<h2>9. Allergien</h2>
<p>In unserer Küche werden Nüsse, Sesam, Gluten, Milchprodukte, Eier und Schalentiere verarbeitet; wir können daher bei keinem Gericht Spuren davon ausschließen. Vegetarische Gerichte sind auf der Karte gekennzeichnet.</p>
<h2>10. Haftung</h2>
<p>Wir bereiten Ihre Bestellung mit angemessener Sorgfalt und Sachkunde zu und liefern sie aus. Wir haften nicht für unvorhersehbare Schäden, für Verzögerungen durch Ereignisse außerhalb unseres Einflusses oder für Speisen, die nach der Lieferung falsch gelagert werden. Keine Bestimmung dieser Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.</p>
<h2>11. Anwendbares Recht</h2>
<p>Für diese Bedingungen gilt das Recht des <strong>Königreichs Bahrain</strong>. Streitigkeiten, die wir nicht gemeinsam beilegen können, entscheiden die zuständigen Gerichte in Bahrain.</p>
<h2>12. Änderungen und Kontakt</h2>
<p>Wir können diese Bedingungen aktualisieren; maßgeblich ist die am Tag Ihrer Bestellung veröffentlichte Fassung. Lesen Sie auch unsere <a href="/privacy-policy">Datenschutzerklärung</a> und <a href="/contact-us">kontaktieren Sie uns</a> bei Fragen.</p>`,
    ae: `<p>تسري هذه الشروط على كل طلب يُقدَّم عبر موقع سفرة، وبتقديمك الطلب فإنك توافق عليها. آخر تحديث: 1 يناير 2025.</p>
<h2>1. من نحن</h2>
<p>سفرة مطبخ لتوصيل وجبات الغداء، مقرّه مبنى 1021، طريق 3621، ضاحية السيف، المنامة، مملكة البحرين. البريد الإلكتروني: <strong>hello@sufra-lunch.com</strong>، الهاتف: <strong>+973 1712 3456</strong>.</p>
<h2>2. حسابك</h2>
<ul>
<li>يمكنك التصفح وملء سلة التسوق كزائر، لكنك تحتاج إلى حساب لإتمام الطلب.</li>
<li>يجب أن تكون البيانات التي تقدّمها عند <a href="/register">التسجيل</a>، بما فيها شركتك أو مبناك أو جامعتك، صحيحة ومحدّثة.</li>
<li>احتفظ بكلمة المرور لنفسك، فأنت مسؤول عن الطلبات المقدَّمة من حسابك.</li>
</ul>
<h2>3. الطلبات</h2>
<ul>
<li>يجب أن يتضمن كل طلب <a href="/food-combos">وجبة مركّبة</a> واحدة على الأقل، وفي كل وجبة تختار عددًا محددًا من الأطباق من كل فئة.</li>
<li>يُقبل طلبك بمجرد تأكيد الدفع، ويظهر بعدها في <a href="/dashboard">لوحة حسابك</a> بحالة «قيد التحضير».</li>
<li>الأطباق والوجبات متاحة حتى نفاد الكمية. إذا نفد صنف طلبته، سنتصل بك لنعرض بديلًا أو استرداد المبلغ.</li>
</ul>
<h2>4. الأسعار والدفع</h2>
<ul>
<li>الأسعار بالدينار البحريني (د.ب). تُضاف ضريبة القيمة المضافة بنسبة <strong>10٪</strong> إلى طلبك وتظهر منفصلة عند الدفع.</li>
<li>تُطبَّق رسوم توصيل ثابتة قدرها <strong>0.500 د.ب</strong> على كل طلب.</li>
<li>سعر الوجبة المركّبة هو سعرها الأساسي مضافًا إليه فرق سعر أي اختيار مميّز، كما يظهر قبل إضافتها إلى السلة.</li>
<li>يتم الدفع إلكترونيًا بالبطاقة عبر مزوّد خدمة الدفع، والمبلغ المعروض عند الدفع هو المبلغ المخصوم.</li>
</ul>
<h2>5. التوصيل</h2>
<p>نوصل الطلبات من الأحد إلى الخميس، من 10:00 إلى 16:00، إلى المبنى المحدد في حسابك. أوقات التوصيل تقديرية، وسنخبرك إذا توقعنا تأخيرًا يتجاوز 30 دقيقة. يُرجى التأكد من وجود من يستلم الطلب. اطّلع على صفحة <a href="/about">من نحن</a> لمعرفة طريقة عملنا.</p>
<h2>6. الإلغاء والاسترداد</h2>
<ul>
<li>يمكنك إزالة الطلب غير المدفوع من سلتك في أي وقت.</li>
<li>يمكن إلغاء الطلب المدفوع مجانًا خلال 10 دقائق من الدفع، أو قبل الساعة 10:00 لطلبات الغداء المقدَّمة في اليوم السابق، وذلك بالاتصال بنا هاتفيًا.</li>
<li>إذا وصل طعامك تالفًا أو ناقصًا أو مخالفًا للوصف، فأبلغنا خلال ساعتين وسنستبدله أو نردّ إليك المبلغ.</li>
<li>تُردّ المبالغ إلى البطاقة المستخدمة في الدفع، عادةً خلال 7 إلى 14 يومًا.</li>
</ul>
<h2>7. اشتراكات الشركات</h2>
<ul>
<li>يمكن للشركة شراء اشتراك لمدة محددة وعدد محدد من الموظفين. وطوال مدة سريانه، يحصل الموظفون المسجّلون تحت اسم الشركة على خصم الاشتراك في طلباتهم.</li>
<li>تُدفع الاشتراكات مقدّمًا، ولا يجوز نقلها إلى شركة أخرى، ولا تُسترد بعد بدء مدتها إلا إذا اقتضى القانون ذلك.</li>
<li>تتحمّل الشركة مسؤولية تحديث قائمة موظفيها.</li>
</ul>
<h2>8. عملاء الجملة</h2>
<p>تُباع بعض الأصناف لعملاء الجملة بالقطعة مع حد أدنى للكمية في كل بند من الطلب، ويظهر هذا الحد على الصنف، ولا تقبل السلة كمية أقل منه. يجب تقديم الطلبات التي تتجاوز 50 حصة قبل الساعة 16:00 من اليوم السابق.</p>
<h2>9. الحساسية</h2>
<p>يتعامل مطبخنا مع المكسرات والسمسم والغلوتين ومنتجات الألبان والبيض والقشريات، لذا لا نضمن خلوّ أي طبق من آثارها. الأطباق النباتية مميزة في القائمة.</p>
<h2>10. المسؤولية</h2>
<p>نلتزم بتحضير طلبك وتوصيله بعناية ومهارة معقولتين. ولا نتحمّل مسؤولية الخسائر غير المتوقعة، أو التأخير الناتج عن ظروف خارجة عن إرادتنا، أو الطعام المحفوظ بطريقة غير صحيحة بعد التسليم. ولا يحدّ أي بند في هذه الشروط من مسؤولية لا يجيز القانون تحديدها.</p>
<h2>11. القانون الواجب التطبيق</h2>
<p>تخضع هذه الشروط لقوانين <strong>مملكة البحرين</strong>، وتختص محاكم البحرين المختصة بالنظر في أي نزاع لا نتمكن من تسويته وديًا.</p>
<h2>12. التعديلات والتواصل</h2>
<p>قد نحدّث هذه الشروط، وتسري النسخة المنشورة يوم تقديم طلبك. يُرجى أيضًا قراءة <a href="/privacy-policy">سياسة الخصوصية</a>، و<a href="/contact-us">التواصل معنا</a> لأي استفسار.</p>`,
    ka: `<p>ეს პირობები ვრცელდება სუფრის ვებსაიტზე გაკეთებულ ყველა შეკვეთაზე. შეკვეთის გაფორმებით თქვენ მათ ეთანხმებით. ბოლო განახლება: 2025 წლის 1 იანვარი.</p>
<h2>1. ვინ ვართ</h2>
<p>სუფრა არის სადილის მიტანის სამზარეულო მისამართზე: შენობა 1021, გზა 3621, სეფის უბანი, მანამა, ბაჰრეინის სამეფო. ელფოსტა: <strong>hello@sufra-lunch.com</strong>, ტელეფონი: <strong>+973 1712 3456</strong>.</p>
<h2>2. თქვენი ანგარიში</h2>
<ul>
<li>სტუმრად შეგიძლიათ მენიუს დათვალიერება და კალათის შევსება; შეკვეთის გასაფორმებლად ანგარიში გჭირდებათ.</li>
<li><a href="/register">რეგისტრაციისას</a> მითითებული მონაცემები, მათ შორის კომპანია, შენობა ან უნივერსიტეტი, უნდა იყოს სწორი და განახლებული.</li>
<li>პაროლი არავის გაუზიაროთ. თქვენი ანგარიშიდან გაკეთებულ შეკვეთებზე პასუხისმგებელი თქვენ ხართ.</li>
</ul>
<h2>3. შეკვეთა</h2>
<ul>
<li>ყოველი შეკვეთა მინიმუმ ერთ <a href="/food-combos">კომბოს</a> უნდა შეიცავდეს. თითოეულ კომბოში თითო კატეგორიიდან კერძების განსაზღვრულ რაოდენობას ირჩევთ.</li>
<li>შეკვეთა მიღებულად ითვლება გადახდის დადასტურებისთანავე; შემდეგ ის თქვენს <a href="/dashboard">პირად კაბინეტში</a> სტატუსით „მუშავდება“ გამოჩნდება.</li>
<li>კერძები და კომბოები ხელმისაწვდომია მარაგის ამოწურვამდე. თუ შეკვეთილი რამე გათავდა, დაგირეკავთ და შეგთავაზებთ შემცვლელს ან თანხის დაბრუნებას.</li>
</ul>
<h2>4. ფასები და გადახდა</h2>
<ul>
<li>ფასები მითითებულია ბაჰრეინულ დინარში (BHD). დამატებული ღირებულების გადასახადი (დღგ) <strong>10 %</strong> ემატება შეკვეთას და გადახდისას ცალკე ჩანს.</li>
<li>ყოველ შეკვეთაზე ვრცელდება მიტანის ფიქსირებული საფასური <strong>0.500 BHD</strong>.</li>
<li>კომბოს ფასი არის მისი საბაზისო ფასი პლიუს პრემიუმ არჩევანის დანამატი, როგორც ეს კალათაში დამატებამდე ჩანს.</li>
<li>გადახდა ხდება ონლაინ, ბარათით, ჩვენი გადახდის პროვაიდერის მეშვეობით. გადახდისას ნაჩვენები თანხა არის ჩამოსაჭრელი თანხა.</li>
</ul>
<h2>5. მიტანა</h2>
<p>შეკვეთებს კვირიდან ხუთშაბათის ჩათვლით, 10:00-დან 16:00-მდე, თქვენს ანგარიშში მითითებულ შენობაში მოგიტანთ. მიტანის დრო მიახლოებითია; თუ 30 წუთზე მეტ დაგვიანებას ველით, გაცნობებთ. გთხოვთ, დარწმუნდით, რომ შეკვეთის მიმღები ადგილზე იქნება. ჩვენი მუშაობის შესახებ იხილეთ <a href="/about">ჩვენ შესახებ</a>.</p>
<h2>6. გაუქმება და თანხის დაბრუნება</h2>
<ul>
<li>გადაუხდელი შეკვეთის კალათიდან ამოღება ნებისმიერ დროს შეგიძლიათ.</li>
<li>გადახდილი შეკვეთის უფასოდ გაუქმება შესაძლებელია გადახდიდან 10 წუთში, ხოლო წინა დღით გაკეთებული სადილის შეკვეთისა — 10:00-მდე. დაგვიკავშირდით ტელეფონით.</li>
<li>თუ საჭმელი დაზიანებული, არასრული ან აღწერისგან განსხვავებული მოვიდა, შეგვატყობინეთ 2 საათის განმავლობაში და შევცვლით ან თანხას დაგიბრუნებთ.</li>
<li>თანხა ბრუნდება გადახდისას გამოყენებულ ბარათზე, ჩვეულებრივ 7–14 დღეში.</li>
</ul>
<h2>7. კორპორატიული გამოწერები</h2>
<ul>
<li>კომპანიას შეუძლია შეიძინოს გამოწერა განსაზღვრული ვადით და თანამშრომელთა რაოდენობით. სანამ ის აქტიურია, ამ კომპანიის სახელით დარეგისტრირებული თანამშრომლები შეკვეთებზე გამოწერის ფასდაკლებას იღებენ.</li>
<li>გამოწერა წინასწარ იხდება, სხვა კომპანიაზე არ გადაიცემა და ვადის დაწყების შემდეგ თანხა არ ბრუნდება, გარდა კანონით გათვალისწინებული შემთხვევებისა.</li>
<li>თანამშრომელთა სიის სისწორეზე პასუხისმგებელია კომპანია.</li>
</ul>
<h2>8. საბითუმო მყიდველები</h2>
<p>ზოგიერთი პროდუქტი საბითუმო მყიდველებს ცალობით მიეყიდება, შეკვეთის თითო პოზიციაზე მინიმალური რაოდენობით, რომელიც პროდუქტზეა მითითებული. კალათა ნაკლებ რაოდენობას არ მიიღებს. 50 პორციაზე მეტი შეკვეთა წინა დღის 16:00-მდე უნდა გაფორმდეს.</p>
<h2>9. ალერგიები</h2>
<p>ჩვენს სამზარეულოში გამოიყენება თხილეული, სეზამი, გლუტენი, რძის ნაწარმი, კვერცხი და ზღვის პროდუქტები, ამიტომ ვერცერთ კერძში მათი კვალის არარსებობას ვერ გარანტირებთ. ვეგეტარიანული კერძები მენიუში მონიშნულია.</p>
<h2>10. პასუხისმგებლობა</h2>
<p>ვიღებთ ვალდებულებას, შეკვეთა გონივრული გულისხმიერებითა და პროფესიონალიზმით მოვამზადოთ და მოგიტანოთ. არ ვართ პასუხისმგებელი წინასწარ განუჭვრეტელ ზარალზე, ჩვენგან დამოუკიდებელი მოვლენებით გამოწვეულ დაგვიანებაზე ან მიტანის შემდეგ არასწორად შენახულ საკვებზე. ამ პირობებში არაფერი ზღუდავს პასუხისმგებლობას, რომლის შეზღუდვაც კანონით დაუშვებელია.</p>
<h2>11. მოქმედი სამართალი</h2>
<p>ეს პირობები რეგულირდება <strong>ბაჰრეინის სამეფოს</strong> კანონმდებლობით. ნებისმიერ დავას, რომელსაც შეთანხმებით ვერ მოვაგვარებთ, ბაჰრეინის უფლებამოსილი სასამართლოები განიხილავენ.</p>
<h2>12. ცვლილებები და კონტაქტი</h2>
<p>შესაძლოა ეს პირობები განვაახლოთ; მოქმედებს თქვენი შეკვეთის დღეს გამოქვეყნებული ვერსია. გაეცანით ჩვენს <a href="/privacy-policy">კონფიდენციალურობის პოლიტიკასაც</a> და ნებისმიერი კითხვით <a href="/contact-us">დაგვიკავშირდით</a>.</p>`,
  },
};
