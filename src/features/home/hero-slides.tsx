import { Link } from 'wouter';
import type { IndexBlock } from '../../../contract/catalog';
import { styled } from '../../styles/theme';

const Strip = styled('section', {
  margin: '$4 0 0',
  '& ul': {
    listStyle: 'none',
    margin: 0,
    padding: '0 $4',
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '86%',
    gap: '$3',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollbarWidth: 'none',
  },
  '& li': { scrollSnapAlign: 'center' },
});

const slideStyle = {
  display: 'block',
  position: 'relative',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$canvas',
  color: '$ink',
  textDecoration: 'none',
  // The picture's box is reserved before it loads: nothing below moves.
  // height auto: the img's height attribute would otherwise win over the ratio (a square box).
  '& img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'cover' },
  '& span': { display: 'block', padding: '$2 $3' },
  '& strong': { display: 'block', fontSize: '$md' },
  '& small': { display: 'block', fontSize: '$xs', color: '$inkSoft' },
} as const;
const Slide = styled(Link, slideStyle);
/** A slide linking off the shop (an https address) is a plain link. */
const ExternalSlide = styled('a', slideStyle);

/**
 * The promo banner's slides: the hero block's items (pictures, words and links the operator sets in
 * the console, only those within their dates), side by side, swiped or scrolled.
 */
export function HeroSlides({ block }: { block: IndexBlock }) {
  if (!block.items.length) return null;
  const id = `home-slides-${block.id}`;
  return (
    <Strip aria-labelledby={id}>
      <h2 id={id} className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {block.title}
      </h2>
      <ul>
        {block.items.map((item) => {
          const body = (
            <>
              <img src={item.img} alt={item.alt} width={640} height={320} loading="lazy" fetchPriority="low" decoding="async" />
              <span>
                <strong>
                  <bdi>{item.title}</bdi>
                </strong>
                {item.subtitle && (
                  <small>
                    <bdi>{item.subtitle}</bdi>
                  </small>
                )}
              </span>
            </>
          );
          return (
            <li key={item.id}>
              {item.link.startsWith('https://') ? (
                <ExternalSlide href={item.link}>{body}</ExternalSlide>
              ) : (
                <Slide href={item.link || '/'}>{body}</Slide>
              )}
            </li>
          );
        })}
      </ul>
    </Strip>
  );
}
