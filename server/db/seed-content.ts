import {
  BANK_TRANSFER_WINDOW_MS,
  EXPRESS_CARRIAGE,
  FREE_SHIPPING_FROM,
  INSTALMENT_MAX,
  INSTALMENT_MIN,
  LIVE_CHAT_HOURS,
  STANDARD_CARRIAGE,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '../../contract/constants';
import { formatMoney, US_DOLLARS } from '../../contract/money-format';
import { LOGO_MIN_QTY, ODM_MIN_QTY } from '../../contract/wholesale-services';

/**
 * The shop's information pages and agreements as first written (English Markdown). The operator
 * changes them later with `npm run pages -- set <slug> --file x.md`; the seed never overwrites a
 * page that exists. FAQ entries are `<details>` blocks: the Help Center searches them.
 */
export interface ContentSeed {
  kind: 'page' | 'agreement';
  slug: string;
  title: string;
  description: string;
  body: string;
}

const money = (usd: number) => formatMoney(usd, US_DOLLARS);
const BANK_DAYS = Math.round(BANK_TRANSFER_WINDOW_MS / 86_400_000);
const PHONE = `[${SUPPORT_PHONE}](tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')})`;

/** A question of the Help Center's FAQ: a disclosure the page's search can find. */
const faq = (question: string, answer: string) => `<details><summary>${question}</summary>\n\n${answer}\n\n</details>`;

const afterSales = `Our customer service team is here for you before and after your order: **${LIVE_CHAT_HOURS}** by live chat,
at [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) and on ${PHONE}. You can also [send us a message](/contact-us)
or [track your order](/track-order) at any time.

## Returns

Changed your mind? Return unworn frames within **30 days** of delivery for a full refund of the goods.

1. [Send us a message](/contact-us) with your order number and the items you want to return.
2. We e-mail you a prepaid return label within one business day (free for orders to the US, Canada and the EU).
3. Pack the frames in their case and original box, and drop the parcel off with the carrier.
4. Once the frames reach our warehouse and pass inspection, we refund the original payment method within 5 business days.

Prescription lenses are made for you and cannot be returned unless they are faulty; the frame part of a prescription
order can still be returned. Shipping costs of the original order are refunded only when the return is our mistake.

## Warranty

Every frame carries a **12-month warranty** against manufacturing defects: loose or broken hinges, peeling coating,
cracked rims and faulty nose pads. Send us a photo of the problem with your order number and we repair, replace or
refund the frame, at no cost to you. Accidental damage, scratches from wear and frames adjusted by a third party are
not covered.

## Frequently asked questions

${faq('How do I know which frame size fits me?', 'Look inside the temple of a pair you already own: the three numbers (for example 52-18-140) are the lens width, the bridge and the temple length in millimetres. Choose a frame within 2 mm of your lens width. Every product page lists these measurements.')}

${faq('Can I order frames with my prescription?', 'Yes. Choose your frame, then add lenses and enter your prescription as written by your optician: sphere, cylinder, axis and pupillary distance. Orders with prescription lenses leave our lab in 5 to 7 business days.')}

${faq('How long does delivery take?', `Standard shipping takes 7 to 12 business days and is free from ${money(FREE_SHIPPING_FROM)}; express shipping takes 3 to 5 business days. See [Shipping](/shipping) for the details.`)}

${faq('How do I track my order?', 'Open [Order Tracking](/track-order) and enter your order number and e-mail address. Signed in, you will find every order and its tracking number under My Orders.')}

${faq('Which payment methods do you accept?', `Credit and debit cards, a digital wallet, bank transfer and Pay in 4 (four interest-free payments for orders from ${money(INSTALMENT_MIN)} to ${money(INSTALMENT_MAX)}). A bank transfer order is held for ${BANK_DAYS} days while we wait for the payment.`)}

${faq('Can I change or cancel my order?', 'An order that has not been shipped can be changed or cancelled: send us a message with your order number as soon as possible. Unpaid orders are cancelled automatically when their payment window ends.')}

${faq('My frame arrived damaged. What should I do?', 'We are sorry! Take a photo of the frame and the parcel and send it to us within 7 days of delivery. We send a replacement at once, without waiting for the damaged pair to come back.')}

${faq('Do you offer wholesale prices?', 'Yes. Many frames have ladder prices that fall as the quantity grows, shown on each product page. For larger orders, your own logo or a price list, contact our sales team through the contact form.')}

${faq('How do I use a coupon?', 'Claim coupons on the home page or in My Coupons, then choose one at checkout. One coupon applies per order, and each coupon shows its minimum order amount and dates.')}

${faq('How do I clean my glasses?', 'Rinse the lenses under lukewarm water, use a drop of mild soap, and dry them with the microfibre cloth that came with your frame. Avoid paper tissues and household cleaners: they scratch coatings.')}
`;

const shipping = `We ship to more than 100 countries from our warehouse in California. Every parcel is tracked and insured.

## Shipping methods

| Method | Delivery time | Cost |
|---|---|---|
| Standard shipping | 7–12 business days | ${money(STANDARD_CARRIAGE)}, **free from ${money(FREE_SHIPPING_FROM)}** of goods |
| Express shipping | 3–5 business days | ${money(EXPRESS_CARRIAGE)} |

Delivery times start when your order leaves the warehouse. Frames in stock leave within 1 business day of payment;
orders with prescription lenses leave our lab within 5 to 7 business days.

## Tracking your parcel

As soon as your order ships we e-mail you the carrier and the tracking number. You can follow it at any time on
[Order Tracking](/track-order) with your order number and e-mail address, or under My Orders when you are signed in.

## Customs and duties

Orders to the United States are delivered without extra charges. For other countries, import duties and taxes may be
charged by your customs office on delivery; they are not included in our prices and are paid by the recipient.

## Addresses

Please check your shipping address before you pay: we cannot redirect a parcel once it has left the warehouse. We
deliver to P.O. boxes and APO/FPO addresses by standard shipping only.

## Lost or late parcels

If your tracking has not moved for 7 days, or the parcel is marked delivered but did not arrive,
[contact us](/contact-us) with your order number. We open an investigation with the carrier and, when a parcel is
lost, send a replacement or refund the order.
`;

const privacy = `Optic Shop ("we", "us") sells eyeglasses and optical frames online. This policy explains which personal data we
collect when you use our shop, why we collect it, and the choices you have.

## What we collect

- **Account data**: your name, e-mail address and password (stored only as a secure hash).
- **Order data**: shipping and billing addresses, phone number, the items you order, and your prescription when you
  order prescription lenses.
- **Payment data**: payments are processed by our payment providers; we never see or store your full card number.
- **Usage data**: the pages you view and the products you add to your cart, linked to an anonymous visitor token
  stored in your browser.
- **Messages**: what you send us through the contact form or by e-mail.

## Why we use it

We use your data to process and deliver your orders, to provide customer service, to keep your cart and wishlist
between visits, to prevent fraud, and, only if you subscribe, to send our newsletter. We do not sell your personal
data.

## Cookies and local storage

We keep your visitor token, language, currency and cart in your browser so the shop remembers them. When your browser
sends *Do Not Track* or *Global Privacy Control*, we record no shopping events for statistics.

## How long we keep it

Order records are kept for as long as tax law requires (usually 7 years). Account data is kept until you ask us to
delete your account. Contact form messages are deleted after 2 years.

## Your rights

You may ask for a copy of your data, correct it, delete it, or object to its use, by writing to
[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}). You can unsubscribe from the newsletter at any time from the link in
every newsletter or in Account Settings. You also have the right to complain to your data protection authority.

## Contact

Optic Shop, customer privacy, ${SUPPORT_EMAIL}, ${SUPPORT_PHONE}.
`;

const terms = `These terms apply to every order placed in the Optic Shop online shop. By placing an order you accept them.

## 1. Orders

An order is a binding offer to buy the goods in it. The contract is made when we confirm your payment by e-mail. We
may refuse an order, for example when an item is out of stock or a price was obviously wrong; any payment is then
refunded in full.

## 2. Prices and payment

Prices are shown in the currency you choose and charged in US dollars at the rate shown at checkout. Prices include
the goods only; shipping is added at checkout. Ladder prices apply to the quantity of one frame in one order. Pay in 4
splits the total into four interest-free payments: the first when the order is processed and three more every two
weeks.

## 3. Delivery

We deliver to the address you give at checkout within the times stated on our [Shipping](/shipping) page. The risk of
loss passes to you when the parcel is delivered.

## 4. Returns and warranty

You may return unworn frames within 30 days of delivery. Every frame has a 12-month warranty against manufacturing
defects. See our [Help Center](/after-sales) for how to return an item or make a warranty claim.

## 5. Prescriptions

You are responsible for entering your prescription exactly as issued by a licensed optician or doctor. Prescriptions
must be less than two years old. Our glasses are not a substitute for regular eye examinations.

## 6. Coupons and points

Coupons apply once per order, within their dates and above their minimum amount, and cannot be exchanged for cash.
Points earned on orders are shown in My Points and cannot be exchanged for cash.

## 7. Liability

We are liable for damage caused by our intent or gross negligence. Otherwise our liability is limited to the value of
the order concerned. Nothing in these terms limits your statutory rights as a consumer.

## 8. Governing law

These terms are governed by the laws of the State of California. If you are a consumer in another country, the
mandatory consumer protection rules of your country of residence also apply.

## 9. Contact

Questions about these terms: [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) or our [contact form](/contact-us).
`;

const intellectualProperty = `Everything you see in the Optic Shop online shop — our logo, product photographs, frame
designs of our own collections, texts, graphics and the software of the shop — belongs to Optic Shop or to the brands
and photographers who license it to us, and is protected by copyright, trademark and design law.

## What you may do

You may view and print pages of the shop for your own, non-commercial use, and share links to our pages.

## What you may not do

Without our written permission you may not copy, reproduce, sell or publish our photographs, texts or designs, use our
trademarks or logo, or present our products or content as your own. Wholesale customers who resell our frames may use
our product photographs only with a written licence; ask our sales team.

## Brands of others

Brand names and logos of other companies that appear in the shop belong to their owners. Their appearance does not mean
that these companies endorse Optic Shop.

## Reporting an infringement

If you believe that something in our shop infringes your intellectual property rights, please write to
[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) with:

1. a description of the work or right you believe is infringed;
2. the address (URL) of the page where it appears;
3. your name, address, phone number and e-mail address;
4. a statement that you believe in good faith that the use is not authorised, and that the information in your notice
   is accurate.

We review every notice within 5 business days and remove content that infringes the rights of others.

## Counterfeits

We sell only genuine products. If you believe an item you bought from us is not genuine, [contact us](/contact-us) and
we will investigate and refund you if it is not.
`;

const introduction = `Optic Shop makes good eyewear simple to buy. We design and source optical frames and sunglasses
for everyday wear, and sell them online to shoppers and to opticians, retailers and businesses around the world.

## Who we are

We started in 2012 as a small team of opticians and frame makers in California. Today we work with workshops that
have made frames for decades, in acetate, metal, titanium and TR90, and we check every frame in our own warehouse
before it ships.

## What we offer

- **Hundreds of frames** for women, men and children: round, cat-eye, aviator, rectangle, square and more.
- **Prescription lenses** cut in our lab: single vision, blue-light filtering, progressive and sun lenses.
- **Fair prices**, with ladder prices for larger quantities, so opticians and shops can buy at wholesale rates.
- **Custom logos, OEM and ODM** for brands that want frames of their own.

## Our promise

Every frame comes with a 30-day return and a 12-month warranty, tracked shipping to more than 100 countries, and a
customer service team that answers within one business day. Read more in our [Help Center](/after-sales).

## Get in touch

Questions about a frame, a prescription or a business order? [Contact us](/contact-us) — we are happy to help.
`;

const contactUs = `We are happy to help with questions about frames, lenses and prescriptions, orders and deliveries,
returns, or business and wholesale orders.

- **Live chat**: ${LIVE_CHAT_HOURS}
- **E-mail**: [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL})
- **Phone**: ${PHONE}

We answer every message within one business day. If your question is about an order, please add its order number.
Many answers are already in our [Help Center](/after-sales).
`;

const annualRebate = `*Version 2025-1, effective 1 January 2025*

This Annual Rebate Reward Agreement ("Agreement") is made between Optic Shop ("we") and the business customer who
accepts it ("you"). It rewards business customers for the yearly value of their orders.

## 1. Eligibility

The programme is open to business accounts in good standing. Retail accounts are not eligible. You join by accepting
this Agreement in your account or in writing to our sales team.

## 2. Qualifying purchases

Qualifying purchases are the goods of your paid and delivered orders in the calendar year, after discounts and coupons,
excluding shipping, taxes, returned goods and price differences refunded to you.

## 3. Rebate tiers

| Qualifying purchases in the year | Rebate |
|---|---|
| US$5,000 – US$14,999 | 2% |
| US$15,000 – US$49,999 | 3.5% |
| US$50,000 and more | 5% |

The rebate rate of the tier you reach applies to all your qualifying purchases of the year.

## 4. Payment of the rebate

We calculate the rebate by 31 January of the following year and credit it to your account as store credit, usable on
any order within 12 months. On request, a rebate of US$500 or more can be paid by bank transfer instead.

## 5. Returns and adjustments

If goods are returned after the rebate was credited, we deduct the rebate on those goods from your store credit or your
next rebate.

## 6. Changes and termination

We may change the tiers for the next calendar year by telling you at least 30 days before it starts. Either party may
end this Agreement with 30 days' written notice; rebates earned until then are still paid.

## 7. General

This Agreement is governed by the laws of the State of California. It is in addition to our
[Terms & Conditions](/terms-conditions), which apply to every order.
`;

const oemOdm = `Optic Shop makes frames under your brand. Opticians, retail chains and online shops use it to offer
their own collection without running a factory.

## OEM or ODM

- **OEM (your design):** you send us the drawings or a sample; we make the frames to your measurements, materials and
  colours, with your logo on the temples and your cases and cloths.
- **ODM (our design, your brand):** you choose frames from our collections; we change colours and details and put your
  brand on them.

## Minimums and lead times

| Service | Minimum | Sample | Production |
| --- | --- | --- | --- |
| OEM | ${ODM_MIN_QTY} frames per model | 15–20 days | 35–45 days |
| ODM | ${ODM_MIN_QTY} frames per model | 7–10 days | 25–35 days |
| Logo on stock frames | ${LOGO_MIN_QTY} frames | — | 7–10 days |

## How it works

1. Tell us what you need: the model or drawing, the quantity, colours and the market.
2. We send a quote and a sample; you approve it or ask for changes.
3. After a 30% deposit we produce; you see photos of the first pieces before we finish the batch.
4. The balance is paid before shipping; every frame is checked before it leaves us.

To print your logo on frames you order from the shop, upload it on [Custom logo](/custom-logo). For an OEM or ODM
project, write to us with the [contact form](/contact-us) or at ${SUPPORT_EMAIL}.
`;

const dropShipping = `We ship the orders of your shop straight to your customers, in plain packaging, so you sell our frames
without holding stock.

## How it works

1. Open a business account in [Account settings](/account/account-settings).
2. Order the frames your customer bought, as usual.
3. Give us your customer's name and address for that order: we ship to them, with blind packaging when you ask for
   it (no Optic Shop name, no prices on the packing slip).
4. You get the tracking number by e-mail and in your orders; you can change the address until the order ships.

## What it costs

Drop-shipping orders are charged at your business prices, with the usual [shipping rates](/shipping). There is no fee
for blind packaging.

## Returns

Your customer returns the frames to us within 30 days; we refund you, and you refund your customer. See the
[Help Center](/after-sales) for the details, or write to us with the [contact form](/contact-us).
`;

export const contentSeed: ContentSeed[] = [
  {
    kind: 'page',
    slug: 'after-sales',
    title: 'Help Center',
    description:
      'Returns within 30 days, a 12-month warranty and answers to common questions about sizes, prescriptions, delivery and payment at Optic Shop.',
    body: afterSales,
  },
  {
    kind: 'page',
    slug: 'shipping',
    title: 'Shipping',
    description: `Tracked shipping to more than 100 countries: standard delivery in 7–12 business days, free from ${money(FREE_SHIPPING_FROM)}, or express in 3–5 days.`,
    body: shipping,
  },
  {
    kind: 'page',
    slug: 'privacy',
    title: 'Privacy Policy',
    description: 'Which personal data Optic Shop collects, why, how long it is kept, and how to exercise your rights.',
    body: privacy,
  },
  {
    kind: 'page',
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    description: 'The terms of every order at Optic Shop: orders, prices and payment, delivery, returns, prescriptions and liability.',
    body: terms,
  },
  {
    kind: 'page',
    slug: 'contact-us',
    title: 'Contact Us',
    description: `Questions about frames, lenses, orders or returns? Write to Optic Shop customer service or chat with us ${LIVE_CHAT_HOURS}.`,
    body: contactUs,
  },
  {
    kind: 'page',
    slug: 'intellectual-property-rights',
    title: 'Intellectual Property Rights',
    description: 'How Optic Shop’s logo, photographs, designs and texts are protected, and how to report an infringement.',
    body: intellectualProperty,
  },
  {
    kind: 'page',
    slug: 'introduction',
    title: 'About Us',
    description: 'Optic Shop designs and sells optical frames, sunglasses and prescription lenses online to shoppers and businesses worldwide.',
    body: introduction,
  },
  {
    kind: 'page',
    slug: 'oem-odm',
    title: 'OEM / ODM',
    description: `Frames under your own brand: OEM from your designs or ODM from our collections, from ${ODM_MIN_QTY} frames per model.`,
    body: oemOdm,
  },
  {
    kind: 'page',
    slug: 'drop-shipping-service',
    title: 'Drop Shipping Service',
    description: 'Sell our frames without stock: we ship your orders straight to your customers, in blind packaging if you ask.',
    body: dropShipping,
  },
  {
    kind: 'agreement',
    slug: 'annual-rebate-reward',
    title: 'Annual Rebate Reward Agreement',
    description: 'The rebate Optic Shop pays business customers on the yearly value of their orders: tiers, qualifying purchases and payment.',
    body: annualRebate,
  },
];
