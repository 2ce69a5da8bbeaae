import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { NotificationSettingsBody } from '@pill/proto/notifications';
import type { SignedInUser } from '../auth/auth-provider.port';
import { parse, pathId } from '../http/parse';
import { CurrentUser, OwnerGuard } from '../owners/owner.guard';
import { LinkNotifications } from './link-notifications';

const LINK_NOT_FOUND = 'Feedback link not found';

/** Whether and how often the owner is mailed about a link's new responses. */
@Controller('api/feedback-links/:id/notifications')
@UseGuards(OwnerGuard)
export class NotificationsController {
  constructor(private readonly notifications: LinkNotifications) {}

  @Get()
  get(@CurrentUser() user: SignedInUser, @Param('id') id: string) {
    return this.notifications.get(user, pathId(id, LINK_NOT_FOUND));
  }

  @Put()
  set(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Body() body: unknown) {
    const linkId = pathId(id, LINK_NOT_FOUND);
    return this.notifications.set(user, linkId, parse(NotificationSettingsBody, body));
  }
}
