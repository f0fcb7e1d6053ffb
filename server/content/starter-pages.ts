/**
 * The four static pages every installation starts with (DESIGN.md section 6: pages are seeded,
 * there is no add), with starter text the operator edits before going live. The HTML is already
 * in the form the sanitiser gives back (a test holds it to that), so the first save of an
 * unchanged page changes nothing.
 */
export type StarterPage = { slug: string; title: string; content: string };

const ABOUT_US = [
  '<p>We bring home cooks and professional chefs together in live and on-demand cooking classes. Every class is taught by a chef who cooks the dish with you, step by step, from the shopping list to the plate.</p>',
  '<h2>What you will find here</h2>',
  '<ul><li><strong>Live classes</strong> at a set date and time, where you cook along with the chef.</li><li><strong>On-demand classes</strong> you can start, pause and repeat whenever it suits you.</li><li>Recipes with every ingredient and measurement listed before you start.</li></ul>',
  '<p>Our chefs come from restaurants, bakeries and family kitchens around the world. What they share is a love of teaching and recipes that work at home.</p>',
  '<p>Questions or ideas? Write to us at <a href="mailto:hello@example.com">hello@example.com</a>.</p>',
].join('');

const TERMS = [
  '<p>These terms apply to everyone who uses our app, our website and our classes. By creating an account or subscribing to a plan you agree to them.</p>',
  '<h2>1. Your account</h2>',
  '<p>Keep your sign-in details to yourself; you are responsible for what is done with your account. You must be at least 16 years old to hold an account.</p>',
  '<h2>2. Subscriptions and payment</h2>',
  '<p>Plans are billed in advance for the timeframe shown when you subscribe and renew automatically until you cancel. You can cancel at any time; access continues until the end of the period you have paid for.</p>',
  '<h2>3. Classes</h2>',
  '<p>Class content is for your personal, non-commercial use. Recording, copying or sharing classes is not allowed. Live class times may occasionally change; if a live class is cancelled you can watch its recording or join another class.</p>',
  '<h2>4. Safety in the kitchen</h2>',
  '<p>Cooking involves heat, sharp tools and allergens. Check every ingredient list for allergens and follow the chef’s safety advice; you cook at your own risk.</p>',
  '<h2>5. Changes</h2>',
  '<p>We may update these terms. We will tell you about important changes before they take effect.</p>',
].join('');

const PRIVACY = [
  '<p>This policy explains which personal data we collect, why, and what you can ask us to do with it.</p>',
  '<h2>What we collect</h2>',
  '<ul><li>Account details: your name, e-mail address and profile picture.</li><li>Subscription details: the plan you chose and its dates. Card payments are handled by our payment provider; we never see your card number.</li><li>Usage: the classes you watch or join, so that you can continue where you stopped.</li></ul>',
  '<h2>Why we use it</h2>',
  '<p>To run your account and your subscription, to send you the e-mails you asked for, and to improve our classes. We do not sell your data.</p>',
  '<h2>Newsletter</h2>',
  '<p>If you subscribe to our newsletter we keep your e-mail address until you unsubscribe. Every newsletter has an unsubscribe link.</p>',
  '<h2>Your rights</h2>',
  '<p>You can ask for a copy of your data, have it corrected, or have your account deleted, by writing to <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>',
].join('');

const FAQ = [
  '<h2>What is the difference between a live and an on-demand class?</h2>',
  '<p>A live class takes place at a set date and time and you cook along with the chef. An on-demand class is a recorded class you can start whenever you like.</p>',
  '<h2>Do I need special equipment?</h2>',
  '<p>No. Each class lists what you need before it starts; most need only what a home kitchen already has.</p>',
  '<h2>Can I change or cancel my plan?</h2>',
  '<p>Yes, at any time from your account. A cancelled plan stays active until the end of the period you have paid for.</p>',
  '<h2>I have a food allergy. Can I still take part?</h2>',
  '<p>Yes. Every class lists its ingredients, so you can check for allergens and plan substitutes before you start.</p>',
  '<h2>How do I contact you?</h2>',
  '<p>Write to <a href="mailto:hello@example.com">hello@example.com</a>; we answer within two working days.</p>',
].join('');

export const STARTER_PAGES: readonly StarterPage[] = [
  { slug: 'about-us', title: 'About us', content: ABOUT_US },
  { slug: 'terms-and-conditions', title: 'Terms and conditions', content: TERMS },
  { slug: 'privacy-policy', title: 'Privacy policy', content: PRIVACY },
  { slug: 'faq', title: 'FAQ', content: FAQ },
];
