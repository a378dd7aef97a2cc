import type { PostKind } from '../../contract/blog';

/**
 * The blog's first posts (English Markdown): articles about frames, lenses and eye care, company
 * news, and readers' stories and questions. `seedContent` (./seed.ts) adds the ones a database
 * lacks, by slug, and never touches one that exists. Covers are the pictures of public/blog/;
 * `related` are goods ids of the demo catalogue (an id the catalogue lacks is skipped when read).
 */
export interface PostSeed {
  slug: string;
  kind: PostKind;
  title: string;
  excerpt: string;
  author: string;
  cover: string;
  coverAlt: string;
  tags: string[];
  related: number[];
  /** ISO date of publication. */
  published: string;
  body: string;
}

const cover = {
  frames: ['/blog/frames.svg', 'A pair of rectangular frames drawn in blue'],
  lenses: ['/blog/lenses.svg', 'Rings of a lens beside lines of an eye chart'],
  eye: ['/blog/eye-care.svg', 'A drawing of an open eye'],
  news: ['/blog/news.svg', 'A newspaper page'],
  readers: ['/blog/readers.svg', 'Two speech bubbles'],
  sun: ['/blog/sun.svg', 'Sunglasses under a shining sun'],
} as const;

const post = (p: Omit<PostSeed, 'cover' | 'coverAlt'> & { art: keyof typeof cover }): PostSeed => {
  const { art, ...rest } = p;
  return { ...rest, cover: cover[art][0], coverAlt: cover[art][1] };
};

export const postSeed: PostSeed[] = [
  post({
    slug: 'how-to-choose-frames-for-your-face-shape',
    kind: 'blog',
    art: 'frames',
    title: 'How to choose frames for your face shape',
    excerpt: 'Round, square, oval or heart-shaped: a simple rule of contrast helps you find frames that flatter your face.',
    author: 'Maya Chen, optician',
    tags: ['frames', 'style'],
    related: [3, 11, 27],
    published: '2026-01-12T09:00:00Z',
    body: `Choosing frames online is easier than it sounds once you know one rule: **contrast flatters**. Frames that
repeat the lines of your face make them stronger; frames that answer them with the opposite line bring balance.

## Find your face shape

Stand in front of a mirror with your hair pulled back and trace the outline of your face with a washable marker,
or look at a straight-on photo. Then compare the width of your forehead, cheekbones and jaw, and the length of your face.

- **Round**: width and length almost equal, soft curves, no strong angles.
- **Square**: a broad forehead and a strong, angular jaw.
- **Oval**: slightly longer than wide, with balanced proportions.
- **Heart**: a wider forehead and cheekbones narrowing to a small chin.

## Frames for each shape

A **round** face gains definition from rectangular or square frames with clear corners. A **square** face is
softened by round, oval or cat-eye frames. An **oval** face suits almost any style: try bold shapes such as
aviators or oversized frames. A **heart**-shaped face is balanced by frames that are wider at the bottom, rimless
styles or light colours on the top bar.

## Check the size, too

The shape is only half of the fit. Look inside the temple of a pair you own: the three numbers, for example
52-18-140, are the lens width, the bridge and the temple length in millimetres. Stay within 2 mm of your lens width
and your new frames will sit where your eyes are.

Still unsure? [Send us a photo](/contact-us) and our opticians will suggest three frames for you.`,
  }),
  post({
    slug: 'single-vision-bifocal-or-progressive',
    kind: 'blog',
    art: 'lenses',
    title: 'Single vision, bifocal or progressive: which lenses do you need?',
    excerpt: 'Your prescription decides more than the strength of your lenses. Here is how the three lens types differ.',
    author: 'Daniel Okafor, optometrist',
    tags: ['lenses', 'prescription'],
    related: [5, 14],
    published: '2026-02-03T09:00:00Z',
    body: `Your prescription tells us how strong your lenses must be; its **ADD** value tells us whether you need more
than one strength in the same lens.

![Rings of a lens](/blog/lenses.svg)

## Single vision

One strength over the whole lens, for distance *or* for reading. This is what most people under forty wear, and the
right choice when your prescription has no ADD value.

## Bifocal

Two zones with a visible line between them: distance at the top, reading at the bottom. Bifocals are robust and
easy to get used to, but the jump between the zones can be tiring at a computer.

## Progressive

A smooth passage from distance at the top, through a middle zone for screens, to reading at the bottom, with no
line. Progressives take a week or two to get used to: move your head rather than your eyes, and lower your gaze to read.

| Lens type | Best for | Needs an ADD value |
| --- | --- | --- |
| Single vision | One distance | No |
| Bifocal | Distance and reading | Yes |
| Progressive | Every distance | Yes |

When you choose lenses in the shop, we only offer the types and indices your prescription allows.`,
  }),
  post({
    slug: 'blue-light-what-science-says',
    kind: 'blog',
    art: 'eye',
    title: 'Blue light and screens: what the science says',
    excerpt: 'Blue-light filters are everywhere. We looked at what they do for tired eyes, and what helps more.',
    author: 'Maya Chen, optician',
    tags: ['eye-care', 'blue-light'],
    related: [8, 19],
    published: '2026-03-18T09:00:00Z',
    body: `Hours in front of a screen leave many of us with dry, tired eyes in the evening. Blue-light filtering lenses
are often sold as the answer, so what do they really do?

## Digital eye strain is real

Staring at a screen, we blink up to half as often as usual. The eyes dry out, and focusing at one distance for
hours tires the muscles that do it. Both cause the burning and blur many people feel at the end of the day.

## What a filter can and cannot do

Current research does not show that screen light damages the eye. A blue-light coating makes some people's screens
feel calmer and cuts a little glare, and some find it easier to fall asleep after evening screen time. It does not
cure dry eyes.

## What helps more

1. **Follow the 20-20-20 rule**: every 20 minutes, look at something 20 feet away for 20 seconds.
2. Keep the screen an arm's length away and slightly below eye level.
3. Blink on purpose, and use lubricating drops if your eyes still feel dry.
4. Wear an up-to-date prescription: small uncorrected errors are a common cause of strain.

If your eyes stay red or painful, see an eye doctor.`,
  }),
  post({
    slug: 'titanium-acetate-or-tr90',
    kind: 'blog',
    art: 'frames',
    title: 'Titanium, acetate or TR90? Frame materials explained',
    excerpt: 'Light, strong, flexible or colourful: what each frame material is good at, and what it costs.',
    author: 'Lucas Meyer, frame buyer',
    tags: ['frames', 'materials'],
    related: [2, 21, 33],
    published: '2026-04-22T09:00:00Z',
    body: `The material of a frame decides how it feels on your nose after ten hours, how it copes with a fall, and what
colours it can come in.

## Acetate

A plant-based plastic cut from blocks, so colours and patterns run through the material. Acetate is warm to the touch
and can be adjusted with gentle heat. It is heavier than the others.

## Titanium

Very light, strong and hypoallergenic: the choice for sensitive skin and for thin, elegant rims. Titanium does not
rust and keeps its shape for years.

## TR90

A flexible nylon-based material that bends instead of breaking, which makes it ideal for sports and children's
frames. It is the lightest of the three.

Whatever you choose, our frames carry a **12-month warranty** against manufacturing defects. See the
[Help Center](/after-sales) for the details.`,
  }),
  post({
    slug: 'sunglasses-uv400-explained',
    kind: 'blog',
    art: 'sun',
    title: 'UV400 sunglasses: why the label matters more than the tint',
    excerpt: 'A dark lens without UV protection can do more harm than no sunglasses at all.',
    author: 'Daniel Okafor, optometrist',
    tags: ['sunglasses', 'eye-care'],
    related: [40, 41],
    published: '2026-05-30T09:00:00Z',
    body: `A darker lens is not a safer lens. Behind a dark tint the pupil opens wider, so a lens that does not block
ultraviolet light lets *more* of it into the eye.

## What UV400 means

Lenses marked **UV400** block light with wavelengths up to 400 nanometres: all of UVA and UVB. Every pair of
sunglasses in our shop is UV400, whatever its colour.

## Choosing a tint

- **Grey** keeps colours true: a good everyday choice.
- **Brown** adds contrast, helpful for driving and golf.
- **Green** sits between the two.
- **Polarized** lenses cut the glare of water and roads.

Children's eyes let through more UV than adults', so they need sunglasses just as much.`,
  }),
  post({
    slug: 'caring-for-your-glasses',
    kind: 'blog',
    art: 'eye',
    title: 'Five habits that keep your glasses like new',
    excerpt: 'Most scratches come from a dry cloth and a pocket. Small habits add years to a pair.',
    author: 'Maya Chen, optician',
    tags: ['eye-care', 'frames'],
    related: [],
    published: '2026-06-16T09:00:00Z',
    body: `Good glasses last for years if you give them a few seconds a day.

1. **Rinse before you wipe.** Dust is sand: lukewarm water and a drop of dish soap lift it before the cloth touches the lens.
2. **Use the microfibre cloth**, never your shirt or a paper tissue.
3. **Two hands on, two hands off.** Pulling the frame off with one hand bends the hinges over time.
4. **Case, not pocket.** And never lens-down on a table.
5. **Keep them out of the car** on hot days: heat warps acetate and damages coatings.

Loose screws or a crooked frame? Most opticians adjust them for free in minutes.`,
  }),
  post({
    slug: 'new-warehouse-faster-delivery',
    kind: 'company_news',
    art: 'news',
    title: 'A new warehouse for faster delivery in Europe',
    excerpt: 'Orders to the EU now ship from Rotterdam, two to four days sooner than before.',
    author: 'The Optic Shop team',
    tags: ['company', 'shipping'],
    related: [],
    published: '2026-02-20T09:00:00Z',
    body: `We have opened a second warehouse in Rotterdam. From today, frames and sunglasses ordered from any EU country
ship from there, and arrive **two to four business days sooner** than before.

Prescription orders are still made in our lab and take 5 to 7 business days before they leave; they then travel with the
same faster service. See [Shipping](/shipping) for the times to your country.`,
  }),
  post({
    slug: 'spring-collection-2026',
    kind: 'company_news',
    art: 'frames',
    title: 'Our spring collection: forty new frames',
    excerpt: 'Clear acetates, thin titanium rounds and a first range of TR90 frames for children.',
    author: 'The Optic Shop team',
    tags: ['company', 'frames', 'kids'],
    related: [6, 12, 24, 30],
    published: '2026-04-01T09:00:00Z',
    body: `Forty new frames arrive in the shop this spring: clear and tortoise acetates, thin titanium rounds, and our first
range of flexible TR90 frames for children aged 4 to 12.

Every new frame can be ordered with prescription lenses from the first day. Ask us to
[e-mail you when the next collection arrives](/company-news).`,
  }),
  post({
    slug: 'we-plant-a-tree-for-every-order',
    kind: 'company_news',
    art: 'news',
    title: 'One tree for every order',
    excerpt: 'Since September, every order plants a tree with our reforestation partner.',
    author: 'The Optic Shop team',
    tags: ['company'],
    related: [],
    published: '2026-09-05T09:00:00Z',
    body: `Since September, **every order plants a tree** with our reforestation partner. So far our customers have planted
more than 12,000 trees in Kenya and Madagascar.

We have also changed our packaging: the boxes are recycled cardboard and the cases' pouches are made from recycled
bottles.`,
  }),
  post({
    slug: 'my-first-progressives',
    kind: 'readers_topic',
    art: 'readers',
    title: 'My first week with progressive lenses',
    excerpt: 'A reader tells how she got used to progressives, and the one trick that made it click.',
    author: 'Sarah, a reader from Leeds',
    tags: ['lenses', 'stories'],
    related: [5],
    published: '2026-05-08T09:00:00Z',
    body: `> I put off progressives for two years because everyone told me they make you dizzy.

The first day, the stairs felt like they moved. The second day, reading my phone, I kept lifting my chin. What made it
click was my optician's advice: **point your nose at what you want to see**, and lower only your eyes to read.

By the end of the week I forgot I was wearing them. My advice: wear them all day from the start, and do not switch back
to your old glasses in the evening.`,
  }),
  post({
    slug: 'question-glasses-for-kids',
    kind: 'readers_topic',
    art: 'readers',
    title: 'Question: how do I know my child needs glasses?',
    excerpt: 'A parent asks, our optometrist answers: the signs to look out for, and when to book an eye test.',
    author: 'Tom, a reader from Ohio, answered by Daniel Okafor',
    tags: ['kids', 'questions', 'eye-care'],
    related: [],
    published: '2026-07-21T09:00:00Z',
    body: `**Tom asks:** My son is seven and sits very close to the TV. Should I worry?

**Daniel answers:** Sitting close is common and not always a sign of poor sight, but it is worth an eye test when it
comes with other signs:

- squinting or tilting the head to see;
- rubbing the eyes often, or headaches after school;
- losing his place when reading, or covering one eye;
- avoiding reading or close work.

Children rarely say they cannot see well: they think everyone sees as they do. An eye test every one to two years from
school age catches most problems early.`,
  }),
  post({
    slug: 'question-computer-glasses',
    kind: 'readers_topic',
    art: 'readers',
    title: 'Question: do I need separate glasses for the computer?',
    excerpt: 'A reader over forty asks whether reading glasses work at a desk. The short answer: usually not.',
    author: 'Priya, a reader from Toronto, answered by Maya Chen',
    tags: ['lenses', 'questions', 'blue-light'],
    related: [8],
    published: '2026-10-14T09:00:00Z',
    body: `**Priya asks:** My reading glasses blur my monitor. Do I need another pair?

**Maya answers:** Probably. Reading glasses are made for about 40 cm, and a monitor sits at 60 to 80 cm. Many people
over forty are happiest with **office lenses**: a progressive design for the middle and near distances, with a much
wider screen zone than everyday progressives.

Tell us in the lens choice that the glasses are for the computer, and we suggest the right design.`,
  }),
];
