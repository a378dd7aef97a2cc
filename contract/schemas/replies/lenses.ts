import { object } from 'yup';
import { LENS_INQUIRY_NEEDS, type LensInquirySummary } from '../../lens-inquiry';
import {
  LENS_COATING_KINDS,
  LENS_INDICES,
  LENS_ROW_KINDS,
  LENS_USAGES,
  PRISM_BASES,
  type LensCatalogue,
  type LineLens,
  type PrescriptionPhoto,
  type SavedPrescription,
  type SphRanges,
} from '../../prescription';
import { listOf, num, obj, str, word, int, type Agrees, type Assert } from './shape';

const eye = () =>
  obj({
    sph: num(),
    cyl: num(),
    axis: int().nullable(),
    add: num().nullable(),
    prism: num().nullable(),
    base: word(PRISM_BASES).nullable(),
  });

const prescription = () =>
  object({
    right: eye(),
    left: eye(),
    pd: num().nullable(),
    pd_right: num().nullable(),
    pd_left: num().nullable(),
  });

/** api/users/prescriptions */
export const savedPrescriptionReply = obj({ id: int(), name: str(), prescription: prescription().defined(), created_at: str() });
type _Saved = Assert<Agrees<typeof savedPrescriptionReply, SavedPrescription>>;

/** POST api/users/prescriptionPhoto */
export const prescriptionPhotoReply = obj({ id: int(), mime: str(), size: int() });
type _Photo = Assert<Agrees<typeof prescriptionPhotoReply, PrescriptionPhoto>>;

/** The lenses of a cart, quote or order line (always sent; optional in the type so a bare line needs no field): the choice, its price rows (the frame's first) and what the lenses add; null for a bare frame. */
export const lineLensReply = object({
  usage: word(LENS_USAGES.filter((u): u is Exclude<typeof u, 'frame_only'> => u !== 'frame_only')),
  index: word(LENS_INDICES),
  coatings: listOf(str()),
  prescription: prescription().nullable().defined(),
  photo_id: int().nullable().optional(),
  rows: listOf(obj({ kind: word(LENS_ROW_KINDS), code: str(), name: str(), price: num() })),
  lens_price: num(),
})
  .nullable()
  .optional();
type _LineLens = Assert<Agrees<typeof lineLensReply, LineLens | null | undefined>>;

const option = { code: str(), name: str(), description: str(), price: num() };

/** POST api/customer/lens_list */
export const lensCatalogueReply = obj({
  usages: listOf(obj({ ...option, code: word(LENS_USAGES) })),
  indices: listOf(obj({ ...option, code: word(LENS_INDICES), material: str(), max_power: num() })),
  coatings: listOf(obj({ ...option, kind: word(LENS_COATING_KINDS) })),
});
type _Catalogue = Assert<Agrees<typeof lensCatalogueReply, LensCatalogue>>;

/** GET api/goods/sphRange */
export const sphRangesReply = obj({
  goods_id: int(),
  rim: str(),
  ranges: listOf(obj({ index: word(LENS_INDICES), min: num(), max: num() })),
});
type _SphRanges = Assert<Agrees<typeof sphRangesReply, SphRanges>>;

/** POST api/customer/lens_enquiry: the customer's lens enquiries with the shop's answers. */
export const lensInquiriesReply = obj({
  list: listOf(
    obj({
      id: int(),
      need: word(LENS_INQUIRY_NEEDS),
      message: str(),
      status: word(['open', 'answered'] as const),
      answer: str().nullable(),
      created_at: str(),
      answered_at: str().nullable(),
    }),
  ),
});
type _LensInquiries = Assert<Agrees<typeof lensInquiriesReply, { list: LensInquirySummary[] }>>;
