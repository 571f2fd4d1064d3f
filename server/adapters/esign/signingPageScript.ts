import { SIGNER_NAME_NORMALIZER_JS } from './signerName';

/**
 * The signing page's inline script. It reads its settings from the JSON element
 * `#signing-config`, checks consent and the typed name (a click signature has neither: its
 * press states the consent and the server signs as the name on file), POSTs JSON to the sign or decline URL
 * (same origin) and tells the parent window the outcome with `postMessage(..., appOrigin)`.
 */
export const SIGNING_PAGE_SCRIPT = `(function(){
'use strict';
${SIGNER_NAME_NORMALIZER_JS}
if(window.parent&&window.parent!==window){document.documentElement.className='framed';}
var cfg=JSON.parse(document.getElementById('signing-config').textContent);
var form=document.getElementById('sign-form');
var consent=document.getElementById('esign-consent');
var nameInput=document.getElementById('typed-name');
var decline=document.getElementById('decline-button');
var sign=document.getElementById('sign-button');
var statusEl=document.getElementById('signing-status');
function show(text,isError){statusEl.textContent=text;statusEl.className=isError?'status error':'status';}
function busy(on){sign.disabled=on;decline.disabled=on;if(on)show(cfg.texts.working,false);}
function tell(type){if(window.parent&&window.parent!==window){window.parent.postMessage({type:type},cfg.appOrigin);}}
function errorText(code){var m=cfg.errorTexts[code];return m||cfg.texts.generic;}
function post(url,body){return fetch(url,{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json','accept':'application/json'},body:JSON.stringify(body)}).then(function(res){return res.json().catch(function(){return {};}).then(function(data){return {ok:res.ok,data:data||{}};});});}
function codeOf(data){return data&&data.error&&data.error.error_code;}
form.addEventListener('submit',function(ev){
  ev.preventDefault();
  if(nameInput)nameInput.removeAttribute('aria-invalid');
  if(consent&&!consent.checked){show(cfg.errorTexts.SIGNING_CONSENT_REQUIRED,true);consent.focus();return;}
  if(nameInput&&normalizeName(nameInput.value)!==normalizeName(cfg.expectedName)){nameInput.setAttribute('aria-invalid','true');show(cfg.errorTexts.SIGNING_NAME_MISMATCH,true);nameInput.focus();return;}
  busy(true);
  post(cfg.signUrl,{token:cfg.token,typed_name:nameInput?nameInput.value:'',consent:true}).then(function(r){
    var code=codeOf(r.data);
    if(r.ok){show(cfg.texts.signed,false);tell(cfg.messages.signingComplete);return;}
    if(code===cfg.idCheckFailedCode){show(errorText(code),true);tell(cfg.messages.idCheckFailed);return;}
    busy(false);show(errorText(code),true);
  },function(){busy(false);show(cfg.texts.generic,true);});
});
decline.addEventListener('click',function(){
  busy(true);
  post(cfg.declineUrl,{token:cfg.token}).then(function(r){
    if(r.ok){show(cfg.texts.declined,false);tell(cfg.messages.cancel);return;}
    busy(false);show(errorText(codeOf(r.data)),true);
  },function(){busy(false);show(cfg.texts.generic,true);});
});
})();`;
