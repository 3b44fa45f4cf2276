import { InputType } from 'type-graphql';
import { CreateTrackingInstanceInput } from './create-tracking-instance.input';

/** Every setting of an instance, replaced as a whole and validated like a new instance. */
@InputType()
export class UpdateTrackingInstanceInput extends CreateTrackingInstanceInput {}
