import type { SubscriptionsTexts } from './en';

export const subscriptionsDe: SubscriptionsTexts = {
  subscription_page: {
    title: 'Abonnementdetails',
    intro:
      'Abonnieren Sie für Ihr Unternehmen: Jeder Mitarbeiter erhält einen Rabatt auf jede Bestellung.',
    company: 'Unternehmen',
    email: 'E-Mail',
    address: 'Adresse',
    plans: 'Abonnementpläne',
    plan: 'Plan {{number}}',
    price: 'Preis',
    duration: 'Laufzeit',
    day: '1 Tag',
    days: '{{n}} Tage',
    month: '1 Monat',
    months: '{{n}} Monate',
    year: '1 Jahr',
    years: '{{n}} Jahre',
    seats: 'Mitarbeiter',
    seats_value: 'Bis zu {{count}}',
    discount: 'Mitarbeiterrabatt',
    discount_value: '{{percent}} % auf jede Bestellung',
    pay_now: 'Jetzt bezahlen',
    pay_note: 'Sie bezahlen auf der sicheren Zahlungsseite und kehren danach hierher zurück.',
    cancelled: 'Die Zahlung wurde abgebrochen. Sie können es erneut versuchen.',
  },
  thankyou_page: {
    title: 'Vielen Dank',
    pending: 'Warten auf die Zahlungsbestätigung…',
    completed: 'Abonnement abgeschlossen',
    completed_text:
      '{{company}} ist bis {{date}} abonniert. Die Mitarbeiter erhalten jetzt den Rabatt.',
    cancelled: 'Die Zahlung wurde abgebrochen.',
    slow: 'Die Bestätigung dauert länger als üblich. Bitte prüfen Sie es gleich noch einmal.',
    check_again: 'Erneut prüfen',
    no_txn: 'Kein Abonnementkauf zum Anzeigen.',
    menu: 'Zurück zur Speisekarte',
  },
};
