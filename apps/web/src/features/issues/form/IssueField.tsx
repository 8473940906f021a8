import { SelectInput, TextInput } from '../../../components/form/FormFields';
import { MultiSelectField, type Option } from '../../../components/form/MultiSelectField';
import { YesNoField } from './FormControls';
import type { IssueFieldContext, IssueFieldDescriptor } from './issueFieldDescriptors';

const selectOptions = (list: Option[]) => list.map((o) => ({ value: String(o.id), label: o.label }));
const idOrNull = (text: string) => (text === '' ? null : Number(text));
const idText = (id: number | null) => (id === null ? '' : String(id));

/** One field of the issue form drawn from its description, wired to the form's values, messages and answers. */
export function IssueField({ field, context }: { field: IssueFieldDescriptor; context: IssueFieldContext }) {
  const { values, errors, labels, on } = context;
  switch (field.kind) {
    case 'select': {
      const { name } = field;
      return (
        <SelectInput
          label={labels[name]}
          value={idText(values[name])}
          options={selectOptions(field.options(context))}
          onChange={(text) =>
            field.change ? field.change(context, idOrNull(text)) : on.update({ [name]: idOrNull(text) })
          }
          error={errors[name]}
          disabled={field.disabled?.(context)}
        />
      );
    }
    case 'multi': {
      const { name } = field;
      return (
        <MultiSelectField
          label={labels[name]}
          options={field.options(context)}
          value={values[name]}
          onChange={(ids) => on.update({ [name]: ids })}
          error={errors[name]}
        />
      );
    }
    case 'yesNo': {
      const { name } = field;
      return (
        <YesNoField
          label={labels[name]}
          value={values[name]}
          onChange={(yes) => (field.change ? field.change(context, yes) : on.update({ [name]: yes }))}
          error={errors[name]}
          disabled={field.disabled?.(context)}
        />
      );
    }
    case 'number': {
      const { name } = field;
      return (
        <TextInput
          label={labels[name]}
          type="number"
          value={values[name]}
          onChange={(text) => on.update({ [name]: text })}
          error={errors[name]}
          slotProps={{ htmlInput: { min: 0, max: field.max, step: 'any' } }}
        />
      );
    }
    case 'custom':
      return field.render(context);
  }
}
