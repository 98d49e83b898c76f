import { Field, fieldsFrom, SelectField, SubmitButton } from '~/components/forms'
import { MAX_GALLERY } from '~/lib/brand/limits'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { type GalleryPhoto } from '~/lib/brand/types'
import { ActionButton, Card, Outcome, RemoveButton, resultOf, TabForm, useBusy } from './Card'
import { UploadForm } from './UploadForm'

const ROLES = [
  { value: 'photo', label: 'Photo' },
  { value: 'before', label: 'Before' },
  { value: 'after', label: 'After' },
]

// A refused save names its photo in the message shown under the list (rows carry no errors).
function PhotoRow({ photo, index }: { photo: GalleryPhoto; index: number }) {
  const field = fieldsFrom({}, `photo-${index}`)
  const busy = useBusy('website-photo-save')
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row">
      <img
        src={photo.url}
        alt={photo.alt}
        width={160}
        height={120}
        loading="lazy"
        className="h-28 w-40 shrink-0 rounded-md bg-slate-100 object-cover"
      />
      <div className="flex-1 space-y-2">
        <TabForm intent="website-photo-save" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="index" value={index} />
          <input type="hidden" name="url" value={photo.url} />
          <SelectField
            label="Shows"
            meta={field('role')}
            options={ROLES}
            selectProps={{ defaultValue: photo.role }}
          />
          <Field
            label="Description"
            meta={field('alt')}
            className="min-w-[12rem] flex-1"
            inputProps={{ defaultValue: photo.alt, required: true, maxLength: 150 }}
          />
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save
          </SubmitButton>
        </TabForm>
        <RemoveButton
          intent="website-photo-remove"
          values={{ index, url: photo.url }}
          label="Remove photo"
        />
      </div>
    </li>
  )
}

export function GalleryCard({
  gallery,
  applicationPhotos,
  result,
}: {
  gallery: GalleryPhoto[]
  applicationPhotos: string[]
  result: ActionResult | null
}) {
  const upload = resultOf(result, 'website-photo')
  const full = gallery.length >= MAX_GALLERY
  return (
    <Card title={`Gallery (${gallery.length} of ${MAX_GALLERY})`} id="website-gallery-heading">
      <p className="text-sm text-slate-600">
        Mark a photo Before and another After: the first pair replaces the illustrations on your
        service and booking pages.
      </p>
      {applicationPhotos.length && !full ? (
        <div>
          <h3 className="font-semibold">From your application</h3>
          <ul className="mt-2 flex flex-wrap gap-3">
            {applicationPhotos.map((url, i) => (
              <li key={url} className="space-y-1">
                <img
                  src={url}
                  alt={`From your application, ${i + 1} of ${applicationPhotos.length}`}
                  width={120}
                  height={90}
                  loading="lazy"
                  className="h-[90px] w-[120px] rounded-md bg-slate-100 object-cover"
                />
                <ActionButton
                  intent="website-photo-pick"
                  values={{ url }}
                  label="Add to gallery"
                  busyLabel="Adding..."
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Outcome result={resultOf(result, 'website-photo-pick').mine} />
      {gallery.length ? (
        <ol className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {gallery.map((photo, index) => (
            <PhotoRow key={photo.url} photo={photo} index={index} />
          ))}
        </ol>
      ) : null}
      <Outcome result={resultOf(result, 'website-photo-save').mine} />
      <Outcome result={resultOf(result, 'website-photo-remove').mine} />
      {full ? (
        <p className="text-sm text-slate-700">
          The gallery is full. Remove a photo to add another.
        </p>
      ) : (
        <UploadForm
          kind="photo"
          label="Upload a photo"
          hint="PNG, JPEG or WebP, at most 5 MB."
          button="Upload photo"
          errors={upload.errors}
          shown={gallery.map((photo) => photo.url).join(' ')}
        />
      )}
      <Outcome result={upload.mine} />
    </Card>
  )
}
