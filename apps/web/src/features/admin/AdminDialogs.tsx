import Typography from '@mui/material/Typography';
import {
  type Asset,
  adminCreateUserRequestSchema,
  COMPANY_TYPES,
  createAssetRequestSchema,
  createCompanyRequestSchema,
  fullName,
  USER_ROLES,
  type User,
} from '@verge/domain';
import { useState } from 'react';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { CheckboxList } from '../../components/form/CheckboxList';
import { SelectInput, TextInput } from '../../components/form/FormFields';
import { schemaErrors } from '../../components/form/formErrors';
import { type FieldValues, useFields } from '../../components/form/useFields';
import { assignAssets, createAsset, createCompany, createCompanyUser } from '../../core/admin';
import { USER_FIELD_LABELS } from '../users';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Create Company: name, tag, type. A failure is only logged (the dialog stays open). */
export function CreateCompanyDialog({ open, onClose, onDone }: DialogProps) {
  const form = useFields(
    { company_name: '', company_tag: '', company_type: 'client' },
    { company_name: 'Company Name', company_tag: 'Company Tag', company_type: 'Company Type' },
    (values) => schemaErrors(createCompanyRequestSchema, values),
  );
  const submit = async () => {
    if (!form.check()) return false;
    await createCompany(createCompanyRequestSchema.parse(form.values));
    form.reset();
    onDone();
    return true;
  };
  return (
    <FormDialog open={open} title="Create Company" onSubmit={submit} onClose={onClose}>
      <TextInput {...form.field('company_name')} />
      <TextInput {...form.field('company_tag')} />
      <SelectInput
        options={COMPANY_TYPES.map((t) => ({ value: t, label: t === 'client' ? 'Client' : 'Third Party' }))}
        {...form.field('company_type')}
      />
    </FormDialog>
  );
}

const adminUserRequest = (values: Record<string, string>) => ({
  ...values,
  company_id: Number(values.company_id) || undefined,
});

/** Create User in any company. A failure is only logged (the dialog stays open). */
export function CreateUserDialog({
  open,
  onClose,
  onDone,
  companies,
  companyId,
}: DialogProps & { companies: readonly { id: number; company_name: string }[]; companyId: number | null }) {
  const form = useFields(
    {
      company_id: companyId ? String(companyId) : '',
      user_name: '',
      email: '',
      first_name: '',
      last_name: '',
      password: '',
      user_role: 'Admin',
    },
    { company_id: 'Company', ...USER_FIELD_LABELS },
    (values) => schemaErrors(adminCreateUserRequestSchema, adminUserRequest(values)),
  );
  const submit = async () => {
    if (!form.check()) return false;
    await createCompanyUser(adminCreateUserRequestSchema.parse(adminUserRequest(form.values)));
    form.reset();
    onDone();
    return true;
  };
  return (
    <FormDialog open={open} title="Create User" onSubmit={submit} onClose={onClose}>
      <SelectInput
        options={companies.map((c) => ({ value: String(c.id), label: c.company_name }))}
        {...form.field('company_id')}
      />
      <TextInput autoComplete="off" {...form.field('user_name')} />
      <TextInput type="email" {...form.field('email')} />
      <TextInput {...form.field('first_name')} />
      <TextInput {...form.field('last_name')} />
      <TextInput type="password" autoComplete="new-password" {...form.field('password')} />
      <SelectInput options={USER_ROLES.map((r) => ({ value: r, label: r }))} {...form.field('user_role')} />
    </FormDialog>
  );
}

/** Create an asset for a client company: name and its default map position. */
export function CreateAssetDialog({ open, onClose, onDone, companyId }: DialogProps & { companyId: number }) {
  const request = (values: FieldValues<'asset_name' | 'latitude' | 'longitude'>) => ({
    company_id: companyId,
    asset_name: values.asset_name,
    latitude: values.latitude.trim() === '' ? undefined : Number(values.latitude),
    longitude: values.longitude.trim() === '' ? undefined : Number(values.longitude),
  });
  const form = useFields(
    { asset_name: '', latitude: '', longitude: '' },
    { asset_name: 'Asset Name', latitude: 'Latitude', longitude: 'Longitude' },
    (values) => schemaErrors(createAssetRequestSchema, request(values)),
  );
  const submit = async () => {
    if (!form.check()) return false;
    await createAsset(createAssetRequestSchema.parse(request(form.values)));
    form.reset();
    onDone();
    return true;
  };
  return (
    <FormDialog open={open} title="Create Asset" onSubmit={submit} onClose={onClose}>
      <TextInput {...form.field('asset_name')} />
      <TextInput type="number" {...form.field('latitude')} />
      <TextInput type="number" {...form.field('longitude')} />
    </FormDialog>
  );
}

/** Set the assets a user works on. */
export function AssignAssetsDialog({
  open,
  onClose,
  onDone,
  user,
  assets,
}: DialogProps & { user: User; assets: readonly Asset[] }) {
  const [selected, setSelected] = useState<number[]>(user.assetIds);
  const submit = async () => {
    await assignAssets({ userId: user.id, assetIds: selected });
    onDone();
    return true;
  };
  return (
    <FormDialog
      open={open}
      title={`Assets of ${fullName(user)}`}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
    >
      {assets.length === 0 && <Typography color="text.secondary">This company has no assets.</Typography>}
      <CheckboxList
        options={assets.map((a) => ({ id: a.id, label: a.asset_name }))}
        value={selected}
        onChange={setSelected}
      />
    </FormDialog>
  );
}
