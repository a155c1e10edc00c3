import type { RoomType } from '@umrah/domain/model/rooms';
import type { FormT } from '../forms/form-text';
import type { BookingRoomsOffer } from './booking-form';

/**
 * The room the visitor asks for, as radio cards: each room type the date (or the package) sells
 * with its price and deposit per person, and "Not sure yet"; under them the single supplement and
 * when the balance is due. Optional: staff agree the room when confirming.
 */
export function RoomChoice({
  offer,
  value,
  onChange,
  help,
  t,
}: {
  offer: BookingRoomsOffer;
  value: string;
  onChange: (kind: RoomType | '') => void;
  help: string;
  t: FormT;
}) {
  return (
    <fieldset className="field form__full room-choice" aria-describedby="booking-roomType-help">
      <legend className="field__label room-choice__legend">{t('forms.booking.roomType')}</legend>
      <p className="field__help room-choice__help" id="booking-roomType-help">
        {help}
      </p>
      <div className="room-choice__options">
        {offer.rooms.map((room, i) => (
          <label key={room.kind} className="room-choice__option">
            <input
              id={i === 0 ? 'booking-roomType' : undefined}
              className="room-choice__input"
              type="radio"
              name="roomType"
              value={room.kind}
              checked={value === room.kind}
              onChange={() => onChange(room.kind)}
            />
            <span className="room-choice__text">
              <span className="room-choice__name">
                {room.name} <span className="room-choice__size">{room.size}</span>
              </span>
              <span className="room-choice__price">{room.price}</span>
              {room.deposit && <span className="room-choice__deposit">{room.deposit}</span>}
            </span>
          </label>
        ))}
        <label className="room-choice__option">
          <input
            className="room-choice__input"
            type="radio"
            name="roomType"
            value=""
            checked={value === ''}
            onChange={() => onChange('')}
          />
          <span className="room-choice__text">
            <span className="room-choice__name">{t('forms.booking.roomUndecided')}</span>
            <span className="room-choice__deposit">{t('forms.booking.roomUndecidedText')}</span>
          </span>
        </label>
      </div>
      {offer.notes.length > 0 && (
        <ul className="list-plain room-choice__notes">
          {offer.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
