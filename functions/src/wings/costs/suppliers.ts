// The suppliers list (hotels, airlines, visa agents, transport...): a small list of its own that
// cost lines name.
import type { Supplier, SupplierFields } from '@umrah/domain/model/costs';
import { createSupplier, listSuppliers, updateSupplier } from './store/costs-store';

export function supplierList(): Promise<Supplier[]> {
  return listSuppliers();
}

export function addSupplier(fields: SupplierFields): Promise<Supplier> {
  return createSupplier(fields);
}

export function changeSupplier(id: string, fields: SupplierFields): Promise<Supplier> {
  return updateSupplier(id, fields);
}
