import type { PackageInput } from '@umrah/domain/package';
import { contentCollection } from './content-collection';

export const packages = contentCollection<PackageInput>('packages', 'package');
