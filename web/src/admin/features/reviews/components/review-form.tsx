import { RATING_DEFAULT } from '@umrah/domain/model/constants';
import { reviewSchema, type Review, type ReviewInput } from '@umrah/domain/schemas/review';
import type { ContentForm } from '../../../shared/components/content-manager';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { ImageField } from '../../../shared/components/image-field';
import { PublishSwitch } from '../../../shared/components/publish-switch';
import { RatingSelect } from '../../../shared/components/rating-select';
import { formValuesToBody } from '../../../shared/form-values';

export type ReviewFormValues = {
  name: string;
  location: string;
  imageUrl: string;
  rating: number | string;
  comment: string;
  isPublished: boolean;
  /** The language the review was written in: it is shown as written. */
  language: string;
};

/** A new review: rated 5, a draft (spec sections 4 and 5). */
export const emptyReviewValues: ReviewFormValues = {
  name: '',
  location: '',
  imageUrl: '',
  rating: RATING_DEFAULT,
  comment: '',
  isPublished: false,
  language: 'en',
};

/** The POST/PUT body; a blank photo is null. */
export function toReviewBody(values: ReviewFormValues): ReviewInput {
  return formValuesToBody(reviewSchema, values);
}

export function ReviewFormFields() {
  return (
    <FieldGrid>
      <FormTextField name="name" label="Name" required />
      <FormTextField name="location" label="Location" required helperText="e.g. Toronto, ON" />
      <RatingSelect name="rating" label="Rating" />
      <FormTextField
        name="language"
        label="Language"
        select
        slotProps={{ select: { native: true } }}
        helperText="The language the review is written in."
      >
        <option value="en">English</option>
        <option value="fr">French</option>
      </FormTextField>
      <FormTextField
        className="full-width"
        name="comment"
        label="Comment"
        required
        multiline
        minRows={4}
      />
      <div className="full-width">
        <ImageField
          name="imageUrl"
          label="Photo URL (optional)"
          uploadLabel="Upload photo"
          previewAlt="Reviewer photo preview"
          helperText="Optional. Without a photo the reviewer's initials are shown."
        />
      </div>
      <div className="full-width">
        <PublishSwitch />
      </div>
    </FieldGrid>
  );
}

/** The reviews screen's form, loaded when Add or Edit is first pressed. */
export const reviewContentForm: ContentForm<Review, ReviewFormValues, ReviewInput> = {
  schema: reviewSchema,
  emptyValues: emptyReviewValues,
  toBody: toReviewBody,
  renderFields: () => <ReviewFormFields />,
};
