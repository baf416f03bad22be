import type { BuildingSeed, CompanySeed, CountrySeed, Text } from './types';

/** A proper name: French and German keep the Latin spelling unless told otherwise. */
function name(en: string, ae: string, ka: string, fr: string = en, de: string = en): Text {
  return { en, fr, de, ae, ka };
}

/** An office address inside a building, written the way each language writes it. */
function office(unit: string, building: Text, city: Text, country: Text): Text {
  return {
    en: `Office ${unit}, ${building.en}, ${city.en}, ${country.en}`,
    fr: `Bureau ${unit}, ${building.fr}, ${city.fr}, ${country.fr}`,
    de: `Büro ${unit}, ${building.de}, ${city.de}, ${country.de}`,
    ae: `مكتب ${unit}، ${building.ae}، ${city.ae}، ${country.ae}`,
    ka: `ოფისი ${unit}, ${building.ka}, ${city.ka}, ${country.ka}`,
  };
}

function company(companyName: Text, email: string, phone: string, address: Text): CompanySeed {
  return { name: companyName, email, phone, address };
}

/** A company with an office in a building: its name, email, phone and office number. */
type Tenant = readonly [companyName: Text, email: string, phone: string, unit: string];

/** A building in `city` and the companies with an office in it. */
function building(
  buildingName: Text,
  city: Text,
  country: Text,
  tenants: readonly Tenant[],
): BuildingSeed {
  return {
    name: buildingName,
    companies: tenants.map(([companyName, email, phone, unit]) =>
      company(companyName, email, phone, office(unit, buildingName, city, country)),
    ),
  };
}

// ------------------------------------------------------------------ Bahrain

const bahrain = name('Bahrain', 'البحرين', 'ბაჰრეინი', 'Bahreïn');
const manama = name('Manama', 'المنامة', 'მანამა');
const muharraq = name('Muharraq', 'المحرق', 'მუჰარაქი');
const riffa = name('Riffa', 'الرفاع', 'რიფა');

const bwtc = name(
  'Bahrain World Trade Center',
  'مركز البحرين التجاري العالمي',
  'ბაჰრეინის მსოფლიო სავაჭრო ცენტრი',
);
const almoayyed = name('Almoayyed Tower', 'برج المؤيد', 'ალმოაიედის კოშკი', 'Tour Almoayyed');
const bfh = name(
  'Bahrain Financial Harbour',
  'مرفأ البحرين المالي',
  'ბაჰრეინის ფინანსური ნავსადგური',
);
const muharraqCentre = name(
  'Muharraq Business Centre',
  'مركز المحرق للأعمال',
  'მუჰარაქის ბიზნეს ცენტრი',
  'Centre d’affaires de Muharraq',
  'Geschäftszentrum Muharraq',
);
const aradBay = name(
  'Arad Bay Offices',
  'مكاتب خليج عراد',
  'არადის ყურის ოფისები',
  'Bureaux d’Arad Bay',
  'Bürohaus Arad Bay',
);
const riffaViews = name(
  'Riffa Views Business Park',
  'مجمع رفاع فيوز للأعمال',
  'რიფა ვიუზის ბიზნეს პარკი',
  'Parc d’affaires Riffa Views',
  'Businesspark Riffa Views',
);
const eastRiffaPlaza = name(
  'East Riffa Commercial Plaza',
  'ساحة الرفاع الشرقي التجارية',
  'აღმოსავლეთ რიფას სავაჭრო პლაზა',
  'Plaza commerciale de Riffa Est',
  'Geschäftsplaza Ost-Riffa',
);

// ------------------------------------------------------------------ United Arab Emirates

const uae = name(
  'United Arab Emirates',
  'الإمارات العربية المتحدة',
  'არაბთა გაერთიანებული საამიროები',
  'Émirats arabes unis',
  'Vereinigte Arabische Emirate',
);
const dubai = name('Dubai', 'دبي', 'დუბაი', 'Dubaï');
const abuDhabi = name('Abu Dhabi', 'أبوظبي', 'აბუ-დაბი', 'Abou Dabi');

const emiratesTowers = name('Emirates Towers', 'أبراج الإمارات', 'ემირატების კოშკები');
const executiveTower = name(
  'Business Bay Executive Tower',
  'برج الأعمال التنفيذي في الخليج التجاري',
  'ბიზნეს ბეის აღმასრულებელი კოშკი',
  'Tour exécutive de Business Bay',
  'Executive Tower Business Bay',
);
const alMaryah = name('Al Maryah Tower', 'برج المارية', 'ალ მარიას კოშკი', 'Tour Al Maryah');
const capitalPlaza = name('Capital Plaza', 'كابيتال بلازا', 'კაპიტალ პლაზა');

// ------------------------------------------------------------------ Georgia

const georgia = name('Georgia', 'جورجيا', 'საქართველო', 'Géorgie', 'Georgien');
const tbilisi = name('Tbilisi', 'تبليسي', 'თბილისი', 'Tbilissi', 'Tiflis');
const batumi = name('Batumi', 'باتومي', 'ბათუმი', 'Batoumi');

const kingDavid = name(
  'King David Business Center',
  'مركز الملك داود للأعمال',
  'მეფე დავითის ბიზნეს ცენტრი',
  'Centre d’affaires Roi David',
  'Geschäftszentrum König David',
);
const axisTowers = name('Axis Towers', 'أبراج أكسيس', 'აქსის თაუერსი', 'Tours Axis');
const techPark = name(
  'Tbilisi Tech Park',
  'حديقة تبليسي التقنية',
  'თბილისის ტექნოპარკი',
  'Parc technologique de Tbilissi',
  'Technologiepark Tiflis',
);
const batumiCenter = name(
  'Batumi Business Center',
  'مركز باتومي للأعمال',
  'ბათუმის ბიზნეს ცენტრი',
  'Centre d’affaires de Batoumi',
  'Geschäftszentrum Batumi',
);
const blackSeaPlaza = name(
  'Black Sea Plaza',
  'ساحة البحر الأسود',
  'შავი ზღვის პლაზა',
  'Plaza de la mer Noire',
  'Schwarzmeer-Plaza',
);

/**
 * Where customers work and study (spec §4 registration: country → city → building → company,
 * or → university). Company names are invented; buildings and universities sound real.
 */
export const countries: readonly CountrySeed[] = [
  {
    isoCode: 'BH',
    name: bahrain,
    cities: [
      {
        name: manama,
        buildings: [
          building(bwtc, manama, bahrain, [
            [
              name('Dilmun Data Systems', 'دلمون لأنظمة البيانات', 'დილმუნ დატა სისტემზი'),
              'contact@dilmundata.com',
              '+973 1711 2040',
              '2104',
            ],
            [
              name('Gulf Pearl Consulting', 'لؤلؤة الخليج للاستشارات', 'გალფ პერლ კონსალტინგი'),
              'info@gulfpearl-consulting.com',
              '+973 1711 3355',
              '1807',
            ],
          ]),
          building(almoayyed, manama, bahrain, [
            [
              name('Seef Legal Partners', 'شركاء السيف القانونيون', 'სიფ ლიგალ პარტნერსი'),
              'office@seeflegal.com',
              '+973 1756 4410',
              '905',
            ],
            [
              name('Manama Fintech Hub', 'مركز المنامة للتقنية المالية', 'მანამას ფინტექ ჰაბი'),
              'hello@manamafintech.io',
              '+973 1756 7821',
              '1210',
            ],
          ]),
          building(bfh, manama, bahrain, [
            [
              name(
                'Harbour Capital Advisors',
                'هاربر كابيتال للاستشارات',
                'ჰარბორ კაპიტალ ედვაიზორსი',
              ),
              'team@harbourcapital-advisors.com',
              '+973 1710 8800',
              '3104',
            ],
            [
              name('Awal Insurance Brokers', 'أوال لوساطة التأمين', 'ავალის სადაზღვევო ბროკერები'),
              'service@awalbrokers.net',
              '+973 1710 9020',
              '1402',
            ],
          ]),
        ],
        companies: [
          company(
            name('Bab Al Bahrain Travel', 'باب البحرين للسفر', 'ბაბ ალ ბაჰრეინ ტრაველი'),
            'bookings@babalbahrain-travel.com',
            '+973 1722 4455',
            {
              en: 'Building 77, Government Avenue, Manama, Bahrain',
              fr: 'Immeuble 77, avenue du Gouvernement, Manama, Bahreïn',
              de: 'Gebäude 77, Government Avenue, Manama, Bahrain',
              ae: 'مبنى 77، شارع الحكومة، المنامة، البحرين',
              ka: 'შენობა 77, მთავრობის გამზირი, მანამა, ბაჰრეინი',
            },
          ),
        ],
        universities: [
          name(
            'University of Bahrain',
            'جامعة البحرين',
            'ბაჰრეინის უნივერსიტეტი',
            'Université de Bahreïn',
            'Universität Bahrain',
          ),
          name(
            'Ahlia University',
            'الجامعة الأهلية',
            'აჰლიას უნივერსიტეტი',
            'Université Ahlia',
            'Ahlia-Universität',
          ),
        ],
      },
      {
        name: muharraq,
        buildings: [
          building(muharraqCentre, muharraq, bahrain, [
            [
              name(
                'Pearl Route Logistics',
                'طريق اللؤلؤ للخدمات اللوجستية',
                'მარგალიტის გზის ლოჯისტიკა',
              ),
              'ops@pearlroute.com',
              '+973 1733 1200',
              '301',
            ],
            [
              name(
                'Muharraq Heritage Tours',
                'جولات المحرق التراثية',
                'მუჰარაქის მემკვიდრეობის ტურები',
              ),
              'info@muharraqtours.com',
              '+973 1733 4567',
              '112',
            ],
          ]),
          building(aradBay, muharraq, bahrain, [
            [
              name('Falcon Aviation Services', 'فالكون لخدمات الطيران', 'ფალკონ ავიეიშენ სერვისი'),
              'crew@falcon-aviation.net',
              '+973 1746 0300',
              '4B',
            ],
            [
              name('Bluewave Engineering', 'بلو ويف للهندسة', 'ბლუვეივ ინჟინერინგი'),
              'projects@bluewave-eng.com',
              '+973 1746 2211',
              '7A',
            ],
          ]),
        ],
        companies: [
          company(
            name(
              'Qaisariya Sweets Trading',
              'القيصرية لتجارة الحلويات',
              'ყაისარიას ტკბილეულის ვაჭრობა',
            ),
            'orders@qaisariya-sweets.com',
            '+973 1767 8899',
            {
              en: 'Shop 18, Sheikh Abdulla Avenue, Muharraq, Bahrain',
              fr: 'Boutique 18, avenue Cheikh Abdallah, Muharraq, Bahreïn',
              de: 'Laden 18, Sheikh Abdulla Avenue, Muharraq, Bahrain',
              ae: 'محل 18، شارع الشيخ عبدالله، المحرق، البحرين',
              ka: 'მაღაზია 18, შეიხ აბდულას გამზირი, მუჰარაქი, ბაჰრეინი',
            },
          ),
        ],
        universities: [
          name(
            'Muharraq College of Technology',
            'كلية المحرق للتكنولوجيا',
            'მუჰარაქის ტექნოლოგიური კოლეჯი',
            'Collège technologique de Muharraq',
            'Technische Hochschule Muharraq',
          ),
        ],
      },
      {
        name: riffa,
        buildings: [
          building(riffaViews, riffa, bahrain, [
            [
              name('Sakhir Solar Energy', 'الصخير للطاقة الشمسية', 'სახირის მზის ენერგია'),
              'contact@sakhirsolar.com',
              '+973 1777 1010',
              'B-12',
            ],
            [
              name('Oasis HR Solutions', 'الواحة لحلول الموارد البشرية', 'ოაზისის HR სერვისები'),
              'careers@oasis-hr.com',
              '+973 1777 2020',
              'C-04',
            ],
          ]),
          building(eastRiffaPlaza, riffa, bahrain, [
            [
              name('Riffa Medical Supplies', 'الرفاع للمستلزمات الطبية', 'რიფას სამედიცინო მარაგი'),
              'sales@riffamedical.com',
              '+973 1766 3030',
              '22',
            ],
            [
              name(
                'Nakheel Accounting Services',
                'النخيل لخدمات المحاسبة',
                'ნახილის ბუღალტრული მომსახურება',
              ),
              'books@nakheel-accounting.com',
              '+973 1766 4040',
              '35',
            ],
          ]),
        ],
        companies: [
          company(
            name('Fort View Architects', 'فورت فيو للهندسة المعمارية', 'ფორტ ვიუ არქიტექტორები'),
            'studio@fortview-architects.com',
            '+973 1778 5050',
            {
              en: 'Villa 9, Avenue 15, East Riffa, Bahrain',
              fr: 'Villa 9, avenue 15, Riffa Est, Bahreïn',
              de: 'Villa 9, Avenue 15, Ost-Riffa, Bahrain',
              ae: 'فيلا 9، شارع 15، الرفاع الشرقي، البحرين',
              ka: 'ვილა 9, მე-15 გამზირი, აღმოსავლეთ რიფა, ბაჰრეინი',
            },
          ),
        ],
        universities: [
          name(
            'Royal University for Women',
            'الجامعة الملكية للبنات',
            'ქალთა სამეფო უნივერსიტეტი',
            'Université royale pour les femmes',
            'Königliche Universität für Frauen',
          ),
        ],
      },
    ],
  },
  {
    isoCode: 'AE',
    name: uae,
    cities: [
      {
        name: dubai,
        buildings: [
          building(emiratesTowers, dubai, uae, [
            [
              name('Desert Rose Media', 'وردة الصحراء للإعلام', 'უდაბნოს ვარდი მედია'),
              'newsroom@desertrose-media.com',
              '+971 4 330 1100',
              '2301',
            ],
            [
              name('Creek Software Labs', 'مختبرات الخور للبرمجيات', 'ქრიქ სოფთვეარ ლაბსი'),
              'dev@creeklabs.io',
              '+971 4 330 2200',
              '1702',
            ],
          ]),
          building(executiveTower, dubai, uae, [
            [
              name('Marina Wealth Management', 'مارينا لإدارة الثروات', 'მარინა — ქონების მართვა'),
              'clients@marinawealth.com',
              '+971 4 421 5500',
              'B-1504',
            ],
            [
              name('Souk Commerce Trading', 'السوق للتجارة', 'სუკ კომერს ტრეიდინგი'),
              'trade@soukcommerce.com',
              '+971 4 421 6600',
              'G-808',
            ],
          ]),
        ],
        companies: [
          company(
            name(
              'Jumeirah Event Planners',
              'جميرا لتنظيم الفعاليات',
              'ჯუმეირას ღონისძიებების ორგანიზატორები',
            ),
            'events@jumeirah-events.com',
            '+971 4 394 7700',
            {
              en: 'Villa 41, Jumeirah Beach Road, Dubai, United Arab Emirates',
              fr: 'Villa 41, Jumeirah Beach Road, Dubaï, Émirats arabes unis',
              de: 'Villa 41, Jumeirah Beach Road, Dubai, Vereinigte Arabische Emirate',
              ae: 'فيلا 41، شارع شاطئ جميرا، دبي، الإمارات العربية المتحدة',
              ka: 'ვილა 41, ჯუმეირას სანაპიროს გზა, დუბაი, არაბთა გაერთიანებული საამიროები',
            },
          ),
        ],
        universities: [
          name(
            'University of Dubai',
            'جامعة دبي',
            'დუბაის უნივერსიტეტი',
            'Université de Dubaï',
            'Universität Dubai',
          ),
          name(
            'American University in Dubai',
            'الجامعة الأمريكية في دبي',
            'ამერიკული უნივერსიტეტი დუბაიში',
            'Université américaine de Dubaï',
            'Amerikanische Universität Dubai',
          ),
        ],
      },
      {
        name: abuDhabi,
        buildings: [
          building(alMaryah, abuDhabi, uae, [
            [
              name('Falcon Peak Investments', 'قمة الصقر للاستثمار', 'ფალკონ პიკ ინვესტმენტსი'),
              'ir@falconpeak-investments.com',
              '+971 2 610 3300',
              '3305',
            ],
            [
              name(
                'Saadiyat Cultural Consultants',
                'السعديات للاستشارات الثقافية',
                'სადიიატის კულტურული კონსულტანტები',
              ),
              'hello@saadiyat-consult.com',
              '+971 2 610 4400',
              '2810',
            ],
          ]),
          building(capitalPlaza, abuDhabi, uae, [
            [
              name('Corniche Legal Group', 'مجموعة الكورنيش القانونية', 'კორნიშის იურიდიული ჯგუფი'),
              'legal@cornichegroup.com',
              '+971 2 681 5500',
              '1201',
            ],
            [
              name('Emirates Green Energy', 'الإمارات للطاقة الخضراء', 'ემირატების მწვანე ენერგია'),
              'info@emiratesgreen.net',
              '+971 2 681 6600',
              '905',
            ],
          ]),
        ],
        companies: [
          company(
            name('Liwa Date Farms', 'مزارع ليوا للتمور', 'ლივას ფინიკის ფერმები'),
            'sales@liwadates.com',
            '+971 2 882 7700',
            {
              en: 'Plot 14, Mussafah Industrial Area, Abu Dhabi, United Arab Emirates',
              fr: 'Parcelle 14, zone industrielle de Mussafah, Abou Dabi, Émirats arabes unis',
              de: 'Parzelle 14, Industriegebiet Mussafah, Abu Dhabi, Vereinigte Arabische Emirate',
              ae: 'قطعة 14، منطقة مصفح الصناعية، أبوظبي، الإمارات العربية المتحدة',
              ka: 'ნაკვეთი 14, მუსაფას სამრეწველო ზონა, აბუ-დაბი, არაბთა გაერთიანებული საამიროები',
            },
          ),
        ],
        universities: [
          name(
            'Khalifa University',
            'جامعة خليفة',
            'ხალიფას უნივერსიტეტი',
            'Université Khalifa',
            'Khalifa-Universität',
          ),
          name(
            'Abu Dhabi University',
            'جامعة أبوظبي',
            'აბუ-დაბის უნივერსიტეტი',
            'Université d’Abou Dabi',
            'Universität Abu Dhabi',
          ),
        ],
      },
    ],
  },
  {
    isoCode: 'GE',
    name: georgia,
    cities: [
      {
        name: tbilisi,
        buildings: [
          building(kingDavid, tbilisi, georgia, [
            [
              name('Kartli Software', 'كارتلي للبرمجيات', 'ქართლი სოფთვეარი'),
              'hello@kartlisoft.com',
              '+995 32 220 1100',
              '1104',
            ],
            [
              name('Mtkvari Consulting', 'متكفاري للاستشارات', 'მტკვარი კონსალტინგი'),
              'office@mtkvari-consulting.com',
              '+995 32 220 2200',
              '706',
            ],
          ]),
          building(axisTowers, tbilisi, georgia, [
            [
              name('Rustaveli Travel', 'روستافيلي للسفر', 'რუსთაველი ტრეველი'),
              'tours@rustaveli-travel.com',
              '+995 32 224 3300',
              '1502',
            ],
            [
              name('Colchis Analytics', 'كولخيس للتحليلات', 'კოლხეთი ანალიტიქსი'),
              'data@colchis-analytics.io',
              '+995 32 224 4400',
              '2208',
            ],
          ]),
          building(techPark, tbilisi, georgia, [
            [
              name('Iveria Robotics', 'إيفيريا للروبوتات', 'ივერია რობოტიქსი'),
              'lab@iveria-robotics.tech',
              '+995 32 226 6600',
              '501',
            ],
            [
              name('Svaneti Cloud', 'سفانيتي كلاود', 'სვანეთი ქლაუდი'),
              'support@svaneticloud.net',
              '+995 32 226 7700',
              '509',
            ],
          ]),
        ],
        companies: [
          company(
            name('Narikala Design Studio', 'استوديو ناريكالا للتصميم', 'ნარიყალას დიზაინ სტუდია'),
            'studio@narikala-design.com',
            '+995 32 225 5500',
            {
              en: '12 Kote Abkhazi Street, Tbilisi, Georgia',
              fr: '12, rue Kote Abkhazi, Tbilissi, Géorgie',
              de: 'Kote-Abchasi-Straße 12, Tiflis, Georgien',
              ae: '12 شارع كوتي أبخازي، تبليسي، جورجيا',
              ka: 'კოტე აფხაზის ქუჩა 12, თბილისი, საქართველო',
            },
          ),
        ],
        universities: [
          name(
            'Tbilisi State University',
            'جامعة تبليسي الحكومية',
            'თბილისის სახელმწიფო უნივერსიტეტი',
            'Université d’État de Tbilissi',
            'Staatliche Universität Tiflis',
          ),
          name(
            'Free University of Tbilisi',
            'جامعة تبليسي الحرة',
            'თბილისის თავისუფალი უნივერსიტეტი',
            'Université libre de Tbilissi',
            'Freie Universität Tiflis',
          ),
        ],
      },
      {
        name: batumi,
        buildings: [
          building(batumiCenter, batumi, georgia, [
            [
              name(
                'Adjara Shipping Agency',
                'أجاريا للوكالات الملاحية',
                'აჭარის სანაოსნო სააგენტო',
              ),
              'ops@adjara-shipping.com',
              '+995 422 27 1100',
              '604',
            ],
            [
              name(
                'Seaside Hospitality Group',
                'مجموعة سي سايد للضيافة',
                'სისაიდ ჰოსპიტალითი ჯგუფი',
              ),
              'hr@seaside-hospitality.com',
              '+995 422 27 2200',
              '811',
            ],
          ]),
          building(blackSeaPlaza, batumi, georgia, [
            [
              name(
                'Batumi Port Logistics',
                'باتومي للخدمات اللوجستية للموانئ',
                'ბათუმის პორტის ლოჯისტიკა',
              ),
              'cargo@batumiport-logistics.com',
              '+995 422 27 3300',
              '210',
            ],
            [
              name('Boulevard Digital', 'بوليفارد ديجيتال', 'ბულვარი დიჯიტალი'),
              'team@boulevard-digital.net',
              '+995 422 27 4400',
              '318',
            ],
          ]),
        ],
        companies: [
          company(
            name('Gonio Fresh Produce', 'غونيو للمنتجات الطازجة', 'გონიოს ახალი პროდუქცია'),
            'orders@gonio-fresh.com',
            '+995 422 27 5500',
            {
              en: '45 Gorgiladze Street, Batumi, Georgia',
              fr: '45, rue Gorgiladze, Batoumi, Géorgie',
              de: 'Gorgiladse-Straße 45, Batumi, Georgien',
              ae: '45 شارع غورغيلادزه، باتومي، جورجيا',
              ka: 'გორგილაძის ქუჩა 45, ბათუმი, საქართველო',
            },
          ),
        ],
        universities: [
          name(
            'Batumi Shota Rustaveli State University',
            'جامعة باتومي الحكومية شوتا روستافيلي',
            'ბათუმის შოთა რუსთაველის სახელმწიფო უნივერსიტეტი',
            'Université d’État Chota Roustaveli de Batoumi',
            'Staatliche Schota-Rustaweli-Universität Batumi',
          ),
        ],
      },
    ],
  },
];
