import { Field, Int, ObjectType } from 'type-graphql';
import { Notification } from '../../notification.entity';

@ObjectType('NotificationList', { description: 'The inbox: the newest alerts and how many are unread.' })
export class NotificationListOutput {
  @Field(() => [Notification])
  items!: Notification[];

  @Field(() => Int)
  unreadCount!: number;
}
