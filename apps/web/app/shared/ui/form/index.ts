export { Field, FormErrors } from './field.tsx';
export { InputField, inputOf } from './input-field.tsx';
export { SchemaForm } from './schema-form.tsx';
export { TextareaField, textareaOf } from './textarea-field.tsx';
export { control as controlClass } from './field.css.ts';
export { useRouteForm, useSchemaForm, type FormConstraint } from './use-schema-form.ts';
