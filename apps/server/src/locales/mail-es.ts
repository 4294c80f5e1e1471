import type { mailEn } from './mail-en'

// Kindred's mails in Spanish (mail-en.ts), in tú, guessing no gender, with the glossary's words
// (docs/glossary-es.md): Entrar, Ajustes, novedades. The notification mail's subject is the words the
// settings page quotes for it ("Algo nuevo para ti en Kindred").
export const mailEs: Readonly<Record<keyof typeof mailEn, string>> = {
  'mail.signOff': 'Con afecto,',
  'mail.footer':
    'Recibes este correo por tu cuenta de Kindred. Si lo estás pasando mal ahora mismo, la página de ayuda de Kindred tiene líneas de ayuda en crisis gratuitas:',
  'mail.buttonFallback': 'Si el botón no funciona, copia esta dirección en tu navegador:',
  'mail.greeting': 'Hola, {name}:',
  'mail.ifNotAsked': 'Si no lo pediste, puedes ignorar este mensaje.',

  'mail.verify.subject': 'Confirma tu correo para Kindred',
  'mail.verify.what':
    'Gracias por unirte a Kindred. Confirma que esta es tu dirección de correo. El enlace funciona una sola vez, durante 24 horas.',
  'mail.verify.ifNotYou': 'Si no creaste una cuenta, puedes ignorar este mensaje; no pasará nada.',
  'mail.verify.link': 'Confirmar mi correo',
  'mail.alreadyRegistered.subject': 'Alguien intentó crear una cuenta de Kindred con tu correo',
  'mail.alreadyRegistered.what':
    'Alguien acaba de intentar crear una cuenta nueva de Kindred con esta dirección de correo. Ya tienes una cuenta, así que no cambió nada.',
  'mail.alreadyRegistered.ifNotYou':
    'Si fuiste tú, puedes entrar como siempre, o restablecer tu contraseña si la olvidaste. Si no fuiste tú, no tienes que hacer nada.',
  'mail.alreadyRegistered.link': 'Entrar',
  'mail.reset.subject': 'Restablece tu contraseña de Kindred',
  'mail.reset.what':
    'Recibimos una solicitud para restablecer tu contraseña. El enlace funciona una sola vez, durante 30 minutos. Al restablecerla, se cerrará tu sesión en todos tus dispositivos.',
  'mail.reset.ifNotYou': 'Si no lo pediste, puedes ignorar este mensaje; tu contraseña seguirá igual.',
  'mail.reset.link': 'Elegir una contraseña nueva',
  'mail.setPassword.subject': 'Crea una contraseña para Kindred',
  'mail.setPassword.what':
    'Pediste crear una contraseña. El enlace funciona una sola vez, durante 30 minutos. Se cerrará la sesión en tus otros dispositivos.',
  'mail.setPassword.link': 'Crear mi contraseña',
  'mail.changePassword.subject': 'Cambia tu contraseña de Kindred',
  'mail.changePassword.what':
    'Pediste cambiar tu contraseña. El enlace funciona una sola vez, durante 30 minutos. Se cerrará la sesión en tus otros dispositivos.',
  'mail.changePassword.link': 'Cambiar mi contraseña',
  'mail.passwordChanged.subject': 'Se cambió tu contraseña de Kindred',
  'mail.passwordChanged.what':
    'Se acaba de cambiar la contraseña de tu cuenta de Kindred, y se cerró la sesión en tus otros dispositivos.',
  'mail.passwordChanged.ifNotYou':
    'Si no fuiste tú, restablece tu contraseña ahora desde la página para entrar y revisa tus sesiones en Ajustes.',
  'mail.passwordChanged.link': 'Restablecer mi contraseña',
  'mail.changeEmail.subject': 'Confirma tu nuevo correo para Kindred',
  'mail.changeEmail.what':
    'Pediste usar esta dirección para tu cuenta de Kindred. El enlace funciona una sola vez, durante 24 horas. Hasta que lo abras, seguiremos usando tu dirección anterior.',
  'mail.changeEmail.link': 'Usar este correo',
  'mail.emailChangeNotice.subject': 'Se está cambiando tu correo de Kindred',
  'mail.emailChangeNotice.what':
    'Alguien con una sesión abierta en tu cuenta de Kindred pidió cambiar el correo de la cuenta a {newEmail}. Solo cambiará cuando se confirme esa dirección.',
  'mail.emailChangeNotice.ifNotYou':
    'Si no fuiste tú, cambia tu contraseña ahora y cierra tus otras sesiones en Ajustes.',
  'mail.emailChangeNotice.link': 'Abrir Ajustes',

  'notificationMail.subject': 'Algo nuevo para ti en Kindred',
  'notificationMail.greeting': 'Hola:',
  'notificationMail.count':
    '{count, plural, one {Tienes # novedad en Kindred.} other {Tienes # novedades en Kindred.}}',
  'notificationMail.more': '{more, plural, one {y # más} other {y # más}}',
  'notificationMail.open': 'Abrir Kindred',
  'notificationMail.why':
    'Recibes estos correos porque los elegiste en Ajustes, donde puedes cambiar cada cuánto llegan o qué muestran:',
  'notificationMail.stop': 'Para dejar de recibirlos, sin entrar en tu cuenta:',
}
