/**
 * Sends the browser to the payment gateway: Webpay takes its token in a form posted to its address (as
 * Transbank documents it); the test gateway is a page to open.
 */
export function goToGateway(url: string, postFields: Record<string, string> | null) {
  if (!postFields) {
    window.location.assign(url);
    return;
  }
  const form = document.createElement("form");
  form.method = "POST";
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(postFields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
