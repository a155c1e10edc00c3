import { packageSchema, type Package, type PackageInput } from '@umrah/domain/schemas/package';
import type { ContentForm } from '../../../shared/components/content-manager';
import {
  NewPackageDeparturesSection,
  PackageDeparturesSection,
} from './package-departures-section';
import { PackageFormFields } from './package-form-fields';
import {
  emptyPackageValues,
  packageToFormValues,
  toPackageBody,
  type PackageFormValues,
} from './package-form-values';

/** The packages screen's form, loaded when Add or Edit is first pressed. */
export const packageContentForm: ContentForm<Package, PackageFormValues, PackageInput> = {
  schema: packageSchema,
  emptyValues: emptyPackageValues,
  toFormValues: packageToFormValues,
  toBody: toPackageBody,
  renderFields: (mode, initialValues, item, next) => (
    <>
      <PackageFormFields mode={mode} initialValues={initialValues} packageId={item?.id} />
      {item ? (
        <PackageDeparturesSection pkg={item} startWith={next} />
      ) : (
        <NewPackageDeparturesSection />
      )}
    </>
  ),
};
