import { MEMORY_BODY_MIN, MEMORY_TAGS_MAX } from '@kindred/contract/memories-constants'
import { SUSPENSION_DAYS } from '@kindred/contract/moderation-queue-constants'
import { contractFieldsEs } from './contract-fields-es'
import { en, type Catalog } from './en'
import { mailEs } from './mail-es'
import { notificationTextsEs } from './notification-texts-es'

// What the server says in Spanish, id by id as en.ts (decision 081): tú, no gender guessed for the
// reader, neutral Spanish and the product's words of docs/glossary-es.md. The compiler refuses a
// missing id; locales/catalogs.test.ts refuses a text left in English or a placeholder lost.
export const es: Catalog = {
  'request.invalid': 'Parte de lo que enviaste no es válido.',
  'request.notUnderstood': 'No pudimos entender la petición.',
  'request.notJson': 'Las peticiones con contenido deben enviarse como application/json.',
  'request.mustBeJson': 'Las peticiones deben enviarse como application/json.',
  'request.bodyTooLarge': 'El contenido de la petición es demasiado grande.',
  'request.bodyLengthWrong': 'La longitud del contenido no coincide con la que indica su cabecera.',
  'request.bodyEmpty': 'La petición llegó sin contenido.',
  'request.bodyNotJson': 'El contenido de la petición no es JSON válido.',
  'request.badAddress': 'La dirección no es válida.',
  'request.notRouted': 'No pudimos dirigir la petición.',
  'request.nothingHere': 'No hay nada en esta dirección.',
  'request.notFromKindred': 'Rechazamos esta petición porque no venía de Kindred.',
  'request.serverFailed':
    'Algo falló de nuestro lado. No se perdió nada de lo que enviaste; inténtalo de nuevo en un momento.',
  'request.tooMany': 'Demasiados intentos. Espera un poco y vuelve a intentarlo.',
  'request.metricsToken': 'Las métricas necesitan el token con el que se configuró este servidor.',
  'text.nul': 'no debe contener caracteres NUL',
  'text.loneSurrogate': 'debe ser texto Unicode válido',
  'text.fieldNamesNul': 'los nombres de los campos no deben contener caracteres NUL',
  'text.fieldNamesLoneSurrogate': 'los nombres de los campos deben ser texto Unicode válido',

  'access.signInAgain': 'Vuelve a entrar, por favor.',
  'access.moderatorsOnly': 'Solo el equipo de moderación puede hacer esto.',
  'access.adminsOnly': 'Solo quienes administran Kindred pueden hacer esto.',
  'access.suspendedUntilLifted':
    'Tu cuenta está suspendida hasta que el equipo de moderación levante la suspensión: puedes seguir leyendo, pero no compartir, reaccionar, comentar ni conectar.',
  'access.suspendedUntil':
    'Tu cuenta está suspendida hasta el {until, date, utcDay}: puedes seguir leyendo, pero no compartir, reaccionar, comentar ni conectar.',

  'identity.accepted':
    'Si esta dirección se puede usar, te enviamos un enlace. Revisa tu bandeja de entrada (y la carpeta de spam).',
  'identity.invalidLink': 'Este enlace caducó o ya se usó. Puedes pedir uno nuevo.',
  'identity.invalidCredentials':
    'Ese correo y esa contraseña no corresponden a ninguna cuenta. Revísalos y vuelve a intentarlo.',
  'identity.emailNotVerified': 'Primero confirma tu correo: abre el enlace que te enviamos o pide uno nuevo.',
  'identity.addressTaken': 'Esta dirección ahora pertenece a otra cuenta, así que no se puede usar.',
  'identity.sameEmail': 'Esta ya es tu dirección de correo.',
  'identity.commonPassword':
    'Esta contraseña es de las más comunes, así que es fácil de adivinar. Elige otra, por favor.',
  'identity.currentPasswordNeeded': 'Escribe tu contraseña actual, por favor.',
  'identity.currentPasswordWrong': 'Esa no es tu contraseña actual.',
  'identity.sessionNotYours': 'Esa sesión no es tuya, o ya terminó.',
  'identity.emailChangeSent':
    'Si esa dirección se puede usar, te enviamos un enlace. Tu correo cambia cuando abras el enlace.',
  'identity.emailChanged': 'Tu dirección de correo cambió.',
  'identity.passwordReset':
    'Tu contraseña cambió y se cerró la sesión en todos los dispositivos. Ya puedes entrar.',
  'identity.passwordLinkSent': 'Enviamos un enlace a {email}. Funciona durante 30 minutos.',
  'identity.deviceOn': '{browser} en {system}',
  'identity.unknownDevice': 'Dispositivo desconocido',
  'account.googleAgain':
    'Para eliminar tu cuenta, primero vuelve a entrar con Google. Así nadie más puede hacerlo.',

  // SPEC §2's exact words, which the app matches to go back to the start: the same in every language.
  'guide.sessionInvalid': en['guide.sessionInvalid'],
  'guide.sessionNotFound': en['guide.sessionNotFound'],
  'guide.noneInProgress': 'No tienes ninguna guía en curso.',
  'guide.reportNotFound': 'No encontramos ese informe.',
  'guide.answerNotFound': 'No encontramos esa respuesta.',
  'guide.itemNotFound': 'Esa pregunta no forma parte de la guía.',
  'guide.groupNotFound': 'Ese grupo no forma parte de la guía.',
  'guide.typeNotFound': 'Ese tipo no forma parte de la guía.',
  'guide.tooManyGroups': 'Pide menos grupos a la vez.',
  'guide.chooseAnswer': 'Elige una de las respuestas que se ofrecen.',
  'guide.chooseOneOf': 'Elige una de estas: {values}.',
  'guide.ownGuideOnly': 'Solo puedes guardar en tu propia guía.',

  'memories.notFound': 'Este recuerdo no está aquí, o no se compartió contigo.',
  'memories.anonymousConnections':
    'Solo tus conexiones pueden leer este recuerdo, así que sabrían que es tuyo. Puedes compartirlo con todo el mundo sin tu nombre, o solo con tus conexiones, con tu nombre.',
  'memories.checkTags': 'Revisa las etiquetas, por favor.',
  'memories.tagMissing': 'La etiqueta {id} no existe.',
  'memories.tagRetired': '«{name}» ya no se ofrece.',
  'memories.tagWrongKind': '«{name}» no encaja con este tipo de recuerdo.',
  'memories.cursorInvalid':
    'Esta lista no puede seguir desde ahí: el enlace a su página siguiente no es uno que haya dado esta lista. Vuelve a empezar desde su primera página.',
  'memories.newAccountLimit':
    'Las cuentas nuevas pueden compartir {limit, plural, one {# recuerdo} other {# recuerdos}} en su primer día. Gracias por estar aquí: podrás compartir más cuando tu cuenta tenga un día.',
  'memories.bodyTooShort': `Escribe al menos ${MEMORY_BODY_MIN} caracteres, por favor.`,
  'memories.tooManyTags': `Como máximo ${MEMORY_TAGS_MAX} etiquetas.`,

  'comments.notFound': 'Este comentario no está aquí, o no se compartió contigo.',
  'comments.sectionCommentNotFound': 'No encontramos ese comentario.',
  'comments.off': 'Los comentarios están desactivados en este recuerdo.',
  'comments.connectionsOnly': 'Solo las conexiones de quien lo escribió pueden comentar en este recuerdo.',
  'comments.replyDepth': 'Las respuestas tienen un solo nivel: responde al comentario de arriba.',
  'comments.ownHelpful': 'No puedes marcar como útil tu propio comentario.',
  'comments.ownListOnly': 'Solo puedes ver la lista de tus propios comentarios.',
  'comments.noSuchSection': 'No hay ninguna sección del informe con ese nombre.',
  'comments.traumaSlugNotTaken': 'Solo una sección sobre una experiencia lleva un trauma_slug.',
  'comments.traumaSlugMismatch': 'Esto no coincide con la sección del comentario.',
  'comments.requiredSignedOut': 'Hace falta si no has entrado con tu cuenta.',
  'comments.changeNeeds': 'Empieza la guía o entra con tu cuenta para cambiar un comentario.',
  'comments.reportNeeds': 'Empieza la guía o entra con tu cuenta para reportar un comentario.',
  'comments.reported': 'Gracias. El equipo de moderación revisará este comentario.',

  'interactions.meTooLabel': 'A mí también',
  'interactions.loveLabel': 'Cariño',
  'interactions.meTooNotFound': 'Este «A mí también» no está aquí.',
  'interactions.ownMemoryReaction': 'No puedes reaccionar a tu propio recuerdo.',
  'interactions.ownMemoryVote': 'No puedes votar tu propio recuerdo.',
  'interactions.ownCommentLove': 'No puedes enviar cariño a tu propio comentario.',
  'interactions.ownMemoryFeedback': 'No puedes dejar palabras amables en tu propio recuerdo.',
  'interactions.ownCommentFeedback': 'No puedes dejar palabras amables en tu propio comentario.',
  'interactions.phraseNotOffered':
    'Esta frase no se ofrece para {kind, select, comment {un comentario} other {un recuerdo}}.',

  'connections.notFound': 'Esta solicitud o conexión no está aquí, o no te corresponde responderla.',
  'connections.personNotFound': 'Esta persona no está aquí.',
  'connections.anonymousMemory':
    'Este recuerdo se compartió sin nombre, así que no se puede pedir conectar a quien lo escribió.',
  'connections.notAccepting':
    'Esta persona no acepta solicitudes de conexión por ahora. Un «A mí también» o unas palabras amables igual le llegan.',
  'connections.newAccount':
    'Las cuentas nuevas pueden pedir conectar cuando tienen un día. Gracias por tu paciencia.',
  'connections.notPossible': 'No es posible conectar con esta persona.',
  'connections.ownMemory': 'Este es tu propio recuerdo: aquí no hay nadie con quien conectar.',
  'connections.alreadyConnected': 'Ya tienes una conexión con esta persona.',
  'connections.notYourself':
    'No puedes {what, select, block {bloquear} unblock {desbloquear} mute {silenciar} other {dejar de silenciar}} tu propia cuenta.',

  'moderation.nothingToReport': 'Aquí no hay nada que reportar, o no se compartió contigo.',
  'moderation.chooseReason': 'Elige uno de los motivos que se ofrecen, por favor.',
  'moderation.notAReason': 'No es un motivo para esto.',
  'moderation.notYourself': 'No puedes reportar tu propia cuenta.',
  'moderation.thisIsYou': 'Eres tú.',
  'moderation.nothingToAppeal': 'Aquí no hay ninguna decisión del equipo de moderación que puedas apelar.',
  'moderation.alreadyAppealed':
    'Ya apelaste esta decisión. Otra persona del equipo de moderación revisa cada apelación una vez, y te diremos qué decide.',
  'moderation.appealNotOpen': 'Esta apelación no está abierta: puede que ya se haya decidido.',
  'moderation.ownDecision': 'Las apelaciones de tus propias decisiones las decide otra persona del equipo.',
  'moderation.nothingOpen': 'No hay avisos abiertos sobre esto: puede que ya se hayan decidido.',
  'moderation.onlySuspensionLasts': 'Solo una suspensión tiene duración.',
  'moderation.onlyPeopleSuspended':
    'Solo se puede suspender a una persona: el contenido se oculta o se elimina.',
  'moderation.peopleNotHidden': 'A una persona se la suspende; no se la oculta ni se la elimina.',
  'moderation.chooseDays': `Elige uno de estos plazos: ${SUSPENSION_DAYS.join(', ')} días, o hasta que se levante.`,
  'moderation.nameRule': 'Indica qué norma incumple.',
  'moderation.notSuspended': 'Nadie con ese id está suspendido ahora.',
  'moderation.noAccount': 'Ninguna cuenta usa esa dirección de correo.',
  'moderation.notModerator': 'Esa persona no forma parte del equipo de moderación.',
  'moderation.ownRole': 'No puedes quitarte tu propio rol.',
  'moderation.adminStays':
    '{name} tiene el rol de administración y lo conserva: aquí solo se puede quitar el rol de moderación.',

  'notifications.notFound': 'Esta notificación no existe.',
  'notifications.unsubscribeInvalid':
    'Este enlace no es válido. Cópialo completo desde el correo, o cambia tus ajustes de correo en Kindred.',
  'notifications.unsubscribeUsed': 'Este enlace ya se usó. Puedes cambiar tus ajustes de correo en Kindred.',
  'notifications.unknownPushService':
    'El servicio push de este navegador no es uno al que Kindred envíe, así que aquí no se pueden activar las notificaciones push.',
  'notifications.tooManyPushDevices':
    'Ya recibes notificaciones push en {count, plural, one {# dispositivo} other {# dispositivos}}. Desactívalas primero en uno de ellos.',
  'notifications.tooManyTabs':
    'Tienes demasiadas pestañas de Kindred abiertas. Cierra una que no uses y las notificaciones nuevas volverán a aparecer aquí.',
  'notifications.tooManyTabsFromAddress':
    'Hay demasiadas pestañas de Kindred abiertas desde tu red ahora mismo. Cierra algunas que no uses, o vuelve a intentarlo en un rato.',
  'notifications.streamsFull':
    'Kindred tiene mucha actividad ahora mismo, así que las notificaciones nuevas aparecerán un poco más tarde. Vuelve a intentarlo pronto.',

  'preferences.chooseOption': 'Elige una de las opciones que se ofrecen, por favor.',

  'validation.tooLong': 'Escribe como máximo {maximum, plural, one {# carácter} other {# caracteres}}.',
  'validation.tooShort': 'Escribe al menos {minimum, plural, one {# carácter} other {# caracteres}}.',
  'validation.tooMany': 'Como máximo {maximum, plural, one {# elemento} other {# elementos}}.',
  'validation.tooFew': 'Al menos {minimum, plural, one {# elemento} other {# elementos}}.',
  'validation.tooBig': 'Como máximo {maximum}.',
  'validation.tooSmall': 'Al menos {minimum}.',
  'validation.notAnOption': 'Elige una de estas opciones: {values}.',
  'validation.wrongFormat': 'Esto no tiene el formato esperado.',
  'validation.unknownFields': 'Campos que esto no admite: {keys}.',
  'validation.wrongType':
    'Se esperaba {expected, select, string {un texto} number {un número} boolean {verdadero o falso} array {una lista} object {un objeto} other {otra cosa}}.',
  'validation.invalid': 'Esto no es válido.',

  ...contractFieldsEs,
  ...mailEs,
  ...notificationTextsEs,
}
