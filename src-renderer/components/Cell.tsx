import type { ComponentProps } from 'react';
import { Field } from './Field';

/** The Combat view's compact field. */
export const Cell = (props: Omit<ComponentProps<typeof Field>, 'base'>) => <Field base="cfield" {...props} />;
