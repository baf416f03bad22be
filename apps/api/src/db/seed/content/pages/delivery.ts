import type { PageSeed } from '../types';

/** Page 2: delivery and ordering information. */
export const deliveryPage: PageSeed = {
  id: 2,
  slug: 'delivery',
  metaTitle: {
    en: 'Delivery & ordering – Sufra',
    fr: 'Livraison et commande – Sufra',
    de: 'Lieferung & Bestellung – Sufra',
    ae: 'التوصيل والطلب – سفرة',
    ka: 'მიტანა და შეკვეთა – სუფრა',
  },
  content: {
    en: `<h2>Where we deliver</h2>
<p>Our kitchen in Seef delivers across <strong>Manama, Muharraq and Riffa</strong>. Corporate customers in Dubai, Abu Dhabi, Tbilisi and Batumi are served by our partner kitchens with the same menu.</p>
<h2>When we deliver</h2>
<ul>
<li>Sunday to Thursday, 10:00 to 16:00.</li>
<li>Order by <strong>11:30</strong> to receive your lunch by 13:00.</li>
<li>Later orders usually arrive within 45 to 60 minutes.</li>
</ul>
<h2>Delivery fee</h2>
<p>A flat fee of <strong>0.500 BHD</strong> is added to each order, whatever its size. You see it in your <a href="/cart">cart</a> before you pay.</p>
<h2>How to order</h2>
<ul>
<li>Every order includes at least one <a href="/food-combos">combo</a>; add any items from the <a href="/menu">menu</a> alongside it.</li>
<li>Sign in or <a href="/register">create an account</a> to check out; your guest cart is kept for 30 days and joins your account when you sign in.</li>
<li>Pay online by card. Your order is confirmed as soon as the payment goes through.</li>
</ul>
<h3>Large and wholesale orders</h3>
<p>Trays such as manakish, fatayer, samosas and maamoul are sold by the piece with a minimum quantity. For more than 50 portions, please order the day before or <a href="/contact-us">contact us</a>.</p>
<h2>Allergies</h2>
<p>Our kitchen handles nuts, sesame, gluten, dairy, eggs and shellfish. Vegetarian dishes are marked on the menu. If you have an allergy, please call us before ordering.</p>`,
    fr: `<h2>Zones de livraison</h2>
<p>Notre cuisine de Seef livre dans tout <strong>Manama, Muharraq et Riffa</strong>. Les entreprises clientes de Dubaï, Abou Dabi, Tbilissi et Batoumi sont servies par nos cuisines partenaires, avec la même carte.</p>
<h2>Horaires de livraison</h2>
<ul>
<li>Du dimanche au jeudi, de 10 h à 16 h.</li>
<li>Commandez avant <strong>11 h 30</strong> pour recevoir votre déjeuner avant 13 h.</li>
<li>Les commandes plus tardives arrivent généralement en 45 à 60 minutes.</li>
</ul>
<h2>Frais de livraison</h2>
<p>Un forfait de <strong>0,500 BHD</strong> s’ajoute à chaque commande, quelle que soit sa taille. Il apparaît dans votre <a href="/cart">panier</a> avant le paiement.</p>
<h2>Comment commander</h2>
<ul>
<li>Chaque commande comprend au moins une <a href="/food-combos">formule</a> ; ajoutez-y les plats de la <a href="/menu">carte</a> que vous voulez.</li>
<li>Connectez-vous ou <a href="/register">créez un compte</a> pour payer ; votre panier invité est conservé 30 jours et rejoint votre compte à la connexion.</li>
<li>Payez en ligne par carte. Votre commande est confirmée dès que le paiement est accepté.</li>
</ul>
<h3>Grandes commandes et commandes en gros</h3>
<p>Les plateaux de manakiches, fatayers, samoussas et maamouls sont vendus à la pièce avec une quantité minimale. Au-delà de 50 portions, merci de commander la veille ou de <a href="/contact-us">nous contacter</a>.</p>
<h2>Allergies</h2>
<p>Notre cuisine manipule fruits à coque, sésame, gluten, produits laitiers, œufs et crustacés. Les plats végétariens sont signalés sur la carte. En cas d’allergie, appelez-nous avant de commander.</p>`,
    de: `<h2>Liefergebiet</h2>
<p>Unsere Küche in Seef liefert in ganz <strong>Manama, Muharraq und Riffa</strong>. Firmenkunden in Dubai, Abu Dhabi, Tiflis und Batumi werden von unseren Partnerküchen mit derselben Speisekarte beliefert.</p>
<h2>Lieferzeiten</h2>
<ul>
<li>Sonntag bis Donnerstag, 10:00 bis 16:00 Uhr.</li>
<li>Bestellen Sie bis <strong>11:30 Uhr</strong>, um Ihr Mittagessen bis 13:00 Uhr zu erhalten.</li>
<li>Spätere Bestellungen kommen meist innerhalb von 45 bis 60 Minuten an.</li>
</ul>
<h2>Liefergebühr</h2>
<p>Pro Bestellung berechnen wir pauschal <strong>0,500 BHD</strong>, unabhängig von der Größe. Sie sehen die Gebühr in Ihrem <a href="/cart">Warenkorb</a>, bevor Sie bezahlen.</p>
<h2>So bestellen Sie</h2>
<ul>
<li>Jede Bestellung enthält mindestens ein <a href="/food-combos">Menü</a>; ergänzen Sie beliebige Gerichte aus der <a href="/menu">Speisekarte</a>.</li>
<li>Melden Sie sich an oder <a href="/register">legen Sie ein Konto an</a>, um zu bezahlen; Ihr Gast-Warenkorb bleibt 30 Tage erhalten und wird bei der Anmeldung Ihrem Konto zugeordnet.</li>
<li>Bezahlen Sie online per Karte. Ihre Bestellung ist bestätigt, sobald die Zahlung eingegangen ist.</li>
</ul>
<h3>Große Bestellungen und Großkunden</h3>
<p>Platten mit Manakisch, Fatayer, Samosas und Maamoul werden stückweise mit Mindestmenge verkauft. Ab 50 Portionen bestellen Sie bitte am Vortag oder <a href="/contact-us">kontaktieren Sie uns</a>.</p>
<h2>Allergien</h2>
<p>In unserer Küche werden Nüsse, Sesam, Gluten, Milchprodukte, Eier und Schalentiere verarbeitet. Vegetarische Gerichte sind auf der Karte gekennzeichnet. Bei Allergien rufen Sie uns bitte vor der Bestellung an.</p>`,
    ae: `<h2>مناطق التوصيل</h2>
<p>يوصل مطبخنا في السيف الطلبات إلى جميع أنحاء <strong>المنامة والمحرق والرفاع</strong>. أما عملاؤنا من الشركات في دبي وأبوظبي وتبليسي وباتومي فتخدمهم مطابخ شركائنا بالقائمة نفسها.</p>
<h2>أوقات التوصيل</h2>
<ul>
<li>من الأحد إلى الخميس، من 10:00 إلى 16:00.</li>
<li>اطلب قبل الساعة <strong>11:30</strong> ليصلك الغداء قبل الساعة 13:00.</li>
<li>تصل الطلبات المتأخرة عادةً خلال 45 إلى 60 دقيقة.</li>
</ul>
<h2>رسوم التوصيل</h2>
<p>تُضاف رسوم ثابتة قدرها <strong>0.500 د.ب</strong> إلى كل طلب مهما كان حجمه، وتظهر في <a href="/cart">سلة التسوق</a> قبل الدفع.</p>
<h2>طريقة الطلب</h2>
<ul>
<li>يتضمن كل طلب <a href="/food-combos">وجبة مركّبة</a> واحدة على الأقل، ويمكنك إضافة ما تشاء من <a href="/menu">القائمة</a>.</li>
<li>سجّل الدخول أو <a href="/register">أنشئ حسابًا</a> لإتمام الطلب؛ نحتفظ بسلة الزائر 30 يومًا وتنضم إلى حسابك عند تسجيل الدخول.</li>
<li>ادفع إلكترونيًا بالبطاقة، ويُؤكَّد طلبك فور نجاح الدفع.</li>
</ul>
<h3>الطلبات الكبيرة وطلبات الجملة</h3>
<p>تُباع صواني المناقيش والفطائر والسمبوسة والمعمول بالقطعة مع حد أدنى للكمية. للطلبات التي تتجاوز 50 حصة، يُرجى الطلب قبل يوم أو <a href="/contact-us">التواصل معنا</a>.</p>
<h2>الحساسية</h2>
<p>يتعامل مطبخنا مع المكسرات والسمسم والغلوتين ومنتجات الألبان والبيض والقشريات. الأطباق النباتية مميزة في القائمة. إذا كانت لديك حساسية، يُرجى الاتصال بنا قبل الطلب.</p>`,
    ka: `<h2>სად მივიტანთ</h2>
<p>ჩვენი სეფის სამზარეულო შეკვეთებს მთელ <strong>მანამაში, მუჰარაქსა და რიფაში</strong> ატარებს. დუბაის, აბუ-დაბის, თბილისისა და ბათუმის კორპორატიულ მომხმარებლებს იმავე მენიუთი ჩვენი პარტნიორი სამზარეულოები ემსახურებიან.</p>
<h2>მიტანის დრო</h2>
<ul>
<li>კვირიდან ხუთშაბათის ჩათვლით, 10:00-დან 16:00-მდე.</li>
<li>შეუკვეთეთ <strong>11:30-მდე</strong> და სადილს 13:00-მდე მიიღებთ.</li>
<li>მოგვიანებით გაკეთებული შეკვეთები ჩვეულებრივ 45–60 წუთში მოდის.</li>
</ul>
<h2>მიტანის საფასური</h2>
<p>ყოველ შეკვეთას, ზომის მიუხედავად, ემატება ფიქსირებული <strong>0.500 BHD</strong>. მას <a href="/cart">კალათაში</a> გადახდამდე დაინახავთ.</p>
<h2>როგორ შევუკვეთოთ</h2>
<ul>
<li>ყოველი შეკვეთა შეიცავს მინიმუმ ერთ <a href="/food-combos">კომბოს</a>; მის გვერდით <a href="/menu">მენიუდან</a> ნებისმიერი კერძი დაამატეთ.</li>
<li>შეკვეთის გასაფორმებლად შედით სისტემაში ან <a href="/register">შექმენით ანგარიში</a>; სტუმრის კალათა 30 დღე ინახება და შესვლისას თქვენს ანგარიშს უერთდება.</li>
<li>გადაიხადეთ ონლაინ ბარათით. შეკვეთა დადასტურდება, როგორც კი გადახდა შესრულდება.</li>
</ul>
<h3>დიდი და საბითუმო შეკვეთები</h3>
<p>მანაქიშის, ფატაიერის, სამოსასა და მაამულის ლანგრები იყიდება ცალობით, მინიმალური რაოდენობით. 50 პორციაზე მეტისთვის გთხოვთ, შეუკვეთოთ წინა დღით ან <a href="/contact-us">დაგვიკავშირდეთ</a>.</p>
<h2>ალერგიები</h2>
<p>ჩვენს სამზარეულოში გამოიყენება თხილეული, სეზამი, გლუტენი, რძის ნაწარმი, კვერცხი და ზღვის პროდუქტები. ვეგეტარიანული კერძები მენიუში მონიშნულია. თუ ალერგია გაქვთ, გთხოვთ, შეკვეთამდე დაგვირეკოთ.</p>`,
  },
};
