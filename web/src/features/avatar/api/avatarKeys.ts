// Query keys of the avatar widget.
export const avatarKeys = {
  all: ['avatar'] as const,
  widget: (userId: string | null) => [...avatarKeys.all, 'widget', userId] as const,
};
