import { slashDate } from '../icegate/shipping-bill-status';
import type { UdyamEnterprise } from './udyam-enterprise';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const span = (id: string, value: string) =>
  `<span id="ctl00_ContentPlaceHolder1_lbl${id}">${escape(value)}</span>`;

/** The verification form with its ASP.NET hidden fields; `message` is the error the last post left. */
export function verifyPage(viewState: string, message = ''): string {
  return `<!DOCTYPE html><html><head><title>Udyam Registration Verification</title></head><body>
<form method="post" action="./Udyam_Verify.aspx" id="form1">
<input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />
<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${viewState}" />
<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="7A1D3F2C" />
<input type="hidden" name="__VIEWSTATEENCRYPTED" id="__VIEWSTATEENCRYPTED" value="" />
<input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="${viewState.slice(0, 24)}" />
<input name="ctl00$ContentPlaceHolder1$txtUdyamNo" type="text" maxlength="19" />
<img id="ctl00_ContentPlaceHolder1_imgCaptcha" src="Captcha/CaptchaControl.aspx" />
<input name="ctl00$ContentPlaceHolder1$txtCaptcha" type="text" />
<input type="submit" name="ctl00$ContentPlaceHolder1$btnVerify" value="Verify" />
${message ? `<span id="ctl00_ContentPlaceHolder1_lblMsg" style="color:Red;">${escape(message)}</span>` : ''}
</form></body></html>`;
}

export function verifiedPage(udyamNumber: string): string {
  return `<!DOCTYPE html><html><body><span id="ctl00_ContentPlaceHolder1_lblMsg" style="color:Green;">Udyam Registration Number ${escape(udyamNumber)} is verified.</span>
<a href="PrintUdyamApplication.aspx" target="_blank">Print / View Certificate</a></body></html>`;
}

/** The e-certificate page: span ids as the real page has them, the classification history as a table. */
export function certificatePage(e: UdyamEnterprise): string {
  const rows = e.types
    .map(
      (t, i) =>
        `<tr><td>${i + 1}</td><td>${t.dataYear}</td><td>${t.classificationYear}</td><td>${t.type}</td><td>${slashDate(t.classificationDate)}</td></tr>`,
    )
    .join('');
  return `<!DOCTYPE html><html><head><title>Udyam Registration Certificate</title></head><body>
<h2>UDYAM REGISTRATION CERTIFICATE</h2>
<p>UDYAM REGISTRATION NUMBER ${span('UdyamNo', e.udyamNumber)}</p>
<p>NAME OF ENTERPRISE ${span('EnterpriseName', e.enterpriseName)}</p>
<p>TYPE OF ORGANISATION ${span('OrganisationType', e.organisationType)}</p>
<p>MAJOR ACTIVITY ${span('Services', e.majorActivity)}</p>
<p>SOCIAL CATEGORY ${span('SocialCat', e.socialCategory)}</p>
<p>DATE OF INCORPORATION ${span('DateofIncorporation', slashDate(e.dateOfIncorporation))}</p>
<p>DATE OF COMMENCEMENT ${span('DateofCommencement', slashDate(e.dateOfCommencement))}</p>
<p>DATE OF UDYAM REGISTRATION ${span('RegistrationDate', slashDate(e.registrationDate))}</p>
<table id="ctl00_ContentPlaceHolder1_gvEnterpriseType"><tr><th>S No.</th><th>Data Year</th><th>Classification Year</th><th>Enterprise Type</th><th>Classification Date</th></tr>${rows}</table>
<p>NIC ${span('Nic', e.nic)}</p>
<p>OFFICIAL ADDRESS ${span('City', e.city)} ${span('State', e.state)} ${span('District', e.district)} ${span('Pin', e.pin)}</p>
<p>${span('Mobile', e.mobile)} ${span('Email', e.email)}</p>
</body></html>`;
}
