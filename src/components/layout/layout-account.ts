/** What the shell needs to know about the signed-in member; the session feature maps its profile onto it. */
export interface LayoutAccount {
  username: string
  profilePicture: string | null
  numNotifications: number
}
