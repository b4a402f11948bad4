/** jsdom has no modal dialogs: opening and closing them only set the attribute, as the browser would without the top layer. */
export function installDialogMethods(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
