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
import { callApi } from '../../api/client';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { CheckboxList } from '../../components/form/CheckboxList';
import { SelectInput, TextInput } from '../../components/form/FormFields';
import { formErrors } from '../../components/form/formErrors';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

type Values<K extends string> = Record<K, string>;

function useFields<K extends string>(initial: Values<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: K) => ({
    value: values[key],
    onChange: (value: string) => setValues((v) => ({ ...v, [key]: value })),
    error: errors[key],
  });
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { values, field, setErrors, reset };
}

/** Create Company: name, tag, type. A failure is only logged (the dialog stays open). */
export function CreateCompanyDialog({ open, onClose, onDone }: DialogProps) {
  const form = useFields({ company_name: '', company_tag: '', company_type: 'client' });
  const submit = async () => {
    const parsed = createCompanyRequestSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(formErrors(parsed.error));
      return false;
    }
    await callApi('adminCreateCompany', parsed.data);
    form.reset();
    onDone();
    return true;
  };
  return (
    <FormDialog open={open} title="Create Company" onSubmit={submit} onClose={onClose}>
      <TextInput label="Company Name" {...form.field('company_name')} />
      <TextInput label="Company Tag" {...form.field('company_tag')} />
      <SelectInput
        label="Company Type"
        options={COMPANY_TYPES.map((t) => ({ value: t, label: t === 'client' ? 'Client' : 'Third Party' }))}
        {...form.field('company_type')}
      />
    </FormDialog>
  );
}

/** Create User in any company. A failure is only logged (the dialog stays open). */
export function CreateUserDialog({
  open,
  onClose,
  onDone,
  companies,
  companyId,
}: DialogProps & { companies: readonly { id: number; company_name: string }[]; companyId: number | null }) {
  const form = useFields({
    company_id: companyId ? String(companyId) : '',
    user_name: '',
    email: '',
    first_name: '',
    last_name: '',
    password: '',
    user_role: 'Admin',
  });
  const submit = async () => {
    const parsed = adminCreateUserRequestSchema.safeParse({
      ...form.values,
      company_id: Number(form.values.company_id) || undefined,
    });
    if (!parsed.success) {
      form.setErrors(formErrors(parsed.error));
      return false;
    }
    await callApi('adminCreateUser', parsed.data);
    form.reset();
    onDone();
    return true;
  };
  return (
    <FormDialog open={open} title="Create User" onSubmit={submit} onClose={onClose}>
      <SelectInput
        label="Company"
        options={companies.map((c) => ({ value: String(c.id), label: c.company_name }))}
        {...form.field('company_id')}
      />
      <TextInput label="Username" autoComplete="off" {...form.field('user_name')} />
      <TextInput label="Email" type="email" {...form.field('email')} />
      <TextInput label="First Name" {...form.field('first_name')} />
      <TextInput label="Last Name" {...form.field('last_name')} />
      <TextInput label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
      <SelectInput
        label="Role"
        options={USER_ROLES.map((r) => ({ value: r, label: r }))}
        {...form.field('user_role')}
      />
    </FormDialog>
  );
}

/** Create an asset for a client company: name and its default map position. */
export function CreateAssetDialog({ open, onClose, onDone, companyId }: DialogProps & { companyId: number }) {
  const form = useFields({ asset_name: '', latitude: '', longitude: '' });
  const submit = async () => {
    const parsed = createAssetRequestSchema.safeParse({
      company_id: companyId,
      asset_name: form.values.asset_name,
      latitude: form.values.latitude.trim() === '' ? undefined : Number(form.values.latitude),
      longitude: form.values.longitude.trim() === '' ? undefined : Number(form.values.longitude),
    });
    if (!parsed.success) {
      form.setErrors(formErrors(parsed.error));
      return false;
    }
    await callApi('adminCreateAsset', parsed.data);
    form.reset();
    onDone();
    return true;
  };
  return (
    <FormDialog open={open} title="Create Asset" onSubmit={submit} onClose={onClose}>
      <TextInput label="Asset Name" {...form.field('asset_name')} />
      <TextInput label="Latitude" type="number" {...form.field('latitude')} />
      <TextInput label="Longitude" type="number" {...form.field('longitude')} />
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
    await callApi('adminAssignAssets', { userId: user.id, assetIds: selected });
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
